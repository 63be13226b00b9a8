import { screen, waitFor } from '@testing-library/react';
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
});
