import { screen, within } from '@testing-library/react';
import { createTestI18n, renderView, setupUser, translationShape } from '@tessera/ui/testing';
import en from '../../locales/en/showcase.json';
import fr from '../../locales/fr/showcase.json';
import ExtrasDemo from './ExtrasDemo';

const i18n = createTestI18n({ en: { showcase: en }, fr: { showcase: fr } });

function renderPage() {
  renderView({ element: <ExtrasDemo />, i18n });
}

describe('component extras', () => {
  it('searches with Input.Search and says what was searched', async () => {
    const user = setupUser();
    renderPage();
    expect(await screen.findByText('Nothing searched yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the catalogue' }), 'lens{Enter}');
    expect(await screen.findByText('You searched for “lens”.')).toBeInTheDocument();
  });

  it('reads a six-digit code from Input.OTP, in the card’s header tabs', async () => {
    const user = setupUser();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Code' }));
    const code = screen.getByRole('group', { name: 'Six-digit code' });
    await user.click(within(code).getAllByRole('textbox')[0]);
    await user.keyboard('402613');
    expect(await screen.findByText('Code entered: 402613')).toBeInTheDocument();
  });

  it('edits a sentence in place with editable Typography', async () => {
    const user = setupUser();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Text' }));
    await user.click(screen.getByRole('button', { name: /edit/i }));
    const editor = screen.getByRole('textbox');
    await user.clear(editor);
    await user.type(editor, 'A sentence of my own.{Enter}');
    expect(await screen.findByText('A sentence of my own.')).toBeInTheDocument();
  });

  it('counts the checked topics', async () => {
    const user = setupUser();
    renderPage();
    expect(await screen.findByText('1 topic chosen')).toBeInTheDocument();
    await user.click(screen.getByText('Finance'));
    expect(await screen.findByText('2 topics chosen')).toBeInTheDocument();
  });

  it('filters a column through its filter menu', async () => {
    const user = setupUser();
    renderPage();
    const card = (await screen.findByText('A table with column filters')).closest('.ant-card');
    const table = within(card as HTMLElement);
    expect(table.getAllByText('Cameras')).toHaveLength(4);
    await user.click(table.getByRole('button', { name: /filter/i }));
    await user.click(await screen.findByRole('menuitem', { name: /Audio/ }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await table.findAllByText('Audio')).toHaveLength(4);
    expect(table.queryByText('Cameras')).not.toBeInTheDocument();
  });

  it('has the same strings in English and French', () => {
    expect(translationShape(fr)).toEqual(translationShape(en));
  });
});
