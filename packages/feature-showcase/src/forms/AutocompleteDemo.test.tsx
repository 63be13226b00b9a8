import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, hold, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { findLoadFailure, openFeature, renderFeature } from '@tessera/ui/testing';
import { showcaseFeature } from '../index';
import { shows } from '../test/shows';

setupFakeServer();
beforeEach(() => signIn());

const path = '/forms/autocomplete';
const found = () =>
  within(screen.getByText(/^(Found:|Trouvé :)$/).closest('[role="status"]') as HTMLElement);
const open = (language?: 'fr') =>
  openFeature(showcaseFeature, path, () => found().getByText(/titles?|titres?/), {
    ...(language ? { language } : {}),
  });

describe('autocomplete', () => {
  it('suggests the titles holding what is typed, best ranked first, and shows the one chosen', async () => {
    const { user } = await open();
    expect(found().getByText('64 titles, the 8 best ranked shown')).toBeInTheDocument();
    expect(screen.getByText('Pick a title from the list.')).toBeInTheDocument();

    const input = screen.getByRole('combobox', { name: 'Project title' });
    await user.type(input, 'harb');
    await shows(found(), '8 titles, the 8 best ranked shown');
    // antd gives the option role to the active option only: the list's rows by their class.
    await screen.findByText('Copper Harbour');
    const options = Array.from(document.querySelectorAll('.ant-select-item-option'));
    expect(options.map((option) => option.textContent)).toEqual(
      Array.from({ length: 8 }, () => expect.stringMatching(/^\w+ Harbour#\d+$/)),
    );
    const ranks = options.map((option) => Number(option.textContent?.split('#')[1]));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    await user.click(await screen.findByText('Copper Harbour'));
    expect(input).toHaveValue('Copper Harbour');
    const chosen = within(screen.getByText('Chosen project').closest('.ant-card') as HTMLElement);
    expect(chosen.getByText('Copper Harbour')).toBeInTheDocument();
    expect(chosen.getByText(/^#\d+$/)).toBeInTheDocument();
  });

  it('says so while it searches, and when nothing matches', async () => {
    const { user } = await open();
    const held = hold(endpoints.autocomplete.list);
    // At once, so that one search goes out.
    await user.click(screen.getByRole('combobox', { name: 'Project title' }));
    await user.paste('zebra');
    await held.arrived;
    expect(found().getByText('Searching…')).toBeInTheDocument();
    held.release();
    await shows(found(), 'No title holds “zebra”.');
  });

  it('shows a failed load with its reason, and its retry recovers', async () => {
    failNext(endpoints.autocomplete.list, { status: 500 });
    const { user } = await renderFeature(showcaseFeature, path);
    const failure = await findLoadFailure(user, 'The titles could not be loaded.');
    expect(found().getByText('the search failed')).toBeInTheDocument();
    await failure.retry();
    await shows(found(), '64 titles, the 8 best ranked shown');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('speaks French', async () => {
    const { user } = await open('fr');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Saisie semi-automatique' }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Titre du projet' }), 'zz');
    await shows(found(), 'Aucun titre ne contient « zz ».');
  });
});
