import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, fieldRefused, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature, type setupUser } from '@tessera/ui/testing';
import { invoiceFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

type User = ReturnType<typeof setupUser>;
const serverProblem = 'The server had a problem. Please try again in a moment.';
const loadFailed = 'The invoice could not be loaded.';

/** Pastes into a field: typing key by key is slow on a busy machine. */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** A new invoice's smallest valid form: the first client, two dates, one line. */
async function fillNewInvoice(user: User) {
  const [first] = (await api.invoice.clients()).clients;
  await screen.findByRole('group', { name: 'Line 1' });
  await user.click(screen.getByRole('combobox', { name: 'Client' }));
  await user.click(await screen.findByTitle(new RegExp(`^${first.name}`)));
  fireEvent.change(screen.getByLabelText('Date issued'), { target: { value: '2026-11-02' } });
  fireEvent.change(screen.getByLabelText('Date due'), { target: { value: '2026-11-30' } });
  const line = within(screen.getByRole('group', { name: 'Line 1' }));
  await enter(user, line.getByRole('textbox', { name: 'Line 1: Item' }), 'Logo refresh');
  await enter(user, line.getByRole('textbox', { name: 'Line 1: Cost' }), '450');
  await enter(user, line.getByRole('textbox', { name: 'Line 1: Qty' }), '1');
}

describe('the edit screen when the server fails', () => {
  it('says the invoice could not be loaded, and shows its form on retry', async () => {
    failNext(endpoints.invoice.get, { status: 500 });
    const { user } = await renderFeature(invoiceFeature, '/apps/invoice/edit/5002');
    expect(await screen.findByRole('heading', { name: loadFailed })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Salesperson' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const { invoice } = await api.invoice.get({ id: 5002 });
    expect(await screen.findByRole('textbox', { name: 'Salesperson' })).toHaveValue(
      invoice.salesperson,
    );
  });

  it('says so when the clients fail to load, and shows the form on retry', async () => {
    failNext(endpoints.invoice.clients, 'network');
    const { user } = await renderFeature(invoiceFeature, '/apps/invoice/edit/5002');
    expect(await screen.findByRole('heading', { name: loadFailed })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Salesperson' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: loadFailed })).not.toBeInTheDocument();
  });

  it('stays on the form when saving fails, and the server keeps the invoice as it was', async () => {
    const before = (await api.invoice.get({ id: 5002 })).invoice;
    const { user, router } = await renderFeature(invoiceFeature, '/apps/invoice/edit/5002');
    await enter(user, await screen.findByRole('textbox', { name: 'Salesperson' }), 'Noor Haddad');

    failNext(endpoints.invoice.edit, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(await screen.findByText(serverProblem)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apps/invoice/edit/5002');
    expect(screen.getByRole('textbox', { name: 'Salesperson' })).toHaveValue('Noor Haddad');
    expect((await api.invoice.get({ id: 5002 })).invoice).toEqual(before);

    // Nothing was lost: saving again works.
    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/5002'));
    expect((await api.invoice.get({ id: 5002 })).invoice.salesperson).toBe('Noor Haddad');
  });

  it('shows a refused field’s reason under that field', async () => {
    const { user, router } = await renderFeature(invoiceFeature, '/apps/invoice/edit/5002');
    await enter(user, await screen.findByRole('textbox', { name: 'Salesperson' }), 'Noor Haddad');

    failNext(endpoints.invoice.edit, fieldRefused('salesperson', 'is not one of the team'));
    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(await screen.findByText('is not one of the team')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apps/invoice/edit/5002');
  });
});

describe('the add screen when the server fails', () => {
  // A form filled in antd inputs: slow on a busy two-core machine.
  it('keeps the filled form when saving fails; nothing is created until it works', async () => {
    const { user, router } = await renderFeature(invoiceFeature, '/apps/invoice/add');
    await fillNewInvoice(user);

    failNext(endpoints.invoice.add, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(await screen.findByText(serverProblem)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apps/invoice/add');
    expect(screen.getByRole('textbox', { name: 'Line 1: Item' })).toHaveValue('Logo refresh');
    expect((await api.invoice.list()).total).toBe(50);

    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/apps\/invoice\/preview\/\d+$/),
    );
    expect((await api.invoice.list()).total).toBe(51);
  }, 120_000);

  it('shows the server’s refusal of the client under the Client field', async () => {
    const { user, router } = await renderFeature(invoiceFeature, '/apps/invoice/add');
    await fillNewInvoice(user);

    failNext(endpoints.invoice.add, fieldRefused('clientId', 'no such client'));
    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(await screen.findByText('no such client')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apps/invoice/add');
    expect((await api.invoice.list()).total).toBe(50);
  }, 120_000);

  it('keeps the customer drawer open with the reason when adding a customer is refused', async () => {
    const { user } = await renderFeature(invoiceFeature, '/apps/invoice/add');
    await screen.findByRole('group', { name: 'Line 1' });
    await user.click(screen.getByRole('button', { name: 'New customer' }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'Wren Adler');
    await user.type(within(drawer).getByRole('textbox', { name: 'Email' }), 'wren@adler.example');
    await user.type(within(drawer).getByRole('textbox', { name: 'Country' }), 'Chile');
    await user.type(within(drawer).getByRole('textbox', { name: 'Phone' }), '+56 2 5550 1234');

    failNext(endpoints.invoice.addClient, fieldRefused('companyEmail', 'is already a customer'));
    await user.click(within(drawer).getByRole('button', { name: 'Add customer' }));
    expect(await within(drawer).findByText('is already a customer')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(drawer);
    expect((await api.invoice.clients()).clients).toHaveLength(5);
  });
});
