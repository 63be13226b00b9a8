import { fireEvent } from '@testing-library/react';
import { installRipple, rippleDurationMs } from './ripple';

describe('installRipple', () => {
  let uninstall: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML =
      '<button class="ant-btn"><span>Save</span></button><button class="ant-btn" disabled>Off</button><p>Text</p>';
    uninstall = installRipple(document);
  });
  afterEach(() => {
    uninstall();
    jest.useRealTimers();
  });

  it('adds a ripple to a pressed antd button and removes it after 500 ms', () => {
    const button = document.querySelector('.ant-btn') as HTMLElement;
    fireEvent.pointerDown(button.querySelector('span') as HTMLElement, { clientX: 5, clientY: 5 });
    const ripple = button.querySelector('.tessera-ripple') as HTMLElement;
    expect(ripple).not.toBeNull();
    expect(ripple).toHaveAttribute('aria-hidden', 'true');
    expect(ripple.style.animationDuration).toBe('500ms');
    jest.advanceTimersByTime(rippleDurationMs - 1);
    expect(button.querySelector('.tessera-ripple')).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(button.querySelector('.tessera-ripple')).toBeNull();
  });

  it('ignores disabled buttons and anything else, and stops once uninstalled', () => {
    fireEvent.pointerDown(document.querySelector('[disabled]') as HTMLElement);
    fireEvent.pointerDown(document.querySelector('p') as HTMLElement);
    uninstall();
    fireEvent.pointerDown(document.querySelector('.ant-btn') as HTMLElement);
    expect(document.querySelectorAll('.tessera-ripple')).toHaveLength(0);
  });
});
