import type { InvoiceDetailResponse } from '@tessera/api-client';
import type { Formatters } from '../format';
import { drawInvoice, type PdfLabels } from './drawInvoice';
import { familiesFor } from './faces';
import { loadFaces } from './fontFiles';

export type { PdfLabels } from './drawInvoice';

// The PDF of an invoice, drawn with jsPDF in Noto Sans. This module (jsPDF, and the font files
// the invoice's text needs) is loaded only when someone downloads an invoice: no route's first
// load carries it.

export async function invoicePdf(
  detail: InvoiceDetailResponse,
  labels: PdfLabels,
  format: Pick<Formatters, 'money' | 'date' | 'percent'>,
): Promise<Blob> {
  const written = [JSON.stringify(detail), ...Object.values(labels), format.money(-1234.5)];
  const faces = await loadFaces(familiesFor(written.join('\n')));
  return drawInvoice(detail, labels, format, faces).doc.output('blob');
}
