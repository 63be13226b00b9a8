import { screen, waitFor, within } from '@testing-library/react';
import { api, type Thing } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature, type setupUser } from '@tessera/ui/testing';
import { thingsFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

type Tester = ReturnType<typeof setupUser>;

const table = () => screen.getByRole('table', { name: 'Things' });
// A selector, not role queries: role queries over a whole antd table are slow in jsdom.
const shownNames = () =>
  Array.from(table().querySelectorAll('tbody tr[data-row-key]')).map(
    (row) => row.querySelector('a')?.textContent,
  );
const totalText = (count: number) => new RegExp(`of ${count} entries`);
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

async function openList(entry = '/apps/things') {
  const view = await renderFeature(thingsFeature, entry);
  await waitFor(() => expect(shownNames().length).toBeGreaterThan(0));
  return view;
}

async function openAddForm(user: Tester) {
  await user.click(screen.getByRole('button', { name: 'New thing' }));
  // By its title's text: in tests antd gives every dialog the same id, so names do not resolve.
  const drawer = await screen.findByRole('dialog');
  expect(drawer).toHaveTextContent('New thing');
  return within(drawer);
}

/** Fills the form's text fields (pasting: typing every key re-renders the form each time). */
async function fill(user: Tester, form: ReturnType<typeof within>, name: string, owner: string) {
  await user.click(form.getByLabelText('Name'));
  await user.paste(name);
  await user.click(form.getByLabelText('Owner'));
  await user.paste(owner);
}

describe('ThingListPage', () => {
  let everything: Thing[];
  beforeEach(async () => {
    everything = (await api.things.list({ perPage: 100 })).things;
  });

  it('shows the first 10 things by name, and the total', async () => {
    await openList();
    const names = everything.map((thing) => thing.name).sort(byName);
    expect(shownNames()).toEqual(names.slice(0, 10));
    expect(screen.getByText(totalText(everything.length))).toBeInTheDocument();
  });

  it('narrows the list to a search and a status, and keeps both in the URL', async () => {
    const target = everything[5];
    const { user, router } = await openList();
    await user.click(screen.getByRole('textbox', { name: 'Search things' }));
    await user.paste(target.name);
    await waitFor(() => expect(shownNames()).toEqual([target.name]));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(target.name);

    await user.click(screen.getByRole('button', { name: /Clear the search/ }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Archived'));
    const archived = everything.filter((thing) => thing.status === 'archived');
    await waitFor(() => expect(screen.getByText(totalText(archived.length))).toBeInTheDocument());
    expect(router.state.location.search).toBe('?status=archived');
  });

  it('says a failed load failed, and shows the list once retried', async () => {
    failNext(endpoints.things.list, { status: 500 });
    const { user } = await renderFeature(thingsFeature, '/apps/things');
    expect(await screen.findByRole('alert')).toHaveTextContent('The things could not be loaded.');
    expect(shownNames()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(shownNames()).toHaveLength(10));
  });

  it('adds a thing: it appears in the list', async () => {
    const { user } = await openList();
    const form = await openAddForm(user);
    await fill(user, form, 'Aardvark Archive', 'Ada Lovelace');
    await user.click(form.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Aardvark Archive was added.')).toBeInTheDocument();
    await waitFor(() => expect(shownNames()[0]).toBe('Aardvark Archive'));
    expect(screen.getByText(totalText(everything.length + 1))).toBeInTheDocument();
  });

  it('shows a name in use under the name field, keeps the form open and adds nothing', async () => {
    const { user } = await openList();
    const form = await openAddForm(user);
    await fill(user, form, everything[0].name.toUpperCase(), 'Ada Lovelace');
    await user.click(form.getByRole('button', { name: 'Add' }));

    const nameField = form.getByLabelText('Name').closest('.ant-form-item') as HTMLElement;
    expect(await within(nameField).findByText('This name is already in use.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('New thing');
    expect((await api.things.list()).total).toBe(everything.length);
  });

  it('checks the fields before sending anything', async () => {
    const { user } = await openList();
    const form = await openAddForm(user);
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(await form.findByText('Enter a name.')).toBeInTheDocument();
    expect(await form.findByText('Enter the owner.')).toBeInTheDocument();
    expect((await api.things.list()).total).toBe(everything.length);
  });

  it('deletes a thing only once confirmed', async () => {
    const { user } = await openList();
    const [first] = shownNames();
    await user.click(screen.getByRole('button', { name: `Delete ${first}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(`${first} was deleted.`)).toBeInTheDocument();
    await waitFor(() => expect(shownNames()).not.toContain(first));
    expect(screen.getByText(totalText(everything.length - 1))).toBeInTheDocument();
  });

  it('says a refused delete, and still shows the thing', async () => {
    const { user } = await openList();
    const [first] = shownNames();
    failNext(endpoints.things.remove, { status: 500 });
    await user.click(screen.getByRole('button', { name: `Delete ${first}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('The server had a problem. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(shownNames()).toContain(first);
    expect((await api.things.list()).total).toBe(everything.length);
  });
});
