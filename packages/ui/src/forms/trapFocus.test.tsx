import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tabbableIn, trapFocus } from './trapFocus';

function Panel() {
  return (
    <>
      <button type="button">Before</button>
      <section aria-label="Panel" onKeyDown={trapFocus}>
        <button type="button">First</button>
        <input aria-label="Field" />
        <input type="file" aria-label="File" />
        <div hidden>
          <button type="button">Hidden</button>
        </div>
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button">Last</button>
      </section>
      <button type="button">After</button>
    </>
  );
}

describe('trapFocus', () => {
  it('lists only what Tab stops at', () => {
    render(<Panel />);
    expect(
      tabbableIn(screen.getByRole('region', { name: 'Panel' })).map(
        (el) => el.textContent || el.getAttribute('aria-label'),
      ),
    ).toEqual(['First', 'Field', 'Last']);
  });

  it('wraps Tab from the last stop to the first, and Shift+Tab back', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    screen.getByRole('button', { name: 'Last' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('leaves Tab alone between the ends', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    screen.getByRole('button', { name: 'First' }).focus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveFocus();
  });
});
