import { api, type InvoiceDetailResponse } from '@tessera/api-client';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { drawInvoice, type PdfLabels } from './drawInvoice';
import { familiesFor } from './faces';
import { testFaces } from './testFaces';

setupFakeServer();
beforeEach(() => signIn());

const labels: PdfLabels = {
  label: 'Invoice #1',
  issued: 'Date issued',
  due: 'Date due',
  billTo: 'Invoice to',
  paymentDetails: 'Bill to',
  totalDue: 'Total due',
  bankName: 'Bank name',
  country: 'Country',
  iban: 'IBAN',
  swiftCode: 'SWIFT code',
  item: 'Item',
  cost: 'Cost',
  quantity: 'Qty',
  price: 'Price',
  subtotal: 'Subtotal',
  discount: 'Discount',
  tax: 'Tax',
  total: 'Total',
  balance: 'Balance',
  salesperson: 'Salesperson',
  note: 'Note',
};
const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
const format = {
  money: (amount: number | string) => money.format(Number(amount)),
  date: (day: string) => day,
  percent: (value: number) => `${value}%`,
};
// Where the item column ends and the cost column's widest amount may start (drawInvoice.ts).
const itemColumnEnd = 48 + 232;
const costColumnStart = 370 - 84;
const pageRight = 547;

async function invoiceWith(items: { item: string; description: string }[], note = '') {
  const { invoice } = await api.invoice.add({
    clientId: 1,
    issuedDate: '2026-11-01',
    dueDate: '2026-11-30',
    items: items.map((item) => ({ ...item, cost: 12.5, quantity: 2 })),
    note,
  });
  return api.invoice.get({ id: invoice.id });
}

const draw = (detail: InvoiceDetailResponse) => drawInvoice(detail, labels, format, testFaces());

/** The runs drawn on the lines of one text: the runs between its first and last words. */
function linesOf(placed: ReturnType<typeof draw>['placed'], from: string, to: string) {
  const start = placed.findIndex((run) => run.text.includes(from));
  const end = placed.findIndex((run, index) => index >= start && run.text.includes(to));
  expect(start).toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThanOrEqual(start);
  return placed.slice(start, end + 1).filter((run) => run.x < costColumnStart);
}

describe('drawInvoice', () => {
  it('wraps a 62-character description inside the item column, under its item', async () => {
    const description = 'Two rounds of revisions on the logo, colors and the type scale';
    expect(description).toHaveLength(62);
    const { placed } = draw(await invoiceWith([{ item: 'Logo refresh', description }]));
    const runs = linesOf(placed, 'Two', 'scale');
    // Two lines, each inside the column: nothing runs under Cost.
    expect(new Set(runs.map((run) => run.y)).size).toBe(2);
    for (const run of runs) expect(run.x + run.width).toBeLessThanOrEqual(itemColumnEnd + 0.01);
    expect(runs.map((run) => run.text).join(' ')).toBe(description);
  });

  it('breaks a long unbroken description into lines that stay in the column and on the page', async () => {
    const description = 'x'.repeat(200);
    const { placed } = draw(await invoiceWith([{ item: 'Logo', description }]));
    const runs = placed.filter((run) => /^x+$/.test(run.text));
    expect(runs.map((run) => run.text).join('')).toBe(description);
    expect(runs.length).toBeGreaterThan(2);
    for (const run of runs) expect(run.x + run.width).toBeLessThanOrEqual(itemColumnEnd + 0.01);
    for (const run of placed) expect(run.x + run.width).toBeLessThanOrEqual(pageRight + 0.01);
  });

  it('grows rows and breaks pages as the items need, the table heading repeated', async () => {
    const items = Array.from({ length: 30 }, (_, index) => ({
      item: `Line ${index + 1}`,
      description: 'A description long enough to take two lines in the item column of the table',
    }));
    const { doc, placed } = draw(await invoiceWith(items));
    expect(doc.getNumberOfPages()).toBeGreaterThan(1);
    expect(placed.filter((run) => run.text === 'Cost').length).toBe(doc.getNumberOfPages());
    for (const run of placed) expect(run.y).toBeLessThanOrEqual(842 - 36);
    // Every item is drawn, in order.
    const names = placed.filter((run) => /^Line \d+$/.test(run.text)).map((run) => run.text);
    expect(names).toEqual(items.map((item) => item.item));
  });

  it('draws Hebrew in its own face, seen right to left, from the right of its column', async () => {
    const detail = await invoiceWith([{ item: 'עיצוב לוגו', description: 'Logo 2026 עבור החברה' }]);
    const { placed } = draw(detail);
    const item = placed.find((run) => run.family === 'hebrew' && run.text.includes('וגול'));
    // The glyphs go left to right as they are seen: the last word first, each letter reversed.
    expect(item?.text).toBe('וגול בוציע');
    expect((item?.x ?? 0) + (item?.width ?? 0)).toBeCloseTo(itemColumnEnd, 1);
    // A Latin word and a number inside English text keep their order; the Hebrew words read
    // right to left in their place.
    const description = placed.filter((run) => run.y > (item?.y ?? 0) && run.x < costColumnStart);
    expect(description.map((run) => run.text).join('|')).toBe('Logo 2026 |הרבחה רובע');
  });

  it('joins Arabic letters and reads them right to left', async () => {
    const { placed } = draw(await invoiceWith([{ item: 'مرحبا', description: '' }]));
    const arabic = placed.find((run) => run.family === 'arabic');
    // Presentation forms (joined letters), in the order they are seen: alef first, meem last.
    expect(arabic?.text).toMatch(/^[\uFE70-\uFEFF]+$/);
    expect([...(arabic?.text ?? '')]).toHaveLength(5);
    expect(arabic?.text.at(0)).toBe('\uFE8E'); // alef, final form
    expect(arabic?.text.at(-1)).toBe('\uFEE3'); // meem, initial form
  });

  it('keeps the note’s line breaks, and marks a character no face has with a box', async () => {
    const { placed, doc } = draw(
      await invoiceWith([{ item: 'Logo', description: '' }], 'First line\nSecond 🙂 line'),
    );
    const first = placed.find((run) => run.text === 'Note: First line');
    const second = placed.find((run) => run.text.startsWith('Second'));
    expect((second?.y ?? 0) - (first?.y ?? 0)).toBeGreaterThan(10);
    expect(placed.find((run) => run.text === '🙂')?.family).toBeNull();
    // The faces are embedded (TrueType, Unicode), not Helvetica's Latin-1.
    expect(doc.output()).toContain('/FontFile2');
  });
});

describe('familiesFor', () => {
  it('loads Latin always, and another script only for text in it', () => {
    expect(familiesFor('Logo refresh, 1 204,50 $US')).toEqual(['latin']);
    expect(familiesFor('Łódź שלום')).toEqual(['latin', 'latin-ext', 'hebrew']);
    expect(familiesFor('مرحبا Привет Γειά')).toEqual(['latin', 'greek', 'cyrillic', 'arabic']);
  });
});
