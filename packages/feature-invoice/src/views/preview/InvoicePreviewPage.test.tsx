import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { api, type Invoice } from '@tessera/api-client';
import { moneyAmount } from '@tessera/api-client/invoice';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature, openFeature } from '@tessera/ui/testing';
import { invoiceFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

const usd = (language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });

async function owingInvoice(): Promise<Invoice> {
  const { invoices } = await api.invoice.list({ perPage: 100 });
  return invoices.find((invoice) => moneyAmount(invoice.balance) > 100) as Invoice;
}

function openPreview(id: number, language?: string) {
  return openFeature(
    invoiceFeature,
    `/apps/invoice/preview/${id}`,
    () => screen.getByRole('document'),
    { language },
  );
}

describe('InvoicePreviewPage', () => {
  it('lays the invoice out: client, bank details, lines and totals', async () => {
    const invoice = await owingInvoice();
    const { paymentDetails } = await api.invoice.get({ id: invoice.id });
    await openPreview(invoice.id);
    const document = within(screen.getByRole('document'));
    expect(document.getByText(invoice.client.name)).toBeInTheDocument();
    expect(document.getByText(paymentDetails.iban)).toBeInTheDocument();
    expect(document.getAllByRole('row').length).toBeGreaterThan(invoice.items.length);
    expect(screen.getByTestId('invoice-total')).toHaveTextContent(usd('en').format(invoice.total));
  });

  it('formats money and dates for French', async () => {
    const invoice = await owingInvoice();
    await openPreview(invoice.id, 'fr');
    expect(screen.getByTestId('invoice-total').textContent).toBe(usd('fr').format(invoice.total));
    const issued = new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${invoice.issuedDate}T00:00:00Z`),
    );
    expect(within(screen.getByRole('document')).getByText(issued)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un paiement' })).toBeInTheDocument();
  });

  it('records a payment of at most the balance; the balance drops at once', async () => {
    const invoice = await owingInvoice();
    const balance = moneyAmount(invoice.balance);
    const { user } = await openPreview(invoice.id);
    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    const drawer = await screen.findByRole('dialog');
    const amount = within(drawer).getByRole('textbox', { name: 'Payment amount' });
    await user.type(amount, String(balance + 1));
    await user.click(within(drawer).getByRole('button', { name: 'Add payment' }));
    // The rule speaks while typing, and again on the press: antd may redraw the message between
    // the two, so it is looked up afresh until it is there (a node found once can be replaced).
    await waitFor(() => expect(within(drawer).getByText(/at most/)).toBeVisible());

    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(within(drawer).getByRole('button', { name: 'Add payment' }));
    const left = Math.round((balance - 100) * 100) / 100;
    await waitFor(() =>
      expect(screen.getByTestId('invoice-balance')).toHaveTextContent(usd('en').format(left)),
    );
    expect(screen.getByTestId('total-due')).toHaveTextContent(usd('en').format(left));
    expect(moneyAmount((await api.invoice.get({ id: invoice.id })).invoice.balance)).toBe(left);
  });

  it('refuses a payment dated outside the years an invoice may carry, in French', async () => {
    const invoice = await owingInvoice();
    const { user } = await openPreview(invoice.id, 'fr');
    await user.click(screen.getByRole('button', { name: 'Ajouter un paiement' }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByRole('textbox', { name: 'Montant du paiement' }), '1');
    const date = within(drawer).getByLabelText('Date du paiement');
    expect(date).toHaveAttribute('min', '2000-01-01');
    fireEvent.change(date, { target: { value: '1900-01-01' } });
    await user.click(within(drawer).getByRole('button', { name: 'Ajouter le paiement' }));
    expect(
      await within(drawer).findByText('Saisissez une date du 1 janv. 2000 au 31 déc. 2099.'),
    ).toBeVisible();
    expect((await api.invoice.get({ id: invoice.id })).invoice.payments).toEqual(invoice.payments);
  });

  it('sends the invoice: to, subject and message, with the invoice attached', async () => {
    const { invoice } = await api.invoice.add({
      clientId: 1,
      issuedDate: '2026-11-01',
      dueDate: '2026-11-30',
      items: [{ item: 'Logo', description: '', cost: 10, quantity: 1 }],
    });
    const { user } = await openPreview(invoice.id);
    expect(screen.getByText('Draft')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send invoice' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('textbox', { name: 'To' })).toHaveValue(
      invoice.client.companyEmail,
    );
    expect(within(drawer).getByText(`invoice-${invoice.id}.pdf`)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent')).toBeInTheDocument();
  });

  it('says an unknown invoice is not found, with the way back', async () => {
    await act(() => renderFeature(invoiceFeature, '/apps/invoice/preview/4242'));
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toHaveAttribute(
      'href',
      '/apps/invoice/list',
    );
  });
});
