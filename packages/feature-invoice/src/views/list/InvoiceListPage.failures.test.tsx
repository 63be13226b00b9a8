import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature, findLoadFailure } from '@tessera/ui/testing';
import { invoiceFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

// Selectors, not role queries: role queries over a whole antd table are slow in jsdom.
const table = () =>
  screen.getByText('Invoices', { selector: 'caption' }).closest('table') as HTMLElement;
const shownIds = () =>
  Array.from(table().querySelectorAll<HTMLElement>('tr[data-row-key]')).map((row) =>
    Number(row.dataset.rowKey),
  );

describe('InvoiceListPage when the server fails', () => {
  it('says the invoices could not be loaded, not that there are none, and retries', async () => {
    failNext(endpoints.invoice.list, { status: 500 });
    const { user, settled } = await renderFeature(invoiceFeature, '/apps/invoice/list');
    const failure = await findLoadFailure(user, 'The invoices could not be loaded.');
    expect(screen.queryByText('No invoices yet.')).not.toBeInTheDocument();

    await failure.retry();
    const { invoices } = await api.invoice.list();
    await waitFor(() => expect(shownIds()).toEqual(invoices.map((invoice) => invoice.id)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await settled();
  });

  it('keeps an invoice whose deletion fails, and says why', async () => {
    const { invoices } = await api.invoice.list();
    const [first] = invoices;
    const { user, settled } = await renderFeature(invoiceFeature, '/apps/invoice/list');
    await waitFor(() => expect(shownIds()).toContain(first.id));
    await settled();

    failNext(endpoints.invoice.remove, { status: 500 });
    await user.click(screen.getByLabelText(`Delete invoice #${first.id}`));
    // antd writes a confirmation's title twice (shown, and for the dialog's name).
    const [title] = await screen.findAllByText(`Delete invoice #${first.id}?`);
    const dialog = title.closest('.ant-modal') as HTMLElement;
    await user.click(within(dialog).getByText('Delete').closest('button') as HTMLElement);
    expect(
      await screen.findByText('The server had a problem. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(shownIds()).toContain(first.id);
    expect((await api.invoice.list()).total).toBe(50);
    await settled();
  });
});
