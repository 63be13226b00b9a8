import { screen, waitFor } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature } from '@tessera/ui/testing';
import { invoiceFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

describe('InvoicePrintPage', () => {
  it('draws the document alone, then opens the print dialog once', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    await renderFeature(invoiceFeature, '/apps/invoice/print/5003');
    expect(await screen.findByRole('document')).toHaveTextContent('Invoice #5003');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: 'Add payment' })).not.toBeInTheDocument();
    print.mockRestore();
  });

  it('names the document as the page does, and keeps the lines of its note', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    const { invoice } = await api.invoice.get({ id: 5003 });
    const { clientId: _client, ...fields } = invoice as typeof invoice & { clientId?: number };
    await api.invoice.edit({
      id: 5003,
      issuedDate: fields.issuedDate,
      dueDate: fields.dueDate,
      items: fields.items.map(({ item, description, cost, quantity }) => ({
        item,
        description,
        cost,
        quantity,
      })),
      salesperson: fields.salesperson,
      note: 'First line\nSecond line',
      paymentMethod: fields.paymentMethod,
      discount: fields.discount,
      tax: fields.tax,
      paymentTerms: fields.paymentTerms,
      clientNotes: fields.clientNotes,
      paymentStub: fields.paymentStub,
    });
    await renderFeature(invoiceFeature, '/apps/invoice/print/5003', { language: 'fr' });
    expect(
      await screen.findByRole('heading', { name: 'Facture nº 5003', level: 2 }),
    ).toBeInTheDocument();
    const note = screen.getByText(/First line/);
    expect(note.textContent).toContain('First line\nSecond line');
    // Written as pre-line, the line break shows.
    expect(note).toHaveStyle({ whiteSpace: 'pre-line' });
    print.mockRestore();
  });
});
