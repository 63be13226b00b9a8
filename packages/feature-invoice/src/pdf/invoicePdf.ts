import { jsPDF } from 'jspdf';
import type { InvoiceDetailResponse } from '@tessera/api-client';
import type { Formatters } from '../format';

// The PDF of an invoice, drawn with jsPDF. This module (and jsPDF with it) is imported only when
// someone downloads an invoice: no route's first load carries it.

/** The words the document shows, in the page's language. */
export interface PdfLabels {
  /** The document's heading, with its number: 'Invoice #5050', 'Facture nº 5050'. */
  label: string;
  issued: string;
  due: string;
  billTo: string;
  paymentDetails: string;
  totalDue: string;
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
  item: string;
  cost: string;
  quantity: string;
  price: string;
  subtotal: string;
  discount: string;
  tax: string;
  total: string;
  balance: string;
  salesperson: string;
  note: string;
}

/**
 * jsPDF's built-in fonts know Latin-1 only: Intl's narrow and no-break spaces (French thousands,
 * '1 204,50 $US') become plain spaces.
 */
const printable = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

export function invoicePdf(
  { invoice, paymentDetails }: InvoiceDetailResponse,
  labels: PdfLabels,
  format: Pick<Formatters, 'money' | 'date' | 'percent'>,
): Blob {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const left = 48;
  const right = 547;
  let y = 64;
  const line = (text: string, x = left, options: { align?: 'right' } = {}) =>
    doc.text(printable(text), x, y, options);

  doc.setFont('helvetica', 'bold').setFontSize(20);
  line(labels.label);
  doc.setFont('helvetica', 'normal').setFontSize(10);
  line(`${labels.issued}: ${format.date(invoice.issuedDate)}`, right, { align: 'right' });
  y += 16;
  line(`${labels.due}: ${format.date(invoice.dueDate)}`, right, { align: 'right' });

  y += 32;
  doc.setFont('helvetica', 'bold');
  line(labels.billTo);
  line(labels.paymentDetails, 320);
  doc.setFont('helvetica', 'normal');
  const billTo = [
    invoice.client.name,
    invoice.client.company,
    invoice.client.address,
    invoice.client.country,
    invoice.client.contact,
    invoice.client.companyEmail,
  ].filter(Boolean);
  const payTo = [
    `${labels.totalDue}: ${format.money(paymentDetails.totalDue)}`,
    `${labels.bankName}: ${paymentDetails.bankName}`,
    `${labels.country}: ${paymentDetails.country}`,
    `${labels.iban}: ${paymentDetails.iban}`,
    `${labels.swiftCode}: ${paymentDetails.swiftCode}`,
  ];
  for (let index = 0; index < Math.max(billTo.length, payTo.length); index++) {
    y += 15;
    if (billTo[index]) line(billTo[index]);
    if (payTo[index]) line(payTo[index], 320);
  }

  y += 36;
  doc.setFont('helvetica', 'bold');
  line(labels.item);
  line(labels.cost, 360, { align: 'right' });
  line(labels.quantity, 430, { align: 'right' });
  line(labels.price, right, { align: 'right' });
  doc.setFont('helvetica', 'normal');
  doc.line(left, y + 6, right, y + 6);
  for (const item of invoice.items) {
    y += 22;
    if (y > 760) {
      doc.addPage();
      y = 64;
    }
    line(item.description ? `${item.item} (${item.description})` : item.item);
    line(format.money(item.cost), 360, { align: 'right' });
    line(String(item.quantity), 430, { align: 'right' });
    line(format.money(item.price), right, { align: 'right' });
  }

  y += 14;
  doc.line(320, y, right, y);
  const totals: [string, string][] = [
    [labels.subtotal, format.money(invoice.subtotal)],
    [
      `${labels.discount} (${format.percent(invoice.discount)})`,
      `-${format.money(invoice.discountAmount)}`,
    ],
    [`${labels.tax} (${format.percent(invoice.tax)})`, format.money(invoice.taxAmount)],
    [labels.total, format.money(invoice.total)],
    [labels.balance, format.money(invoice.balance)],
  ];
  for (const [label, value] of totals) {
    y += 18;
    line(label, 320);
    line(value, right, { align: 'right' });
  }

  y += 36;
  if (invoice.salesperson) {
    line(`${labels.salesperson}: ${invoice.salesperson}`);
    y += 16;
  }
  if (invoice.note) line(`${labels.note}: ${invoice.note}`);
  return doc.output('blob');
}
