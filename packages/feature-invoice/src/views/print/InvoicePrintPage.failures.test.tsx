import { screen, waitFor } from '@testing-library/react';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature } from '@tessera/ui/testing';
import { invoiceFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

let print: jest.SpyInstance;
beforeEach(() => {
  print = jest.spyOn(window, 'print').mockImplementation(() => {});
});
afterEach(() => print.mockRestore());

describe('InvoicePrintPage when the server fails', () => {
  it('says the invoice could not be loaded, prints nothing, and prints once it loads on retry', async () => {
    failNext(endpoints.invoice.get, 'network');
    const { user } = await renderFeature(invoiceFeature, '/apps/invoice/print/5003');
    expect(
      await screen.findByRole('heading', { name: 'The invoice could not be loaded.' }),
    ).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('document')).toHaveTextContent('Invoice #5003');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it('says an unknown invoice is not found, and prints nothing', async () => {
    await renderFeature(invoiceFeature, '/apps/invoice/print/4242');
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });
});
