import { jsPDF } from 'jspdf';
import type { InvoiceDetailResponse } from '@tessera/api-client';
import type { Formatters } from '../format';
import { families } from './faces';
import { embedFaces, TextSetter, type PdfFace, type TextLine } from './text';

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

// A4 in points, and the columns of the table of items: text wraps inside its own column.
const page = { top: 64, bottom: 790, left: 48, right: 547 };
const columns = {
  item: { x: page.left, width: 232 },
  cost: { right: 370, width: 84 },
  quantity: { right: 430, width: 50 },
  price: { right: page.right, width: 107 },
};
const half = { left: { x: page.left, width: 256 }, right: { x: 320, width: page.right - 320 } };
const gray = 110;

/**
 * Draws an invoice in the faces given (Noto Sans by script: see faces.ts). Every text wraps in
 * its column, rows grow with their text, and pages break where they must, the table's heading
 * repeated.
 */
export function drawInvoice(
  { invoice, paymentDetails }: InvoiceDetailResponse,
  labels: PdfLabels,
  format: Pick<Formatters, 'money' | 'date' | 'percent'>,
  faces: PdfFace[],
) {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const proxies = embedFaces(doc, faces);
  const loaded = new Set(faces.map((face) => face.family));
  const text = new TextSetter(
    doc,
    families.filter((family) => loaded.has(family)),
    proxies,
  );
  let y = page.top;

  const style = (size: number, weight: 'normal' | 'bold' = 'normal', shade = 0) => {
    text.size = size;
    text.weight = weight;
    doc.setTextColor(shade);
  };
  const newPage = () => {
    doc.addPage();
    y = page.top;
  };
  /** Lines of text in a box, from the current line down; returns where they end. */
  const block = (lines: TextLine[], box: { x: number; width: number }, top = y) => {
    let at = top;
    for (const line of lines) {
      text.draw(line, box.x, at, { width: box.width });
      at += text.lineHeight;
    }
    return at;
  };
  const paragraph = (value: string) => {
    for (const line of text.lines(value, page.right - page.left)) {
      if (y > page.bottom) newPage();
      text.draw(line, page.left, y, { width: page.right - page.left });
      y += text.lineHeight;
    }
  };
  const amount = (value: string, column: { right: number; width: number }, top = y) =>
    text.draw(text.lines(value, Number.POSITIVE_INFINITY)[0], column.right - column.width, top, {
      width: column.width,
      align: 'right',
    });

  // Heading: the document's name, and its dates on the right.
  style(20, 'bold');
  const heading = text.lines(labels.label, half.left.width);
  const headingEnd = block(heading, half.left) - text.lineHeight;
  style(10);
  const dates = [
    `${labels.issued}: ${format.date(invoice.issuedDate)}`,
    `${labels.due}: ${format.date(invoice.dueDate)}`,
  ];
  dates.forEach((line, index) =>
    amount(line, { right: page.right, width: half.right.width }, y + index * 16),
  );
  y = Math.max(headingEnd, y + 16) + 32;

  // Who pays, and where to.
  style(10, 'bold');
  block(text.lines(labels.billTo, half.left.width), half.left);
  y = block(text.lines(labels.paymentDetails, half.right.width), half.right);
  style(10);
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
  const lines = (values: string[], width: number) =>
    values.flatMap((value) => text.lines(value, width));
  y = Math.max(
    block(lines(billTo, half.left.width), half.left, y + 4),
    block(lines(payTo, half.right.width), half.right, y + 4),
  );

  // The items: a row is as tall as its longest cell.
  const tableHeading = () => {
    style(10, 'bold');
    text.draw(text.lines(labels.item, columns.item.width)[0], columns.item.x, y, {
      width: columns.item.width,
    });
    amount(labels.cost, columns.cost);
    amount(labels.quantity, columns.quantity);
    amount(labels.price, columns.price);
    doc.line(page.left, y + 6, page.right, y + 6);
    y += 22;
    style(10);
  };
  y += 28;
  tableHeading();
  for (const item of invoice.items) {
    style(10);
    const name = text.lines(item.item, columns.item.width);
    style(9);
    const description = item.description ? text.lines(item.description, columns.item.width) : [];
    const rows: { line: TextLine; size: number }[] = [
      ...name.map((line) => ({ line, size: 10 })),
      ...description.map((line) => ({ line, size: 9 })),
    ];
    if (y + 10 * 1.35 > page.bottom) {
      newPage();
      tableHeading();
    }
    style(10);
    amount(format.money(item.cost), columns.cost);
    amount(String(item.quantity), columns.quantity);
    amount(format.money(item.price), columns.price);
    rows.forEach(({ line, size }, index) => {
      if (index > 0 && y > page.bottom) {
        newPage();
        tableHeading();
      }
      style(size, 'normal', size === 10 ? 0 : gray);
      text.draw(line, columns.item.x, y, { width: columns.item.width });
      y += text.lineHeight;
    });
    y += 8;
  }

  // Totals, on the right.
  style(10);
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
  if (y + 14 + totals.length * 18 > page.bottom) newPage();
  y += 6;
  doc.line(half.right.x, y - 10, page.right, y - 10);
  for (const [label, value] of totals) {
    y += 6;
    block(text.lines(label, 130), { x: half.right.x, width: 130 });
    amount(value, { right: page.right, width: page.right - half.right.x - 134 });
    y += 12;
  }

  y += 30;
  if (invoice.salesperson) {
    paragraph(`${labels.salesperson}: ${invoice.salesperson}`);
    y += 4;
  }
  if (invoice.note) paragraph(`${labels.note}: ${invoice.note}`);
  return { doc, placed: text.placed, glyphs: text.glyphs.bind(text) };
}
