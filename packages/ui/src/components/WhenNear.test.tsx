import { act, render, screen } from '@testing-library/react';
import { WhenNear } from './WhenNear';

/** An IntersectionObserver the test moves: `reach()` brings every observed box near. */
class ControlledObserver {
  static instances: ControlledObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly report: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    ControlledObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
  reach() {
    this.report(
      this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

describe('WhenNear', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    ControlledObserver.instances = [];
  });

  it('shows the placeholder until the content comes near the screen', () => {
    globalThis.IntersectionObserver = ControlledObserver as unknown as typeof IntersectionObserver;
    render(
      <WhenNear placeholder={<p>Room for the table</p>} margin={200}>
        <p>The table</p>
      </WhenNear>,
    );
    expect(screen.getByText('Room for the table')).toBeInTheDocument();
    expect(screen.queryByText('The table')).toBeNull();
    const [observer] = ControlledObserver.instances;
    expect(observer.options?.rootMargin).toBe('200px');
    act(() => observer.reach());
    expect(screen.getByText('The table')).toBeInTheDocument();
    expect(screen.queryByText('Room for the table')).toBeNull();
  });

  it('renders the content at once where nothing can tell what is on screen', () => {
    render(
      <WhenNear placeholder={<p>Room for the table</p>}>
        <p>The table</p>
      </WhenNear>,
    );
    expect(screen.getByText('The table')).toBeInTheDocument();
  });
});
