import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature, type setupUser } from '@tessera/ui/testing';
import { invoiceFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

type User = ReturnType<typeof setupUser>;

/** antd's InputNumber and Input take typed text; dates are set as a date input's value. */
const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Pastes into a field: typing key by key makes a three-line form slow on a busy machine. */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function fillLine(user: User, number: number, item: string, cost: string, quantity: string) {
  const line = within(screen.getByRole('group', { name: `Line ${number}` }));
  await enter(user, line.getByRole('textbox', { name: `Line ${number}: Item` }), item);
  await enter(user, line.getByRole('textbox', { name: `Line ${number}: Cost` }), cost);
  await enter(user, line.getByRole('textbox', { name: `Line ${number}: Qty` }), quantity);
}

async function pickClient(user: User, name: RegExp) {
  await user.click(screen.getByRole('combobox', { name: 'Client' }));
  await user.click(await screen.findByTitle(name));
}

describe('the add and edit screens', () => {
  // Three lines typed into antd inputs: the slowest test here on a busy two-core machine.
  it('adds an invoice of 3 lines: live totals, then the preview', async () => {
    const [first] = (await api.invoice.clients()).clients;
    const { user, router } = await renderFeature(invoiceFeature, '/apps/invoice/add');
    await screen.findByRole('group', { name: 'Line 1' });
    await pickClient(user, new RegExp(`^${first.name}`));
    setDate('Date issued', '2026-11-02');
    setDate('Date due', '2026-11-30');
    await fillLine(user, 1, 'Logo refresh', '450', '1');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await fillLine(user, 2, 'Printing run', '12.5', '3');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await fillLine(user, 3, 'Support', '99.99', '2');
    await user.type(screen.getByRole('textbox', { name: 'Tax (%)' }), '20');
    // 450 + 37.50 + 199.98 = 687.48; tax 137.50 → 824.98.
    await waitFor(() => expect(screen.getByTestId('live-total')).toHaveTextContent('$824.98'));
    expect(screen.getByTestId('live-subtotal')).toHaveTextContent('$687.48');

    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/apps\/invoice\/preview\/\d+$/),
    );
    expect(await screen.findByTestId('invoice-total')).toHaveTextContent('$824.98');
    const { invoices } = await api.invoice.list({ perPage: 1 });
    expect(invoices[0]).toMatchObject({ total: 824.98, invoiceStatus: 'Draft' });
    expect(invoices[0].items).toHaveLength(3);
  }, 120_000);

  it('in French, reads 12,50 as twelve and a half, and refuses 1.234,56 rather than guess', async () => {
    const { user, router } = await renderFeature(invoiceFeature, '/apps/invoice/edit/5002', {
      language: 'fr',
    });
    const line = within(await screen.findByRole('group', { name: 'Ligne 1' }));
    const cost = line.getByRole('textbox', { name: 'Ligne 1 : Coût' });
    await enter(user, cost, '1.234,56');
    await waitFor(() => expect(line.getByText('Écrivez un nombre comme 1 234,50.')).toBeVisible());
    await enter(user, cost, '12,50');
    await enter(user, line.getByRole('textbox', { name: 'Ligne 1 : Qté' }), '2');
    await waitFor(() => expect(line.getByTestId('line-price')).toHaveTextContent('25,00 $US'));

    await user.click(screen.getByRole('button', { name: 'Enregistrer et afficher' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/5002'));
    const { invoice } = await api.invoice.get({ id: 5002 });
    expect(invoice.items[0]).toMatchObject({ cost: 12.5, quantity: 2 });
  });

  it('refuses a cost past the limit with its own sentence, and leaves it out of the totals', async () => {
    const { user } = await renderFeature(invoiceFeature, '/apps/invoice/edit/5002');
    const line = within(await screen.findByRole('group', { name: 'Line 1' }));
    await enter(user, line.getByRole('textbox', { name: 'Line 1: Cost' }), '99999999999999999999');
    await waitFor(() =>
      expect(line.getByText('Enter a cost from 0 to $1,000,000.00.')).toBeVisible(),
    );
    expect(line.getByTestId('line-price')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('live-total').textContent?.replace(/\D/g, '').length).toBeLessThan(
      12,
    );
  });

  it('says what is wrong with a quantity of 0, −3 or 1.5, and keeps what was typed', async () => {
    const { user } = await renderFeature(invoiceFeature, '/apps/invoice/edit/5002');
    const line = within(await screen.findByRole('group', { name: 'Line 1' }));
    const quantity = line.getByRole('textbox', { name: 'Line 1: Qty' });
    for (const typed of ['0', '-3', '1.5']) {
      await enter(user, quantity, typed);
      await user.tab();
      await waitFor(() =>
        expect(line.getByText('Enter a whole quantity from 1 to 10,000.')).toBeVisible(),
      );
      // Not made 1 or 2 behind the user's back.
      expect(quantity).toHaveValue(typed);
    }
  });

  it('warns before saving lines that add up to less than was paid, and saves nothing', async () => {
    const { invoices } = await api.invoice.list({ perPage: 100 });
    const partial = invoices.find(
      (invoice) => invoice.invoiceStatus === 'Partial Payment',
    ) as (typeof invoices)[number];
    const { user, router } = await renderFeature(
      invoiceFeature,
      `/apps/invoice/edit/${partial.id}`,
    );
    const line = within(await screen.findByRole('group', { name: 'Line 1' }));
    for (let number = partial.items.length; number > 1; number--) {
      await user.click(screen.getByRole('button', { name: `Remove line ${number}` }));
    }
    await enter(user, line.getByRole('textbox', { name: 'Line 1: Cost' }), '1');
    await enter(user, line.getByRole('textbox', { name: 'Line 1: Qty' }), '1');
    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(
      await screen.findByText(/^The lines add up to less than the \$[\d,.]+ already paid\.$/),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/apps/invoice/edit/${partial.id}`);
    expect((await api.invoice.get({ id: partial.id })).invoice.total).toBe(partial.total);
  });

  it('refuses a due date before the issue date, a line without a name, and no lines at all', async () => {
    const { user, router } = await renderFeature(invoiceFeature, '/apps/invoice/add');
    await screen.findByRole('group', { name: 'Line 1' });
    setDate('Date issued', '2026-11-10');
    setDate('Date due', '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(
      await screen.findByText('The due date cannot be before the issued date.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Pick the client to bill.')).toBeInTheDocument();
    expect(await screen.findByText('Name the item.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(await screen.findByText('Add at least one item.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apps/invoice/add');
    expect((await api.invoice.list()).total).toBe(50);
  });

  it('refuses, under the field, text the PDF cannot print; emoji and Hebrew are taken', async () => {
    const { user, router } = await renderFeature(invoiceFeature, '/apps/invoice/edit/5002');
    const line = within(await screen.findByRole('group', { name: 'Line 1' }));
    const before = (await api.invoice.get({ id: 5002 })).invoice;
    await enter(user, line.getByRole('textbox', { name: 'Line 1: Item' }), 'Logo नमस्ते');
    await enter(user, line.getByRole('textbox', { name: 'Line 1: Description' }), 'שלום 🙂👍🏽');
    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(
      await line.findByText('This text has characters that can’t be printed on the PDF: न म स ◌् त'),
    ).toBeVisible();
    // Only the item: the description's Hebrew, emoji and skin tone are printable.
    expect(line.getAllByText(/can’t be printed/)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/apps/invoice/edit/5002');
    expect((await api.invoice.get({ id: 5002 })).invoice).toEqual(before);

    await enter(user, line.getByRole('textbox', { name: 'Line 1: Item' }), 'Logo 🎨');
    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/5002'));
    expect((await api.invoice.get({ id: 5002 })).invoice.items[0]).toMatchObject({
      item: 'Logo 🎨',
      description: 'שלום 🙂👍🏽',
    });
  });

  it('says in French which characters of a new customer’s name cannot be printed', async () => {
    const { user } = await renderFeature(invoiceFeature, '/apps/invoice/add', { language: 'fr' });
    await screen.findByRole('group', { name: 'Ligne 1' });
    await user.click(screen.getByRole('button', { name: 'Nouveau client' }));
    const drawer = within(await screen.findByRole('dialog'));
    await user.type(drawer.getByRole('textbox', { name: 'Nom' }), '山田');
    expect(
      await drawer.findByText(
        'Ce texte contient des caractères impossibles à imprimer sur le PDF : 山 田',
      ),
    ).toBeVisible();
  });

  it('adds a customer from the drawer, who is picked at once', async () => {
    const { user } = await renderFeature(invoiceFeature, '/apps/invoice/add');
    await screen.findByRole('group', { name: 'Line 1' });
    await user.click(screen.getByRole('button', { name: 'New customer' }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'Wren Adler');
    await user.type(within(drawer).getByRole('textbox', { name: 'Email' }), 'wren@adler.example');
    await user.type(within(drawer).getByRole('textbox', { name: 'Country' }), 'Chile');
    await user.type(within(drawer).getByRole('textbox', { name: 'Phone' }), '+56 2 5550 1234');
    await user.click(within(drawer).getByRole('button', { name: 'Add customer' }));
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: 'Client' }).closest('.ant-select'),
      ).toHaveTextContent('Wren Adler'),
    );
    expect((await api.invoice.clients()).clients).toHaveLength(6);
  });

  it('edits an invoice; leaving with unsaved changes asks first', async () => {
    const { user, router } = await renderFeature(invoiceFeature, '/apps/invoice/edit/5002');
    const salesperson = await screen.findByRole('textbox', { name: 'Salesperson' });
    await user.clear(salesperson);
    await user.type(salesperson, 'Noor Haddad');
    await user.click(screen.getByRole('link', { name: 'Back to invoices' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Leave without saving?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/apps/invoice/edit/5002');

    await user.click(screen.getByRole('button', { name: 'Save and preview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/5002'));
    expect((await api.invoice.get({ id: 5002 })).invoice.salesperson).toBe('Noor Haddad');
  });

  it('says an unknown invoice is not found', async () => {
    await renderFeature(invoiceFeature, '/apps/invoice/edit/12');
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
  });
});
