import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import { createTestI18n } from '../testing';
import { useLanguage } from './useLanguage';

function Probe() {
  const { t } = useTranslation();
  const { current, languages, change } = useLanguage();
  return (
    <>
      <output>{`${current} of ${languages.join(', ')}`}</output>
      <button type="button" onClick={() => void change('fr')}>
        {t('actions.cancel')}
      </button>
    </>
  );
}

describe('useLanguage', () => {
  it('offers the languages and switches the whole interface', async () => {
    const i18n = createTestI18n({ en: { common: en }, fr: { common: fr } });
    i18n.options.supportedLngs = ['en', 'fr', 'cimode'];
    render(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('en of en, fr');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('fr of en, fr');
    expect(i18n.language).toBe('fr');
  });
});
