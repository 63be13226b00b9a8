import { screen, waitFor, within } from '@testing-library/react';
import { api, type Invoice } from '@tessera/api-client';
import { moneyAmount } from '@tessera/api-client/invoice';
import { endpoints } from '@tessera/api-client/schemas';
import { hold, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { type setupUser, openFeature } from '@tessera/ui/testing';
import { invoiceFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

const table = () =>
  screen.getByText('Invoices', { selector: 'caption' }).closest('table') as HTMLElement;
const rows = () => Array.from(table().querySelectorAll<HTMLElement>('tr[data-row-key]'));
const shownIds = () => rows().map((row) => Number(row.dataset.rowKey));
const header = (title: string) =>
  Array.from(table().querySelectorAll('th')).find((th) => th.textContent === title) as HTMLElement;

async function choose(user: ReturnType<typeof setupUser>, label: string, option: RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option));
}

function openList(entry = '/apps/invoice/list') {
  return openFeature(invoiceFeature, entry, () => expect(rows().length).toBeGreaterThan(0));
}

/** A shown row's balance, from the invoices the test read first. */
const balanceOf = (everyone: Invoice[], id: number) =>
  moneyAmount((everyone.find((invoice) => invoice.id === id) as Invoice).balance);

async function everyInvoice(): Promise<Invoice[]> {
  const { invoices } = await api.invoice.list({ perPage: 100 });
  return invoices;
}

describe('InvoiceListPage', () => {
  it('shows the 10 newest invoices with client, money in Intl, and a Paid tag for a zero balance', async () => {
    const everyone = await everyInvoice();
    await openList();
    expect(shownIds()).toEqual(everyone.slice(0, 10).map((invoice) => invoice.id));
    const first = everyone[0];
    const row = within(rows()[0]);
    expect(row.getByText(first.client.name)).toBeInTheDocument();
    expect(row.getByText(first.client.companyEmail)).toBeInTheDocument();
    const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
    expect(row.getAllByText(money.format(first.total)).length).toBeGreaterThan(0);
    // A zero balance reads "Paid"; any other is money. The first page holds both kinds.
    const firstPage = everyone.slice(0, 10);
    const paid = firstPage.find((invoice) => moneyAmount(invoice.balance) === 0);
    const owing = firstPage.find((invoice) => moneyAmount(invoice.balance) !== 0);
    if (!paid || !owing) throw new Error('the seed must put a paid and an owing invoice first');
    const rowOf = (id: number) => within(rows()[shownIds().indexOf(id)]);
    expect(rowOf(paid.id).getByText('Paid')).toBeInTheDocument();
    expect(
      rowOf(owing.id).getAllByText(money.format(moneyAmount(owing.balance))).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText(/of 50 entries/)).toBeInTheDocument();
  });

  it('filters by status (with counts), searches "paid", and keeps both in the URL', async () => {
    const everyone = await everyInvoice();
    const { user, router } = await openList();
    const paidStatus = everyone.filter((invoice) => invoice.invoiceStatus === 'Paid');
    await choose(user, 'Status', new RegExp(`^Paid \\(${paidStatus.length}\\)$`));
    await waitFor(() =>
      expect(shownIds()).toEqual(paidStatus.slice(0, 10).map((invoice) => invoice.id)),
    );
    expect(router.state.location.search).toBe('?status=Paid');

    await user.click(screen.getByRole('textbox', { name: 'Search invoices' }));
    await user.paste('paid');
    // Among Paid invoices, "paid" leaves out the overpaid ones (a negative balance).
    const settledUp = paidStatus.filter((invoice) => moneyAmount(invoice.balance) === 0);
    expect(settledUp.length).toBeGreaterThan(0);
    expect(settledUp.length).toBeLessThan(paidStatus.length);
    await waitFor(() =>
      expect(shownIds()).toEqual(settledUp.slice(0, 10).map((invoice) => invoice.id)),
    );
    for (const row of rows()) expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('paid');
  });

  it('sorts by balance as money, lowest first, then the other way', async () => {
    const everyone = await everyInvoice();
    const { user, router } = await openList();
    const byBalance = [...everyone].sort(
      (a, b) => moneyAmount(a.balance) - moneyAmount(b.balance) || b.id - a.id,
    );
    await user.click(header('Balance'));
    await waitFor(() => expect(router.state.location.search).toBe('?sortColumn=balance&sort=asc'));
    await waitFor(() =>
      expect(shownIds().map((id) => balanceOf(everyone, id))).toEqual(
        byBalance.slice(0, 10).map((invoice) => moneyAmount(invoice.balance)),
      ),
    );
    // Descending is the list's default order: the URL leaves it out.
    await user.click(header('Balance'));
    await waitFor(() => expect(router.state.location.search).toBe('?sortColumn=balance'));
    const highest = Math.max(...everyone.map((invoice) => moneyAmount(invoice.balance)));
    await waitFor(() => expect(balanceOf(everyone, shownIds()[0])).toBe(highest));
  });

  // Label and text queries: role queries over a whole table are slow in jsdom.
  const button = (text: string) => screen.getByText(text).closest('button') as HTMLElement;
  /** The open confirmation, found by its title, and its confirming button. */
  const confirmButton = async (title: string) => {
    // antd writes a confirmation's title twice (shown, and for the dialog's name).
    const [shown] = await screen.findAllByText(title);
    const dialog = shown.closest('.ant-modal') as HTMLElement;
    return within(dialog).getByText('Delete').closest('button') as HTMLElement;
  };

  it('deletes a row after asking', async () => {
    const [first] = await everyInvoice();
    const { user } = await openList();
    await user.click(screen.getByLabelText(`Delete invoice #${first.id}`));
    await user.click(await confirmButton(`Delete invoice #${first.id}?`));
    expect(await screen.findByText(`Invoice #${first.id} was deleted.`)).toBeInTheDocument();
    await waitFor(() => expect(shownIds()).not.toContain(first.id));
    expect((await api.invoice.list()).total).toBe(49);
  });

  it('selects a page, or single rows, and deletes the selection after asking', async () => {
    const everyone = await everyInvoice();
    const { user } = await openList();
    const [, second, third] = everyone;
    const wholePage = screen.getByLabelText('Select this page');
    await user.click(wholePage);
    expect(button('Delete selected (10)')).toBeEnabled();
    await user.click(wholePage);
    expect(button('Delete selected (0)')).toBeDisabled();

    await user.click(screen.getByLabelText(`Select invoice #${second.id}`));
    await user.click(screen.getByLabelText(`Select invoice #${third.id}`));
    await user.click(button('Delete selected (2)'));
    // The question speaks of the invoices in the plural.
    expect(
      await screen.findByText('They are removed for good, with their payments.'),
    ).toBeInTheDocument();
    await user.click(await confirmButton('Delete 2 invoices?'));
    expect(await screen.findByText('2 invoices were deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(shownIds()).toEqual(
        everyone
          .filter((invoice) => invoice !== second && invoice !== third)
          .slice(0, 10)
          .map(({ id }) => id),
      ),
    );
    expect((await api.invoice.list()).total).toBe(48);
    expect(button('Delete selected (0)')).toBeDisabled();
  });

  it('deletes a selection across pages in one request', async () => {
    const everyone = await everyInvoice();
    const { user, router } = await openList();
    const [first, , , , , , , , , , eleventh] = everyone;
    await user.click(screen.getByLabelText(`Select invoice #${first.id}`));
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(shownIds()).toContain(eleventh.id));
    await user.click(screen.getByLabelText(`Select invoice #${eleventh.id}`));

    const held = hold(endpoints.invoice.removeMany);
    await user.click(button('Delete selected (2)'));
    await user.click(await confirmButton('Delete 2 invoices?'));
    await held.arrived;
    held.release();
    expect(await screen.findByText('2 invoices were deleted.')).toBeInTheDocument();
    const remaining = (await everyInvoice()).map(({ id }) => id);
    expect(remaining).not.toContain(first.id);
    expect(remaining).not.toContain(eleventh.id);
    expect(remaining).toHaveLength(48);
  });

  it('deletes none of the selection when one of them is gone, and names it', async () => {
    const everyone = await everyInvoice();
    const { user, settled } = await openList();
    const [, second, third] = everyone;
    await user.click(screen.getByLabelText(`Select invoice #${second.id}`));
    await user.click(screen.getByLabelText(`Select invoice #${third.id}`));
    // Someone else deletes one of them meanwhile.
    await api.invoice.remove({ id: third.id });
    await user.click(button('Delete selected (2)'));
    await user.click(await confirmButton('Delete 2 invoices?'));

    expect(
      await screen.findByText(`Nothing was deleted: invoice #${third.id} no longer exists.`),
    ).toBeInTheDocument();
    await settled();
    expect((await everyInvoice()).map(({ id }) => id)).toContain(second.id);
    await waitFor(() => expect(shownIds()).not.toContain(third.id));
    expect(shownIds()).toContain(second.id);
    expect(button('Delete selected (1)')).toBeEnabled();
  });
});
