import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetailResponse } from '@tessera/api-client';
import { useErrorMessage, useFeedback } from '@tessera/ui';
import { useLazyGetInvoiceQuery } from '../api';
import { useFormat } from '../format';
import type { PdfLabels } from './invoicePdf';

const labelKeys: (keyof PdfLabels)[] = [
  'label',
  'issued',
  'due',
  'billTo',
  'paymentDetails',
  'totalDue',
  'bankName',
  'country',
  'iban',
  'swiftCode',
  'item',
  'cost',
  'quantity',
  'price',
  'subtotal',
  'discount',
  'tax',
  'total',
  'balance',
  'salesperson',
  'note',
];

/** Hands the browser a file to save, as a link with `download` would. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL can go once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url));
}

/**
 * Downloads an invoice as a PDF made in the browser. The PDF library loads on the first
 * download, not with the page. Given only an id, the invoice is asked for first (through the
 * server state: a copy it already holds is used).
 */
export function useDownloadPdf() {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const { message } = useFeedback();
  const describe = useErrorMessage();
  const [pending, setPending] = useState<number | null>(null);
  const [fetchInvoice] = useLazyGetInvoiceQuery();

  const download = useCallback(
    async (source: number | InvoiceDetailResponse) => {
      const id = typeof source === 'number' ? source : source.invoice.id;
      setPending(id);
      try {
        const [detail, { invoicePdf }] = await Promise.all([
          typeof source === 'number' ? fetchInvoice({ id }, true).unwrap() : source,
          import('./invoicePdf'),
        ]);
        const labels = Object.fromEntries(
          labelKeys.map((key) => [key, t(`document.${key}`, { id })]),
        ) as unknown as PdfLabels;
        saveFile(await invoicePdf(detail, labels, format), `invoice-${id}.pdf`);
        void message.success(t('download.done', { id }));
      } catch (failure) {
        void message.error(describe(failure));
      } finally {
        setPending(null);
      }
    },
    [t, format, message, describe, fetchInvoice],
  );
  return { download, pending };
}
