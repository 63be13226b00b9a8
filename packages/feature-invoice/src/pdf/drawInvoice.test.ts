import { api, type InvoiceDetailResponse } from '@tessera/api-client';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { jsPDF } from 'jspdf';
import { isPrintable } from '@tessera/api-client/invoice/printable';
import { drawInvoice, type PdfLabels } from './drawInvoice';
import { families, familiesFor } from './faces';
import { embedFaces, forDrawing, TextSetter } from './text';
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

  it('keeps the note’s line breaks, and draws an emoji in the emoji face', async () => {
    const { placed, doc } = draw(
      await invoiceWith([{ item: 'Logo', description: '' }], 'First line\nSecond 🙂 line'),
    );
    const first = placed.find((run) => run.text === 'Note: First line');
    const second = placed.find((run) => run.text.startsWith('Second'));
    expect((second?.y ?? 0) - (first?.y ?? 0)).toBeGreaterThan(10);
    expect(placed.find((run) => run.text.includes('🙂'))?.family).toMatch(/^emoji-\d+$/);
    // The faces are embedded (TrueType, Unicode), not Helvetica's Latin-1.
    expect(doc.output()).toContain('/FontFile2');
  });

  it('draws emoji sequences as their parts, each a glyph of the faces fetched for them', async () => {
    const item = 'Thanks 🙂 👍🏽 ❤️ 1️⃣ ‼ 🇫🇷';
    const description = 'Team 👨‍👩‍👧 🏴󠁧󠁢󠁥󠁮󠁧󠁿 done ✅';
    const detail = await invoiceWith([{ item, description }]);
    // Only the faces the browser would fetch for this invoice.
    const written = [JSON.stringify(detail), ...Object.values(labels)].join('\n');
    const wanted = familiesFor(written);
    expect(wanted[0]).toBe('latin');
    expect(wanted.filter((family) => !family.startsWith('emoji-'))).toEqual(['latin']);
    const drawn = drawInvoice(detail, labels, format, testFaces(wanted));
    expectEveryGlyph(drawn);
    const { placed } = drawn;
    const row = (from: string) => {
      const start = placed.findIndex((run) => run.text.startsWith(from));
      return placed
        .slice(start)
        .filter((run) => run.y === placed[start].y && run.x < costColumnStart)
        .map((run) => run.text)
        .join('');
    };
    // The selectors, joiners, tags, keycap frame and skin tone are left out; the family is its
    // people.
    expect(row('Thanks')).toBe('Thanks 🙂 👍 ❤ 1 ‼ 🇫🇷');
    expect(row('Team')).toBe('Team 👨👩👧 🏴 done ✅');
    const emojiRuns = placed.filter((run) => /\p{Extended_Pictographic}/u.test(run.text));
    for (const run of emojiRuns) expect(run.family).toMatch(/^emoji-\d+$/);
  });

  it('draws Vietnamese, polytonic Greek and a decomposed accent in Noto Sans', async () => {
    const detail = await invoiceWith([
      { item: 'Nguyễn Đức Thắng', description: 'Ἀθῆναι, Cafe\u0301, Қазақстан' },
    ]);
    const written = [JSON.stringify(detail), ...Object.values(labels)].join('\n');
    const drawn = drawInvoice(detail, labels, format, testFaces(familiesFor(written)));
    expectEveryGlyph(drawn);
    expect(drawn.placed.some((run) => run.text.includes('Café'))).toBe(true);
  });
});

/** Every run was drawn in a face, and that face has a glyph (not .notdef) for each character. */
function expectEveryGlyph({ placed, glyphs }: ReturnType<typeof draw>) {
  for (const run of placed) {
    expect({ run: run.text, family: run.family }).toEqual({
      run: run.text,
      family: expect.any(String),
    });
    const drawn = glyphs(run.text, run.family as string);
    [...run.text].forEach((character, index) => {
      if (/\s/.test(character)) return;
      expect({ character, glyph: drawn[index] > 0 }).toEqual({ character, glyph: true });
    });
  }
}

describe('familiesFor', () => {
  it('loads Latin always, and another file only for a character Latin does not draw', () => {
    expect(familiesFor('Logo refresh, 1 204,50 $US – “Brand™” … €5 #3 ©')).toEqual(['latin']);
    expect(familiesFor('Łódź שלום')).toEqual(['latin', 'latin-ext', 'hebrew']);
    expect(familiesFor('مرحبا Привет Γειά')).toEqual(['latin', 'greek', 'cyrillic', 'arabic']);
    expect(familiesFor('Nguyễn')).toEqual(['latin', 'vietnamese']);
    // One emoji: one part of the emoji face, not all eleven.
    expect(familiesFor('Thanks 🙂')).toEqual(['latin', expect.stringMatching(/^emoji-\d+$/)]);
    expect(familiesFor('Thanks 🙂')).toHaveLength(2);
  });
});

describe('what the contract takes is what the PDF draws', () => {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const setter = new TextSetter(doc, [...families], embedFaces(doc, testFaces()));
  const covers = new Map(
    families.map(
      (family) =>
        [
          family,
          (code: number) => setter.glyphs(String.fromCodePoint(code), family)[0] > 0,
        ] as const,
    ),
  );
  const codes = [
    ...Array.from({ length: 0x30000 - 0x20 }, (_, index) => index + 0x20),
    ...Array.from({ length: 0x80 }, (_, index) => index + 0xe0000),
  ];

  it('draws every character the contract takes, from the faces fetched for it', () => {
    const missing: string[] = [];
    let taken = 0;
    for (const code of codes) {
      if (!isPrintable(code)) continue;
      taken++;
      const character = String.fromCodePoint(code);
      const wanted = familiesFor(character);
      for (const drawn of forDrawing(character)) {
        const at = drawn.codePointAt(0) ?? 0;
        if (!wanted.some((family) => covers.get(family)?.(at))) missing.push(code.toString(16));
      }
    }
    expect(missing).toEqual([]);
    expect(taken).toBeGreaterThan(5000);
  });

  it('takes every character the faces draw', () => {
    // (The private use area holds the emoji's stand-ins, not characters of the faces.)
    const refused = codes
      .filter((code) => code < 0xe000 || code > 0xf8ff)
      .filter((code) => [...covers.values()].some((has) => has(code)) && !isPrintable(code))
      .map((code) => code.toString(16));
    expect(refused).toEqual([]);
  });
});
