import { screen, within } from '@testing-library/react';
import { renderDemo } from '../testing';
import ButtonsDemo from './ButtonsDemo';

const card = (title: string) =>
  within(
    screen
      .getByText(title, { selector: '.ant-card-head-title' })
      .closest('.ant-card') as HTMLElement,
  );

describe('buttons', () => {
  it('counts clicks on each type, and sizes the buttons', async () => {
    const { user } = renderDemo(<ButtonsDemo />);
    await screen.findByText('0 clicks');
    await user.click(card('Types').getByRole('button', { name: 'Dashed' }));
    await user.click(card('Types').getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('2 clicks')).toBeInTheDocument();
    await user.click(screen.getByText('Large'));
    for (const button of card('Sizes').getAllByRole('button'))
      expect(button).toHaveClass('ant-btn-lg');
  });

  it('shows a spinner while sending, then says it was sent', async () => {
    const { user } = renderDemo(<ButtonsDemo />);
    // The button's name starts with its icon's.
    await user.click(await screen.findByRole('button', { name: /Send$/ }));
    expect(screen.getByRole('button', { name: /Sending…$/ })).toHaveClass('ant-btn-loading');
    expect(await screen.findByText('Sent 1 time')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send$/ })).not.toHaveClass('ant-btn-loading');
  });

  it('keeps disabled buttons from acting, and picks one button of a group', async () => {
    const { user } = renderDemo(<ButtonsDemo />);
    await screen.findByText('0 clicks');
    for (const button of card('Disabled').getAllByRole('button')) expect(button).toBeDisabled();
    await user.click(card('Disabled').getByRole('button', { name: 'Dashed' }));
    expect(screen.getByText('0 clicks')).toBeInTheDocument();
    const group = within(screen.getByRole('group', { name: 'Text alignment' }));
    await user.click(group.getByRole('button', { name: /Right$/ }));
    expect(group.getByRole('button', { name: /Right$/ })).toHaveAttribute('aria-pressed', 'true');
    expect(group.getByRole('button', { name: /Left$/ })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Aligned: Right')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderDemo(<ButtonsDemo />, 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Boutons' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Envoyer$/ })).toBeInTheDocument();
  });
});
