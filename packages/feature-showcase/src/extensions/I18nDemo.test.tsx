import { screen } from '@testing-library/react';
import I18nDemo from './I18nDemo';
import { renderDemo } from '../testing';

/** Intl separates French groups and units with no-break spaces: compare with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('i18n demo', () => {
  it('switches the whole interface to French, texts, dates and money included', async () => {
    const { user, i18n } = renderDemo(<I18nDemo />);
    expect(await screen.findByText('Good morning, Nadia!')).toBeInTheDocument();
    expect(screen.getByText('Saturday, March 14, 2026 at 3:30 PM')).toBeInTheDocument();
    expect(screen.getByText('$1,234.56')).toBeInTheDocument();
    expect(screen.getByText('in 3 days')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Français' }));

    // The app's own i18n instance changed, as the navbar's picker changes it.
    expect(i18n.language).toBe('fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Langues' })).toBeInTheDocument();
    expect(screen.getByText('Bonjour, Nadia !')).toBeInTheDocument();
    expect(screen.getByText('L’interface est en Français.')).toBeInTheDocument();
    expect(screen.getByText('samedi 14 mars 2026 à 15:30')).toBeInTheDocument();
    expect(screen.getByText('dans 3 jours')).toBeInTheDocument();
    const amounts = screen.getAllByText(/\$US$/).map((element) => plain(element.textContent));
    expect(amounts).toEqual(['1 234,56 $US', '1 235 $US']);
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByText('Good morning, Nadia!')).toBeInTheDocument();
    expect(i18n.language).toBe('en');
  });

  it('counts in the language’s plural forms', async () => {
    const { user } = renderDemo(<I18nDemo />, 'fr');
    expect(await screen.findByText('3 messages non lus')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Un message de moins' }));
    await user.click(screen.getByRole('button', { name: 'Un message de moins' }));
    expect(screen.getByText('1 message non lu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Un message de moins' }));
    // French says "0 message non lu": zero takes the singular.
    expect(screen.getByText('0 message non lu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Un message de moins' })).toBeDisabled();
  });

  it('counts in English too', async () => {
    const { user } = renderDemo(<I18nDemo />);
    await user.click(await screen.findByRole('button', { name: 'One message more' }));
    expect(screen.getByText('4 unread messages')).toBeInTheDocument();
  });
});
