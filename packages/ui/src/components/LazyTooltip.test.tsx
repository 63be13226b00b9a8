import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Tooltip } from 'antd';
import { createRef } from 'react';
import { mountCost } from '../testing';
import { LazyTooltip } from './LazyTooltip';

function Subject() {
  return (
    <div data-testid="frame">
      <LazyTooltip title="Delete">
        <Button aria-label="Delete Ann">x</Button>
      </LazyTooltip>
      <button type="button">Next</button>
    </div>
  );
}

describe('LazyTooltip', () => {
  it('mounts no tooltip until used, then shows it on hover and hides it when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<Subject />);
    const frame = screen.getByTestId('frame');
    expect(mountCost(frame, { Tooltip }).of.Tooltip).toBe(0);
    const button = screen.getByRole('button', { name: 'Delete Ann' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
    expect(mountCost(frame, { Tooltip }).of.Tooltip).toBe(1);
    // The button stayed where it was: the same element, still in the page.
    expect(button).toBeInTheDocument();
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
  });

  it('shows on keyboard focus, keeping the focus, and hides on blur', async () => {
    const user = userEvent.setup();
    render(<Subject />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Delete Ann' });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
    expect(button).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.tab({ shift: true });
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
    // Escape dismisses it without moving the focus.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete Ann' })).toHaveFocus();
  });

  it('runs the child’s own handlers and keeps its ref', async () => {
    const user = userEvent.setup();
    const focused = jest.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <LazyTooltip title="Save">
        <Button aria-label="Save Ann" ref={ref} onFocus={focused} />
      </LazyTooltip>,
    );
    await user.tab();
    expect(focused).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Save Ann' }));
  });
});
