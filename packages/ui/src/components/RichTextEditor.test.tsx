import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import { createTestI18n } from '../testing';
import RichTextEditor from './RichTextEditor';

function renderEditor(initialHtml: string, language = 'en') {
  render(
    <I18nextProvider i18n={createTestI18n({ en: { common: en }, fr: { common: fr } }, language)}>
      <span id="label">Notes</span>
      <RichTextEditor initialHtml={initialHtml} onChange={() => undefined} labelledBy="label" />
    </I18nextProvider>,
  );
}

describe('RichTextEditor', () => {
  it('is a multi-line text box named by its label, starting from the HTML given', () => {
    renderEditor('<p>Hello <strong>there</strong></p>');
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box.querySelector('strong')).toHaveTextContent('there');
  });

  it('keeps only what its schema knows: no script, style or handler survives', () => {
    renderEditor('<p onclick="alert(1)" style="color:red">Hi</p><script>alert(2)</script>');
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box.innerHTML).not.toMatch(/onclick|style|script/);
    expect(box).toHaveTextContent('Hi');
  });

  it('names its toolbar and each format in the reader’s language', () => {
    renderEditor('<p>Plan</p>', 'fr');
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => [button.getAttribute('aria-label'), button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['Gras', 'false'],
      ['Italique', 'false'],
      ['Barré', 'false'],
      ['Liste à puces', 'false'],
      ['Liste numérotée', 'false'],
    ]);
  });
});
