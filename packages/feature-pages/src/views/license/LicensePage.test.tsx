import { screen } from '@testing-library/react';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature } from '@tessera/ui/testing';
import { pagesFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

describe('LicensePage', () => {
  it('sums up what the licence allows and forbids, in English and French', async () => {
    await renderFeature(pagesFeature, '/pages/license');
    expect(await screen.findByRole('heading', { name: 'You may' })).toBeInTheDocument();
    expect(screen.getByText(/Resell or give away the template itself/)).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await renderFeature(pagesFeature, '/pages/license', { language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Vous ne pouvez pas' })).toBeInTheDocument();
  });
});
