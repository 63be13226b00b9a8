import { screen, waitFor, within } from '@testing-library/react';
import { renderView } from '@tessera/ui/testing';
import { showcaseI18n } from '../testI18n';
import PopoversDemo from './PopoversDemo';

function renderPage(language: 'en' | 'fr' = 'en') {
  return renderView({ element: <PopoversDemo />, i18n: showcaseI18n(language) });
}

const card = async (title: string) =>
  within((await screen.findByText(title)).closest('.ant-card') as HTMLElement);

/** Whether the popover showing `text` is open (antd keeps a closed one, hidden). */
const shown = (text: string) => screen.queryByText(text)?.closest('.ant-popover-hidden') === null;

describe('popovers', () => {
  it('opens on hover, on focus and on click', async () => {
    const { user } = renderPage();
    await screen.findByText('What opens it');
    await user.hover(screen.getByRole('button', { name: 'Hover or focus' }));
    expect(
      await screen.findByText("Opens under the pointer or the keyboard's focus."),
    ).toBeVisible();
    await user.unhover(screen.getByRole('button', { name: 'Hover or focus' }));

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Focus' })).toHaveFocus();
    expect(await screen.findByText('Opens while the button has the focus.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Click' }));
    expect(await screen.findByText('Opens on a click; a click outside closes it.')).toBeVisible();
  });

  it('places a popover on the side asked', async () => {
    const { user } = renderPage();
    const placements = await card('Placements');
    await user.click(placements.getByRole('button', { name: 'Left' }));
    const popover = (await screen.findByText("On the button's left.")).closest('.ant-popover');
    expect(popover).toHaveClass('ant-popover-placement-left');
  });

  it('acts from inside a popover, which then closes', async () => {
    const { user } = renderPage();
    const actions = await card('Content with actions');
    expect(actions.getByRole('status')).toHaveTextContent('No invitation sent yet.');
    await user.click(actions.getByRole('button', { name: 'Invite Lena' }));
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    expect(actions.getByRole('status')).toHaveTextContent('Lena is invited.');
    await waitFor(() => expect(shown('Invite Lena Okafor?')).toBe(false));
    await user.click(actions.getByRole('button', { name: 'Invite Lena' }));
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(actions.getByRole('status')).toHaveTextContent('Lena will be invited later.');
  });

  it('opens and closes from outside, and closes from its own button', async () => {
    const { user } = renderPage();
    const hint = await screen.findByRole('switch', { name: 'Show the hint' });
    await user.click(hint);
    expect(await screen.findByText(/This popover follows the switch/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(shown('A hint')).toBe(false));
    expect(hint).not.toBeChecked();
  });

  it('speaks French', async () => {
    const { user } = renderPage('fr');
    await user.click(await screen.findByRole('button', { name: 'Inviter Lena' }));
    expect(await screen.findByText('Inviter Lena Okafor ?')).toBeVisible();
  });
});
