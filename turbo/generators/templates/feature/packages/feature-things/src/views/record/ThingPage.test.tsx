import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature } from '@tessera/ui/testing';
import { thingsFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

/** Opens a thing's page once its fields are in (its actions wait for them). */
async function openThing(id: number, options?: { language: string }) {
  const { thing } = await api.things.get({ id });
  const view = await renderFeature(thingsFeature, `/apps/things/${id}`, options);
  expect(await screen.findByRole('heading', { level: 1, name: thing.name })).toBeInTheDocument();
  return { ...view, thing };
}

describe('ThingPage', () => {
  it("shows the thing's fields", async () => {
    const { thing } = await openThing(3);
    expect(screen.getByText(thing.owner)).toBeInTheDocument();
  });

  it('words the page in French', async () => {
    await openThing(3, { language: 'fr' });
    expect(screen.getByText('Responsable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Retour à la liste/ })).toBeInTheDocument();
  });

  it('edits the thing in the drawer', async () => {
    const { user } = await openThing(3);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const drawer = within(await screen.findByRole('dialog'));
    await user.clear(drawer.getByLabelText('Owner'));
    await user.paste('Grace Hopper');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/was saved\.$/)).toBeInTheDocument();
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect((await api.things.get({ id: 3 })).thing.owner).toBe('Grace Hopper');
  });

  it('deletes the thing once confirmed, and goes back to the list', async () => {
    const { user, router, thing } = await openThing(3);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(`${thing.name} was deleted.`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/things'));
    await expect(api.things.get({ id: 3 })).rejects.toMatchObject({ status: 404 });
  });

  it('says when the thing does not exist, with a way back to the list', async () => {
    const { user, router } = await renderFeature(thingsFeature, '/apps/things/99999');
    expect(await screen.findByRole('heading', { name: 'Thing not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Back to the list/ }));
    expect(router.state.location.pathname).toBe('/apps/things');
  });

  it('treats an id that is not a number as unknown', async () => {
    await renderFeature(thingsFeature, '/apps/things/abc');
    expect(await screen.findByRole('heading', { name: 'Thing not found' })).toBeInTheDocument();
  });

  it('says a failed load failed, and shows the thing once retried', async () => {
    const { thing } = await api.things.get({ id: 3 });
    failNext(endpoints.things.get, { status: 500 });
    const { user } = await renderFeature(thingsFeature, '/apps/things/3');
    expect(
      await screen.findByRole('heading', { name: 'The thing could not be loaded.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: thing.name })).toBeInTheDocument();
  });

  it('keeps the drawer open with the message when a save is refused', async () => {
    const { user, thing } = await openThing(3);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const drawer = within(await screen.findByRole('dialog'));
    failNext(endpoints.things.update, { status: 500 });
    await user.clear(drawer.getByLabelText('Owner'));
    await user.paste('Grace Hopper');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The server had a problem. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect((await api.things.get({ id: 3 })).thing.owner).toBe(thing.owner);
  });
});
