import { api, type Invoice, type NewInvoice } from '@tessera/api-client';
import {
  invoiceDetailResponseSchema,
  invoiceListResponseSchema,
  invoiceSortColumns,
  invoiceStatuses,
} from '@tessera/api-client/schemas';
import { apiErrorOf, client, raw, setupDomainTests, signIn, snapshot } from '../../test/helpers';
import { invoiceData } from './handle';
import { firstInvoiceId, moneyValue, type InvoiceEntry } from './model';

const { restart, dataOf, expectRefused } = setupDomainTests((server) =>
  server.db.load(invoiceData),
);
const everyInvoice = async () => (await dataOf()).entries.map((entry) => entry.invoice);
const ids = (invoices: Invoice[]) => invoices.map((invoice) => invoice.id);
const cents = (amount: number) => Math.round(amount * 100);

/** Every invoice the list answers for a query, over all pages. */
async function listAll(query: Parameters<typeof api.invoice.list>[0] = {}): Promise<Invoice[]> {
  const found: Invoice[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.invoice.list({ ...query, page, perPage: 100 });
    found.push(...answer.invoices);
    if (found.length >= answer.total) return found;
  }
}

const newInvoice = (overrides: Partial<NewInvoice> = {}): NewInvoice => ({
  clientId: 1,
  issuedDate: '2026-11-02',
  dueDate: '2026-11-30',
  items: [
    { item: 'Logo refresh', description: 'Two rounds', cost: 450, quantity: 1 },
    { item: 'Printing run', description: '', cost: 12.5, quantity: 3 },
    { item: 'Support retainer', description: 'Monthly', cost: 99.99, quantity: 2 },
  ],
  salesperson: 'Thea Nyberg',
  note: 'Thanks!',
  paymentMethod: 'PayPal',
  discount: 10,
  tax: 20,
  paymentTerms: true,
  clientNotes: false,
  paymentStub: true,
  ...overrides,
});

describe('the seeded invoices', () => {
  it('are at least 50, of every status, each with a client and line items', async () => {
    const invoices = await everyInvoice();
    expect(invoices.length).toBe(50);
    expect(new Set(invoices.map((invoice) => invoice.invoiceStatus))).toEqual(
      new Set(invoiceStatuses),
    );
    for (const invoice of invoices) {
      expect(invoice.client.name).not.toBe('');
      expect(invoice.items.length).toBeGreaterThan(0);
    }
    expect(new Set(ids(invoices)).size).toBe(50);
  });

  it('hold some string balances and some negative ones', async () => {
    const balances = (await everyInvoice()).map((invoice) => invoice.balance);
    expect(balances.some((balance) => typeof balance === 'string')).toBe(true);
    expect(balances.some((balance) => typeof balance === 'number')).toBe(true);
    expect(balances.some((balance) => moneyValue(balance) < 0)).toBe(true);
    expect(balances.some((balance) => moneyValue(balance) === 0)).toBe(true);
  });

  it('add up: price = cost × quantity, total = subtotal − discount + tax, balance = total − paid', async () => {
    for (const invoice of await everyInvoice()) {
      const subtotal = invoice.items.reduce((sum, line) => {
        expect(cents(line.price)).toBe(cents(line.cost) * line.quantity);
        return sum + cents(line.price);
      }, 0);
      expect(cents(invoice.subtotal)).toBe(subtotal);
      expect(cents(invoice.total)).toBe(
        subtotal - cents(invoice.discountAmount) + cents(invoice.taxAmount),
      );
      const paid = invoice.payments.reduce((sum, payment) => sum + cents(payment.amount), 0);
      expect(cents(moneyValue(invoice.balance))).toBe(cents(invoice.total) - paid);
    }
  });

  it('grow with scale: scale 200 is 10,000 invoices with unique ids', async () => {
    restart({ scale: 200 });
    const { entries } = await dataOf();
    expect(entries).toHaveLength(10_000);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(10_000);
  });
});

describe('GET /apps/invoice/invoices', () => {
  it('answers 10 a page, newest first, with the total and every invoice counted by status', async () => {
    const answer = await api.invoice.list();
    expect(invoiceListResponseSchema.parse(answer)).toEqual(answer);
    expect(ids(answer.invoices)).toEqual(
      Array.from({ length: 10 }, (_, index) => firstInvoiceId + 49 - index),
    );
    expect(answer.total).toBe(50);
    const invoices = await everyInvoice();
    expect(answer.allData.total).toBe(50);
    for (const status of invoiceStatuses) {
      expect(answer.allData.byStatus[status]).toBe(
        invoices.filter((invoice) => invoice.invoiceStatus === status).length,
      );
      expect(answer.allData.byStatus[status]).toBeGreaterThan(0);
    }
  });

  it.each(invoiceStatuses)('filters by status %s', async (status) => {
    const found = await listAll({ status });
    const expected = (await everyInvoice()).filter((invoice) => invoice.invoiceStatus === status);
    expect(new Set(ids(found))).toEqual(new Set(ids(expected)));
    expect(found.length).toBeGreaterThan(0);
  });

  it('searches the client name and email, the id, the total, the balance and the due date', async () => {
    const invoices = await everyInvoice();
    const target = invoices[17];
    const probes: [string, (invoice: Invoice) => boolean][] = [
      [target.client.name.toUpperCase(), (i) => i.client.name === target.client.name],
      [
        target.client.companyEmail,
        (i) => i.client.companyEmail.includes(target.client.companyEmail),
      ],
      [String(target.id), (i) => String(i.id) === String(target.id)],
      [target.dueDate, (i) => i.dueDate === target.dueDate],
    ];
    for (const [q, mustMatch] of probes) {
      const found = await listAll({ q });
      expect(ids(found)).toContain(target.id);
      for (const invoice of invoices.filter(mustMatch)) expect(ids(found)).toContain(invoice.id);
    }
    expect(ids(await listAll({ q: target.total.toFixed(2) }))).toContain(target.id);
    const withString = invoices.find((invoice) => typeof invoice.balance === 'string') as Invoice;
    expect(ids(await listAll({ q: String(withString.balance) }))).toContain(withString.id);
    const withNumber = invoices.find(
      (invoice) => typeof invoice.balance === 'number' && invoice.balance > 0,
    ) as Invoice;
    expect(ids(await listAll({ q: (withNumber.balance as number).toFixed(2) }))).toContain(
      withNumber.id,
    );
    expect(await api.invoice.list({ q: 'no such invoice anywhere' })).toMatchObject({
      invoices: [],
      total: 0,
    });
  });

  describe('the word paid', () => {
    const zeroBalance = (invoices: Invoice[]) =>
      invoices.filter((invoice) => moneyValue(invoice.balance) === 0);

    it.each(['paid', 'PAID', ' Paid '])(
      '%j matches exactly the invoices with nothing left to pay',
      async (q) => {
        const found = await listAll({ q });
        const expected = zeroBalance(await everyInvoice());
        expect(expected.length).toBeGreaterThan(0);
        expect(new Set(ids(found))).toEqual(new Set(ids(expected)));
      },
    );

    it('still respects the status filter', async () => {
      const invoices = await everyInvoice();
      for (const status of invoiceStatuses) {
        const found = await listAll({ q: 'paid', status });
        const expected = zeroBalance(invoices).filter(
          (invoice) => invoice.invoiceStatus === status,
        );
        expect(new Set(ids(found))).toEqual(new Set(ids(expected)));
      }
      // A Paid invoice that was overpaid has a negative balance: not "paid" in this sense.
      const overpaid = invoices.filter(
        (invoice) => invoice.invoiceStatus === 'Paid' && moneyValue(invoice.balance) < 0,
      );
      expect(overpaid.length).toBeGreaterThan(0);
      const paidAndPaid = ids(await listAll({ q: 'paid', status: 'Paid' }));
      for (const invoice of overpaid) expect(paidAndPaid).not.toContain(invoice.id);
    });

    it.each(['a', 'id', 'pa', 'pai', 'paidx'])(
      'a fragment such as %j is plain text: it matches the invoices whose text holds it',
      async (q) => {
        const found = await listAll({ q });
        const { entries } = await dataOf();
        const byText = entries.filter((entry) => entry.text.includes(q)).map((entry) => entry.id);
        expect(new Set(ids(found))).toEqual(new Set(byText));
      },
    );

    it.each(['id', 'pa', 'pai', 'paidx'])(
      'a fragment such as %j does not pull in every paid invoice',
      async (q) => {
        const found = ids(await listAll({ q }));
        const paid = zeroBalance(await everyInvoice());
        expect(paid.every((invoice) => found.includes(invoice.id))).toBe(false);
      },
    );

    it('combines with other words: the paid invoices of one client', async () => {
      const paid = zeroBalance(await everyInvoice());
      const name = paid[0].client.name;
      const found = await listAll({ q: `paid ${name}` });
      expect(ids(found)).toEqual(
        expect.arrayContaining(ids(paid.filter((invoice) => invoice.client.name === name))),
      );
      for (const invoice of found) {
        expect(moneyValue(invoice.balance)).toBe(0);
        expect(invoice.client.name).toBe(name);
      }
    });
  });

  describe('sort', () => {
    const valueOf: Record<
      (typeof invoiceSortColumns)[number],
      (invoice: Invoice) => number | string
    > = {
      id: (invoice) => invoice.id,
      client: (invoice) => invoice.client.name,
      total: (invoice) => invoice.total,
      issuedDate: (invoice) => invoice.issuedDate,
      dueDate: (invoice) => invoice.dueDate,
      balance: (invoice) => moneyValue(invoice.balance),
      invoiceStatus: (invoice) => invoice.invoiceStatus,
      service: (invoice) => invoice.service,
    };
    const compare = (a: number | string, b: number | string) =>
      typeof a === 'number' && typeof b === 'number'
        ? a - b
        : String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });

    it.each(
      invoiceSortColumns.flatMap((column) => [[column, 'asc'] as const, [column, 'desc'] as const]),
    )('sorts every column: %s %s', async (sortColumn, sort) => {
      const found = await listAll({ sortColumn, sort });
      expect(found).toHaveLength(50);
      const values = found.map(valueOf[sortColumn]);
      for (let index = 1; index < values.length; index++) {
        const order = compare(values[index - 1], values[index]);
        expect(sort === 'asc' ? order <= 0 : order >= 0).toBe(true);
      }
    });

    it('sorts money as a number, stored as a number or as a string, negative included', async () => {
      const found = await listAll({ sortColumn: 'balance', sort: 'asc' });
      const balances = found.map((invoice) => invoice.balance);
      expect(balances.some((balance) => typeof balance === 'string')).toBe(true);
      const values = balances.map(moneyValue);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(values[0]).toBeLessThan(0);
      // Not the order of the text: '-$9.00' after '-$10.00', '$100.00' after '$20.00'.
      const descending = (await listAll({ sortColumn: 'balance', sort: 'desc' })).map((invoice) =>
        moneyValue(invoice.balance),
      );
      expect(descending).toEqual([...values].reverse().sort((a, b) => b - a));
    });
  });

  it('pages from 1; a page past the end is empty with the right total', async () => {
    const last = await api.invoice.list({ perPage: 25, page: 2, sort: 'asc' });
    expect(ids(last.invoices)).toEqual(
      Array.from({ length: 25 }, (_, index) => firstInvoiceId + 25 + index),
    );
    expect(await api.invoice.list({ perPage: 25, page: 3 })).toMatchObject({
      invoices: [],
      total: 50,
    });
  });

  it.each([
    [{ page: 0 }, 'page: must be a positive integer'],
    [{ perPage: 0 }, 'perPage: must be a positive integer'],
    [{ perPage: 'ten' }, 'perPage: must be a positive integer'],
    [{ perPage: 101 }, 'perPage: must be at most 100'],
    [
      { status: 'Overdue' },
      'status: must be one of "Paid", "Downloaded", "Sent", "Draft", "Partial Payment", "Past Due"',
    ],
    [
      { sortColumn: 'price' },
      'sortColumn: must be one of "id", "client", "total", "issuedDate", "dueDate", "balance", "invoiceStatus", "service"',
    ],
    [{ sort: 'up' }, 'sort: must be one of "asc", "desc"'],
  ])('answers 400 naming the field for %j', async (params, message) => {
    await expectRefused(() => raw('get', '/apps/invoice/invoices', { params }), 400, { message });
  });
});

describe('GET /api/invoice/invoices/{id}', () => {
  it('answers the invoice and where to pay it; totalDue is the balance', async () => {
    const stored = (await everyInvoice())[3];
    const answer = await api.invoice.get({ id: stored.id });
    expect(invoiceDetailResponseSchema.parse(answer)).toEqual(answer);
    expect(answer.invoice).toEqual(stored);
    expect(answer.paymentDetails).toMatchObject({
      totalDue: moneyValue(stored.balance),
      country: stored.client.country,
    });
    expect(answer.paymentDetails.iban).toMatch(/^GB\d\d /);
    // The same on the next call.
    expect((await api.invoice.get({ id: stored.id })).paymentDetails).toEqual(
      answer.paymentDetails,
    );
  });

  it('answers 404 for an unknown id, and 400 for one that is not an id', async () => {
    await expectRefused(() => raw('get', '/api/invoice/invoices/4999'), 404, {
      message: 'No invoice with id 4999',
    });
    await expectRefused(() => raw('get', '/api/invoice/invoices/abc'), 400, {
      message: 'id: must be a positive integer',
    });
  });
});

describe('clients', () => {
  it('GET /api/invoice/clients answers the 5 customers', async () => {
    const { clients } = await api.invoice.clients();
    expect(clients).toHaveLength(5);
    expect(clients.map((customer) => customer.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('POST /api/invoice/clients adds one (201) who can be billed at once', async () => {
    const response = await raw('post', '/api/invoice/clients', {
      data: {
        name: ' Wren Adler ',
        company: 'Adler Works',
        companyEmail: 'wren@adler.example',
        address: '4 Quay Row',
        country: 'Chile',
        contact: '+56 2 5550 1234',
      },
    });
    expect(response.status).toBe(201);
    expect(response.data).toEqual({
      client: expect.objectContaining({ id: 6, name: 'Wren Adler' }),
    });
    expect((await api.invoice.clients()).clients).toHaveLength(6);
    const { invoice } = await api.invoice.add(newInvoice({ clientId: 6 }));
    expect(invoice.client).toMatchObject({
      name: 'Wren Adler',
      companyEmail: 'wren@adler.example',
    });
  });

  it.each([
    [
      {},
      'name: is required; companyEmail: must be a valid email address; country: is required; contact: is required',
    ],
    [
      { name: 'A', companyEmail: 'not-mail', country: 'Chile', contact: '+1 555 0100' },
      'companyEmail: must be a valid email address',
    ],
    [
      { name: 'A', companyEmail: 'a@b.example', country: 'Chile', contact: 'call me' },
      'contact: must be a phone number',
    ],
    [
      {
        name: '山田太郎',
        company: 'Ōsaka 株式会社',
        companyEmail: 'a@b.example',
        address: 'ถนน 4',
        country: 'Japan',
        contact: '+81 6 5550 1234',
      },
      "name: contains 山 田 太 郎, which can't be printed on the PDF; company: contains 株 式 会 社, which can't be printed on the PDF; address: contains ถ น, which can't be printed on the PDF",
    ],
  ])('refuses %j with 400, adding no one', async (data, message) => {
    await expectRefused(() => raw('post', '/api/invoice/clients', { data }), 400, { message });
  });

  it('refuses an email another customer has (any case)', async () => {
    const [first] = (await api.invoice.clients()).clients;
    await expectRefused(
      () =>
        raw('post', '/api/invoice/clients', {
          data: { ...first, id: undefined, companyEmail: first.companyEmail.toUpperCase() },
        }),
      400,
      { message: 'companyEmail: This email is already in use.' },
    );
  });
});

describe('POST /apps/invoice/add', () => {
  it('creates a draft with the next id; the server works out prices, totals and balance (201)', async () => {
    const response = await raw<{ invoice: Invoice }>('post', '/apps/invoice/add', {
      data: newInvoice(),
    });
    expect(response.status).toBe(201);
    const { invoice } = response.data;
    const [customer] = (await api.invoice.clients()).clients;
    // 450 + 37.50 + 199.98 = 687.48; −10 % = 68.75 → 618.73; +20 % = 123.75 → 742.48.
    expect(invoice).toMatchObject({
      id: firstInvoiceId + 50,
      invoiceStatus: 'Draft',
      service: 'Logo refresh',
      subtotal: 687.48,
      discountAmount: 68.75,
      taxAmount: 123.75,
      total: 742.48,
      balance: 742.48,
      payments: [],
      client: { name: customer.name, companyEmail: customer.companyEmail },
    });
    expect(invoice.items.map((line) => line.price)).toEqual([450, 37.5, 199.98]);
    expect((await api.invoice.list()).invoices[0]).toEqual(invoice);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['no items', { items: [] }, 'items: must have at least one item'],
    [
      'a quantity of 0',
      { items: [{ item: 'A', cost: 1, quantity: 0 }] },
      'items.0.quantity: must be at least 1',
    ],
    [
      'a fractional quantity',
      { items: [{ item: 'A', cost: 1, quantity: 1.5 }] },
      'items.0.quantity: must be a whole number',
    ],
    [
      'a negative cost',
      { items: [{ item: 'A', cost: -1, quantity: 1 }] },
      'items.0.cost: must be at least 0',
    ],
    [
      'an item without a name',
      { items: [{ item: ' ', cost: 1, quantity: 1 }] },
      'items.0.item: is required',
    ],
    [
      'a cost as text',
      { items: [{ item: 'A', cost: '12', quantity: 1 }] },
      'items.0.cost: must be a number',
    ],
    ['items that are not a list', { items: 'many' }, 'items: must be an array'],
    [
      'a due date before the issued date',
      { dueDate: '2026-11-01' },
      'dueDate: must not be before the issued date',
    ],
    [
      'a date that is not one',
      { issuedDate: '2026-13-45' },
      'issuedDate: must be a date (YYYY-MM-DD)',
    ],
    [
      'a day before the years an invoice may carry',
      { issuedDate: '1900-01-01' },
      'issuedDate: must be on or after 2000-01-01',
    ],
    ['a day after them', { dueDate: '2206-01-01' }, 'dueDate: must be on or before 2099-12-31'],
    ['a discount over 100', { discount: 101 }, 'discount: must be at most 100'],
    ['a negative tax', { tax: -5 }, 'tax: must be at least 0'],
    [
      'an unknown payment method',
      { paymentMethod: 'Gold' },
      'paymentMethod: must be one of "Bank Account", "PayPal", "Card", "Cash"',
    ],
    ['a switch as text', { paymentStub: 'yes' }, 'paymentStub: must be a boolean'],
    ['no client', { clientId: undefined }, 'clientId: is required'],
    ['an unknown client', { clientId: 99 }, 'clientId: No client with id 99'],
    [
      'an item in a script the PDF cannot draw',
      { items: [{ item: 'नमस्ते', description: '', cost: 1, quantity: 1 }] },
      "items.0.item: contains न म स ◌् त, which can't be printed on the PDF",
    ],
    [
      'a description in Chinese',
      { items: [{ item: 'Tea', description: '绿茶 🍵', cost: 1, quantity: 1 }] },
      "items.0.description: contains 绿 茶, which can't be printed on the PDF",
    ],
    [
      'a salesperson in Thai',
      { salesperson: 'สมชาย' },
      "salesperson: contains ส ม ช า ย, which can't be printed on the PDF",
    ],
    [
      'a note with a sign no face has',
      { note: 'Net 30 → paid' },
      "note: contains →, which can't be printed on the PDF",
    ],
  ];
  it.each(bad)(
    'refuses %s with 400 naming the field, adding nothing',
    async (_, change, message) => {
      await expectRefused(
        () => raw('post', '/apps/invoice/add', { data: newInvoice(change) }),
        400,
        {
          message,
        },
      );
    },
  );

  it('takes every script and emoji the PDF draws, a decomposed accent included', async () => {
    const item = 'Café 🙂 Nguyễn Đức Ελλάδα Привет שלום مرحبا 👨‍👩‍👧 1️⃣ 👍🏽 🇫🇷';
    const note = `Cafe\u0301 line one\nline two\twith a tab`;
    const { invoice } = await api.invoice.add(
      newInvoice({ items: [{ item, description: '', cost: 1, quantity: 1 }], note }),
    );
    expect(invoice.items[0].item).toBe(item);
    expect(invoice.note).toBe(note);
  });

  it('refuses a body that is not an object', async () => {
    await expectRefused(() => raw('post', '/apps/invoice/add', { data: '"an invoice"' }), 400, {
      message: 'body: must be an object',
    });
  });

  it('never gives an id again: the sequence continues after deletes', async () => {
    const first = (await api.invoice.add(newInvoice())).invoice.id;
    expect(first).toBe(firstInvoiceId + 50);
    await api.invoice.remove({ id: first });
    const second = (await api.invoice.add(newInvoice())).invoice.id;
    expect(second).toBe(first + 1);
    // Deleting the highest seeded one does not free its id either.
    await api.invoice.remove({ id: second });
    await api.invoice.remove({ id: firstInvoiceId + 49 });
    const third = (await api.invoice.add(newInvoice())).invoice.id;
    expect(third).toBe(second + 1);
    const all = ids(await everyInvoice());
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain(first);
    expect(all).not.toContain(second);
  });
});

describe('POST /apps/invoice/edit', () => {
  it('replaces the fields and works the totals and balance out again, keeping the payments', async () => {
    const stored = (await everyInvoice()).find(
      (invoice) => invoice.invoiceStatus === 'Partial Payment',
    ) as Invoice;
    const paid = stored.payments.reduce((sum, payment) => sum + payment.amount, 0);
    const { invoice } = await api.invoice.edit({
      ...newInvoice({ clientId: undefined }),
      id: stored.id,
      items: [{ item: 'Data migration', description: '', cost: 5000, quantity: 2 }],
      discount: 0,
      tax: 0,
    });
    expect(invoice).toMatchObject({
      id: stored.id,
      client: stored.client,
      total: 10_000,
      subtotal: 10_000,
      service: 'Data migration',
      payments: stored.payments,
      invoiceStatus: 'Partial Payment',
    });
    expect(cents(invoice.balance as number)).toBe(1_000_000 - cents(paid));
    expect((await api.invoice.get({ id: stored.id })).invoice).toEqual(invoice);
    // Found by its new total at once.
    expect(ids(await listAll({ q: '10000.00' }))).toContain(stored.id);
  });

  it('refuses lines that add up to less than was paid (400 on items), changing nothing', async () => {
    const stored = (await everyInvoice()).find(
      (invoice) => invoice.invoiceStatus === 'Partial Payment',
    ) as Invoice;
    const paid = stored.payments.reduce((sum, payment) => sum + cents(payment.amount), 0) / 100;
    await expectRefused(
      () =>
        raw('post', '/apps/invoice/edit', {
          data: {
            ...newInvoice({ clientId: undefined }),
            id: stored.id,
            items: [{ item: 'Almost nothing', description: '', cost: 1, quantity: 1 }],
            discount: 0,
            tax: 0,
          },
        }),
      400,
      {
        message: `items: must add up to at least the ${paid.toFixed(2)} already paid: lower it by a refund, not an edit`,
      },
    );
  });

  it('keeps a seeded overpayment: an edit that does not lower the total is taken', async () => {
    const overpaid = (await everyInvoice()).find(
      (invoice) => moneyValue(invoice.balance) < 0,
    ) as Invoice;
    const { invoice } = await api.invoice.edit({
      ...newInvoice({ clientId: undefined }),
      id: overpaid.id,
      items: overpaid.items,
      discount: overpaid.discount,
      tax: overpaid.tax,
      salesperson: 'Noor Haddad',
    });
    expect(invoice.salesperson).toBe('Noor Haddad');
    expect(invoice.balance).toBe(moneyValue(overpaid.balance));
  });

  it('bills another client when one is chosen', async () => {
    const [, second] = (await api.invoice.clients()).clients;
    const unpaid = (await everyInvoice()).find((invoice) => invoice.payments.length === 0);
    const { invoice } = await api.invoice.edit({
      ...newInvoice({ clientId: 2 }),
      id: unpaid?.id ?? 0,
    });
    expect(invoice.client.name).toBe(second.name);
  });

  it('answers 404 for an unknown id, changing nothing', async () => {
    await expectRefused(
      () => raw('post', '/apps/invoice/edit', { data: { ...newInvoice(), id: 4000 } }),
      404,
      { message: 'No invoice with id 4000' },
    );
  });

  it.each([
    [{ items: [] }, 'items: must have at least one item'],
    [{ dueDate: '2026-01-01' }, 'dueDate: must not be before the issued date'],
    [{ clientId: 42 }, 'clientId: No client with id 42'],
    [{ id: 'first' }, 'id: must be a positive integer'],
    [
      { salesperson: 'Ann\u2060Lee' },
      "salesperson: contains U+2060, which can't be printed on the PDF",
    ],
    [{ note: 'ขอบคุณ' }, "note: contains ข อ บ ค ◌ุ, which can't be printed on the PDF"],
  ])('refuses %j with 400, changing nothing', async (change, message) => {
    await expectRefused(
      () =>
        raw('post', '/apps/invoice/edit', {
          data: { ...newInvoice(), id: firstInvoiceId, ...change },
        }),
      400,
      { message },
    );
  });
});

describe('POST /apps/invoice/add-payment', () => {
  const payment = { date: '2026-11-20', method: 'Card', note: 'First part' } as const;

  it('lowers the balance at once; the rest paid makes the invoice Paid', async () => {
    const { invoice: added } = await api.invoice.add(newInvoice());
    const part = await api.invoice.addPayment({ id: added.id, amount: 100, ...payment });
    expect(part.invoice).toMatchObject({ balance: 642.48, invoiceStatus: 'Partial Payment' });
    expect(part.invoice.payments).toEqual([
      expect.objectContaining({
        amount: 100,
        date: '2026-11-20',
        method: 'Card',
        note: 'First part',
      }),
    ]);
    expect((await api.invoice.get({ id: added.id })).paymentDetails.totalDue).toBe(642.48);
    const rest = await api.invoice.addPayment({ id: added.id, amount: 642.48, ...payment });
    expect(rest.invoice).toMatchObject({ balance: 0, invoiceStatus: 'Paid' });
    expect(ids(await listAll({ q: 'paid' }))).toContain(added.id);
  });

  it('reads a balance stored as a money string', async () => {
    const stored = (await everyInvoice()).find(
      (invoice) => typeof invoice.balance === 'string' && moneyValue(invoice.balance) > 1,
    ) as Invoice;
    const before = moneyValue(stored.balance);
    const { invoice } = await api.invoice.addPayment({ id: stored.id, amount: 1, ...payment });
    expect(cents(invoice.balance as number)).toBe(cents(before) - 100);
  });

  it('refuses more than the balance, a payment of nothing, and any payment when nothing is due', async () => {
    const { invoice } = await api.invoice.add(newInvoice());
    await expectRefused(
      () =>
        raw('post', '/apps/invoice/add-payment', {
          data: { id: invoice.id, amount: 742.49, ...payment },
        }),
      400,
      { message: 'amount: must be at most the balance (742.48)' },
    );
    await expectRefused(
      () =>
        raw('post', '/apps/invoice/add-payment', {
          data: { id: invoice.id, amount: 0, ...payment },
        }),
      400,
      { message: 'amount: must be greater than 0' },
    );
    await expectRefused(
      () =>
        raw('post', '/apps/invoice/add-payment', {
          data: { id: invoice.id, amount: 1.005, ...payment },
        }),
      400,
      { message: 'amount: must be a whole number of cents' },
    );
    await expectRefused(
      () =>
        raw('post', '/apps/invoice/add-payment', {
          data: { id: invoice.id, amount: 5, ...payment, date: '1900-01-01' },
        }),
      400,
      { message: 'date: must be on or after 2000-01-01' },
    );
    await expectRefused(
      () =>
        raw('post', '/apps/invoice/add-payment', {
          data: { id: invoice.id, amount: 5, ...payment, method: 'Barter' },
        }),
      400,
      { message: 'method: must be one of "Bank Account", "PayPal", "Card", "Cash"' },
    );
    const settled = (await everyInvoice()).find(
      (stored) => moneyValue(stored.balance) <= 0,
    ) as Invoice;
    await expectRefused(
      () =>
        raw('post', '/apps/invoice/add-payment', {
          data: { id: settled.id, amount: 1, ...payment },
        }),
      400,
      { message: 'amount: must be at most the balance: nothing is left to pay' },
    );
  });

  it('answers 404 for an unknown id, changing nothing', async () => {
    await expectRefused(
      () => raw('post', '/apps/invoice/add-payment', { data: { id: 77, amount: 1, ...payment } }),
      404,
      { message: 'No invoice with id 77' },
    );
  });
});

describe('POST /apps/invoice/send', () => {
  it('sends a draft, which becomes Sent; other statuses stay', async () => {
    const { invoice } = await api.invoice.add(newInvoice());
    const mail = { to: 'ops@example.com', subject: 'Your invoice', message: 'Attached.' };
    expect((await api.invoice.send({ id: invoice.id, ...mail })).invoice.invoiceStatus).toBe(
      'Sent',
    );
    const paid = (await everyInvoice()).find(
      (stored) => stored.invoiceStatus === 'Paid',
    ) as Invoice;
    expect((await api.invoice.send({ id: paid.id, ...mail })).invoice.invoiceStatus).toBe('Paid');
    await expectRefused(
      () => raw('post', '/apps/invoice/send', { data: { id: invoice.id, ...mail, to: 'nobody' } }),
      400,
      { message: 'to: must be a valid email address' },
    );
    await expectRefused(
      () => raw('post', '/apps/invoice/send', { data: { id: 12, ...mail } }),
      404,
      {
        message: 'No invoice with id 12',
      },
    );
  });
});

describe('DELETE /apps/invoice/delete', () => {
  it('removes exactly that invoice', async () => {
    const target = firstInvoiceId + 7;
    expect(await api.invoice.remove({ id: target })).toEqual({ id: target });
    const remaining = ids(await everyInvoice());
    expect(remaining).toHaveLength(49);
    expect(remaining).not.toContain(target);
    expect((await api.invoice.list()).total).toBe(49);
    expect(await apiErrorOf(api.invoice.get({ id: target }))).toMatchObject({ status: 404 });
  });

  it('answers 404 for an unknown id (twice deleted too), removing nothing', async () => {
    await expectRefused(() => raw('delete', '/apps/invoice/delete', { params: { id: 1 } }), 404, {
      message: 'No invoice with id 1',
    });
    await api.invoice.remove({ id: firstInvoiceId });
    await expectRefused(
      () => raw('delete', '/apps/invoice/delete', { params: { id: firstInvoiceId } }),
      404,
      { message: `No invoice with id ${firstInvoiceId}` },
    );
    await expectRefused(() => raw('delete', '/apps/invoice/delete', { params: {} }), 400, {
      message: 'id: is required',
    });
  });
});

describe('POST /apps/invoice/delete-many', () => {
  it('removes exactly those invoices, in one call', async () => {
    const targets = [firstInvoiceId + 2, firstInvoiceId + 11, firstInvoiceId + 40];
    expect(await api.invoice.removeMany({ ids: targets })).toEqual({ ids: targets });
    const remaining = ids(await everyInvoice());
    expect(remaining).toHaveLength(47);
    for (const id of targets) expect(remaining).not.toContain(id);
    expect((await api.invoice.list()).total).toBe(47);
  });

  it('answers 404 naming every unknown id, and removes none of the others', async () => {
    const post = (ids: unknown) => raw('post', '/apps/invoice/delete-many', { data: { ids } });
    await expectRefused(() => post([firstInvoiceId, 1, firstInvoiceId + 1, 2]), 404, {
      message: 'No invoices with ids 1, 2',
      fieldErrors: { 'ids.1': 'No invoice with id 1', 'ids.3': 'No invoice with id 2' },
    });
    await api.invoice.remove({ id: firstInvoiceId + 5 });
    await expectRefused(() => post([firstInvoiceId + 4, firstInvoiceId + 5]), 404, {
      message: `No invoice with id ${firstInvoiceId + 5}`,
      fieldErrors: { 'ids.1': `No invoice with id ${firstInvoiceId + 5}` },
    });
  });

  it('answers 400 for an empty or invalid list, removing nothing', async () => {
    const post = (data: unknown) => raw('post', '/apps/invoice/delete-many', { data });
    await expectRefused(() => post({ ids: [] }), 400, {
      message: 'ids: needs at least one invoice',
    });
    await expectRefused(() => post({ ids: [firstInvoiceId, 'x'] }), 400, {
      message: 'ids.1: must be a positive integer',
    });
    await expectRefused(() => post({}), 400, { message: 'ids: is required' });
  });

  it('removes an id given twice once', async () => {
    expect(await api.invoice.removeMany({ ids: [firstInvoiceId, firstInvoiceId] })).toEqual({
      ids: [firstInvoiceId],
    });
    expect(await everyInvoice()).toHaveLength(49);
  });
});

describe('access', () => {
  const calls: [string, () => Promise<unknown>][] = [
    ['list', () => api.invoice.list()],
    ['get', () => api.invoice.get({ id: firstInvoiceId })],
    ['clients', () => api.invoice.clients()],
    [
      'add a client',
      () =>
        api.invoice.addClient({
          name: 'Wren Adler',
          companyEmail: 'wren@adler.example',
          country: 'Chile',
          contact: '+56 2 5550 1234',
        }),
    ],
    ['add', () => api.invoice.add(newInvoice())],
    ['edit', () => api.invoice.edit({ ...newInvoice(), id: firstInvoiceId })],
    [
      'add a payment',
      () =>
        api.invoice.addPayment({
          id: firstInvoiceId + 3,
          amount: 1,
          date: '2026-11-20',
          method: 'Cash',
        }),
    ],
    ['send', () => api.invoice.send({ id: firstInvoiceId, to: 'a@b.example', subject: 'Hi' })],
    ['delete', () => api.invoice.remove({ id: firstInvoiceId })],
    ['delete many', () => api.invoice.removeMany({ ids: [firstInvoiceId, firstInvoiceId + 1] })],
  ];
  const everything = async (): Promise<InvoiceEntry[]> => snapshot((await dataOf()).entries);

  it.each(calls)('refuses a client account: %s → 403, nothing changed', async (_, call) => {
    await signIn(client);
    const before = await everything();
    expect(await apiErrorOf(call())).toMatchObject({
      status: 403,
      message: 'You are not allowed to do this.',
    });
    expect(await everything()).toEqual(before);
  });

  it.each([
    ['get', '/apps/invoice/invoices', {}],
    ['get', '/api/invoice/invoices/5001', {}],
    ['get', '/api/invoice/clients', {}],
    ['post', '/api/invoice/clients', { data: {} }],
    ['post', '/apps/invoice/add', { data: newInvoice() }],
    ['post', '/apps/invoice/edit', { data: { ...newInvoice(), id: 5001 } }],
    ['post', '/apps/invoice/add-payment', { data: { id: 5004, amount: 1 } }],
    ['post', '/apps/invoice/send', { data: { id: 5001 } }],
    ['delete', '/apps/invoice/delete', { params: { id: 5001 } }],
  ] as const)(
    '%s %s without a session answers 401, changing nothing',
    async (method, url, request) => {
      const { clearSession } = await import('@tessera/api-client');
      clearSession();
      await expectRefused(() => raw(method, url, request), 401, {
        message: 'Missing access token',
      });
      await expectRefused(() => raw(method, url, { ...request, token: 'garbage' }), 401, {
        message: 'Invalid or expired access token',
      });
    },
  );
});
