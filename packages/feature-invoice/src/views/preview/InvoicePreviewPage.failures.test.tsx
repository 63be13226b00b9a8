import { screen, waitFor, within } from '@testing-library/react';
import { api, type Invoice } from '@tessera/api-client';
import { moneyAmount } from '@tessera/api-client/invoice';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, fieldRefused, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature, openFeature } from '@tessera/ui/testing';
import { invoiceFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

const usd = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
const serverProblem = 'The server had a problem. Please try again in a moment.';

async function owingInvoice(): Promise<Invoice> {
  const { invoices } = await api.invoice.list({ perPage: 100 });
  const owing = invoices.find((invoice) => moneyAmount(invoice.balance) > 100);
  if (!owing) throw new Error('the seed must hold an invoice owing over $100');
  return owing;
}

function openPreview(id: number) {
  return openFeature(invoiceFeature, `/apps/invoice/preview/${id}`, () =>
    screen.getByRole('document'),
  );
}

describe('InvoicePreviewPage when the server fails', () => {
  it('says the invoice could not be loaded, and loads it on retry', async () => {
    const invoice = await owingInvoice();
    failNext(endpoints.invoice.get, { status: 500 });
    const { user } = await renderFeature(invoiceFeature, `/apps/invoice/preview/${invoice.id}`);
    expect(
      await screen.findByRole('heading', { name: 'The invoice could not be loaded.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('document')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const document = await screen.findByRole('document');
    expect(within(document).getByText(invoice.client.name)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /could not be loaded/ })).not.toBeInTheDocument();
  });

  it('keeps the balance when a payment is refused, and records it when tried again', async () => {
    const invoice = await owingInvoice();
    const balance = usd.format(moneyAmount(invoice.balance));
    const { user } = await openPreview(invoice.id);
    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: 'Payment amount' }), '100');

    failNext(endpoints.invoice.addPayment, { status: 500 });
    await user.click(within(drawer).getByRole('button', { name: 'Add payment' }));
    expect(await screen.findByText(serverProblem)).toBeInTheDocument();
    // The drawer stays open, to try again; the page shows the server's balance.
    expect(screen.getByRole('dialog')).toBe(drawer);
    expect(screen.getByTestId('invoice-balance')).toHaveTextContent(balance);
    expect((await api.invoice.get({ id: invoice.id })).invoice.balance).toEqual(invoice.balance);

    await user.click(within(drawer).getByRole('button', { name: 'Add payment' }));
    const left = Math.round((moneyAmount(invoice.balance) - 100) * 100) / 100;
    await waitFor(() =>
      expect(screen.getByTestId('invoice-balance')).toHaveTextContent(usd.format(left)),
    );
  });

  it('shows a refused payment’s reason under its field', async () => {
    const invoice = await owingInvoice();
    const { user } = await openPreview(invoice.id);
    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: 'Payment amount' }), '50');

    failNext(endpoints.invoice.addPayment, fieldRefused('date', 'must not be in the future'));
    await user.click(within(drawer).getByRole('button', { name: 'Add payment' }));
    expect(await within(drawer).findByText('must not be in the future')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(drawer);
    expect((await api.invoice.get({ id: invoice.id })).invoice.balance).toEqual(invoice.balance);
  });

  it('keeps a draft a draft when sending it fails', async () => {
    const { invoice } = await api.invoice.add({
      clientId: 1,
      issuedDate: '2026-11-01',
      dueDate: '2026-11-30',
      items: [{ item: 'Logo', description: '', cost: 10, quantity: 1 }],
    });
    const { user } = await openPreview(invoice.id);
    await user.click(screen.getByRole('button', { name: 'Send invoice' }));
    const drawer = await screen.findByRole('dialog');

    failNext(endpoints.invoice.send, { status: 500 });
    await user.click(within(drawer).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(serverProblem)).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect((await api.invoice.get({ id: invoice.id })).invoice.invoiceStatus).toBe('Draft');
  });

  it('at /apps/invoice/preview alone, says the newest invoice could not be found, with the way back', async () => {
    failNext(endpoints.invoice.list, { status: 500 });
    const { user, router } = await renderFeature(invoiceFeature, '/apps/invoice/preview');
    expect(await screen.findByText('The invoice could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to invoices' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/list'));
  });
});
