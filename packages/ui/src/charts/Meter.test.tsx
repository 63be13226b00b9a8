import { render } from '@testing-library/react';
import { Meter } from './Meter';

const fill = (container: HTMLElement) => container.querySelector('.meter__fill') as Element;

describe('Meter', () => {
  it('fills a bar to its share, hidden from screen readers (the number beside it is the text)', () => {
    const { container } = render(<Meter percent={40} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(fill(container)).toHaveStyle({ width: '40%' });
    expect(container.firstElementChild).not.toHaveClass('meter--full');
  });

  it('keeps a share inside 0 to 100, and shows a whole one as done', () => {
    const over = render(<Meter percent={130} />).container;
    expect(fill(over)).toHaveStyle({ width: '100%' });
    expect(over.firstElementChild).toHaveClass('meter--full');
    const under = render(<Meter percent={-5} />).container;
    expect(fill(under)).toHaveStyle({ width: '0%' });
    const unknown = render(<Meter percent={Number.NaN} />).container;
    expect(fill(unknown)).toHaveStyle({ width: '0%' });
  });

  it('draws a ring of the size asked, its stroke covering the share', () => {
    const { container } = render(<Meter shape="ring" percent={25} size={28} />);
    const ring = container.querySelector('svg') as SVGElement;
    expect(ring).toHaveAttribute('width', '28');
    const length = Number(fill(container).getAttribute('stroke-dasharray'));
    const offset = Number(fill(container).getAttribute('stroke-dashoffset'));
    expect(offset / length).toBeCloseTo(0.75);
  });
});
