import { screen, within } from '@testing-library/react';
import { renderDemo } from '../testing';
import CollapseDemo from './CollapseDemo';

const header = (card: string, name: string | RegExp) =>
  within(screen.getByText(card).closest('.ant-card') as HTMLElement).getByRole('button', {
    name,
  });

describe('collapse', () => {
  it('keeps one panel of the accordion open at a time', async () => {
    const { user } = renderDemo(<CollapseDemo />);
    const accordion = 'Accordion: one open at a time';
    expect(await screen.findByText(accordion)).toBeInTheDocument();
    expect(header(accordion, 'When am I billed?')).toHaveAttribute('aria-expanded', 'true');
    await user.click(header(accordion, 'Can I export my data?'));
    expect(header(accordion, 'Can I export my data?')).toHaveAttribute('aria-expanded', 'true');
    expect(header(accordion, 'When am I billed?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a panel inside a panel, and a borderless one', async () => {
    const { user } = renderDemo(<CollapseDemo />);
    await user.click(await screen.findByRole('button', { name: 'Workspace' }));
    await user.click(await screen.findByRole('button', { name: 'Members' }));
    expect(await screen.findByText('Twelve members, three of them admins.')).toBeVisible();
    await user.click(header('Borderless', 'Who can see my invoices?'));
    expect(header('Borderless', 'Who can see my invoices?')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('says a panel’s setting in its header, changed by the switch inside', async () => {
    const { user } = renderDemo(<CollapseDemo />);
    const card = 'With extras in the header';
    const push = await screen.findByRole('button', { name: /^Push notifications/ });
    expect(push).toHaveTextContent('Off');
    await user.click(push);
    expect(push).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('switch', { name: 'Push notifications on' }));
    expect(header(card, /^Push notifications/)).toHaveTextContent('On');
    expect(await screen.findByText('You get these notifications.')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderDemo(<CollapseDemo />, 'fr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Panneaux repliables' }),
    ).toBeInTheDocument();
  });
});
