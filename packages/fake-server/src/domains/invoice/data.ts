import type { Client, Invoice, InvoicePayment, InvoiceStatus } from '@tessera/api-client';
import {
  computeInvoiceTotals,
  invoiceBalance,
  invoicePaymentMethods,
  invoiceStatuses,
  type InvoiceLineInput,
} from '@tessera/api-client/schemas';
import { initialsAvatar, type Random, type SeedContext } from '../../server';
import { bankDetailsFor } from './bank';
import {
  firstInvoiceId,
  indexInvoice,
  invoiceCountFor,
  toMoneyString,
  type BankDetails,
  type InvoiceData,
} from './model';

// Invoices of made-up studios and shops, drawn from the word lists below by the seeded PRNG.

const words = (text: string) => text.trim().split(/\s+/);
const list = (text: string) => text.split(',').map((entry) => entry.trim());

const firstNames = words(`
  Alma Bastian Cleo Dorian Elif Fabian Gaia Hugo Iris Jasper Kaia Lorenzo Mila Nils Oona Pavel
  Quinn Rosa Stellan Thea Umar Viola Wim Xenia Yara Zeno
`);
const lastNames = words(`
  Abernethy Bellamy Cordova Dunmore Eskildsen Fairweather Galloway Hartigan Iversen Jovanovic
  Kessler Lachance Mendes Nyberg Ortega Pemberton Quintero Rossetti Sandoval Thorne
`);
const companyWords = words(`
  Northwind Bluebird Keystone Riverbend Lantern Silverline Greenleaf Ironwood Starling Meadow
  Driftwood Hollow
`);
const companyKinds = words(`Studio Traders Bakery Outfitters Clinic Press Design Garage Co-op`);
const streets = words(`Elm Harbour Mill Orchard Station Chapel Bridge Linden Market Quay`);
const streetKinds = words(`Street Road Lane Avenue Row`);
const countries = list(`
  Portugal, Canada, Kenya, Japan, Brazil, Norway, India, Mexico, Australia, Germany, Chile,
  Ireland, Morocco, New Zealand, Poland
`);
const services = list(`
  Website redesign, Brand identity, Logo refresh, Mobile app build, Search engine audit,
  Content writing, Photography session, Hosting (yearly), Data migration, Support retainer,
  Interior consultation, Printing run, Newsletter setup, Accessibility review
`);
const descriptions = list(`
  Two rounds of revisions, Delivered as source files, Includes onboarding call,
  Priced per working day, Materials included, Remote, On site
`);

/** The customers the add screen offers at first. */
const seededClientCount = 5;
/** Share of invoices whose client has a picture; the others show initials. */
const avatarShare = 0.6;
/** Share of balances stored as money strings, as older records do. */
const moneyStringShare = 0.25;

/** Seeded dates fall in this past window, whatever today is. */
const issuedFrom = new Date('2025-01-01T00:00:00Z');
const issuedUntil = new Date('2026-10-01T00:00:00Z');
const dayMs = 86_400_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => random.int(0, 9)).join('');
const slug = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

function makeClient(random: Random, id: number): Client {
  const name = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
  const company = `${random.pick(companyWords)} ${random.pick(companyKinds)}`;
  return {
    id,
    name,
    company,
    companyEmail: `${slug(name.split(' ')[0])}@${slug(company)}.example`,
    address: `${random.int(1, 240)} ${random.pick(streets)} ${random.pick(streetKinds)}`,
    country: random.pick(countries),
    contact: `+${random.int(1, 99)} ${digits(random, 3)} ${digits(random, 3)} ${digits(random, 4)}`,
  };
}

function makeItems(random: Random): InvoiceLineInput[] {
  return Array.from({ length: random.int(1, 4) }, () => ({
    item: random.pick(services),
    description: random.pick(descriptions),
    cost: random.int(20, 1500) + random.pick([0, 0.5, 0.25, 0.99]),
    quantity: random.int(1, 5),
  }));
}

/**
 * The payments behind a status: a Paid invoice is paid in full (now and then more: a negative
 * balance), a partial one in part, the others not at all (a few Sent ones overpaid too).
 */
function makePayments(
  random: Random,
  status: InvoiceStatus,
  total: number,
  issuedDate: Date,
  nextId: () => number,
): InvoicePayment[] {
  const paidAt = (offset: number) => isoDay(new Date(issuedDate.getTime() + offset * dayMs));
  const payment = (amount: number, offset: number): InvoicePayment => ({
    id: nextId(),
    amount,
    date: paidAt(offset),
    method: random.pick(invoicePaymentMethods),
    note: '',
  });
  const overpaid = () => Math.round((total + random.int(5, 250)) * 100) / 100;
  switch (status) {
    case 'Paid':
      return [payment(random.bool(0.2) ? overpaid() : total, random.int(1, 30))];
    case 'Partial Payment':
      return [payment(Math.round(total * random.int(20, 80)) / 100, random.int(1, 20))];
    case 'Sent':
      return random.bool(0.2) ? [payment(overpaid(), random.int(1, 20))] : [];
    default:
      return [];
  }
}

export function createData({ random, scale }: SeedContext): InvoiceData {
  const count = invoiceCountFor(scale);
  const bankSeed = random.int(1, 2 ** 31 - 1);
  // A pool of customers the invoices bill; the first five are the ones the add screen offers.
  const pool = Array.from({ length: Math.max(seededClientCount, Math.ceil(count / 3)) }, (_, i) =>
    makeClient(random, i + 1),
  );
  let lastPaymentId = 0;
  const nextPaymentId = () => ++lastPaymentId;
  const banks = new Map<number, BankDetails>();

  const entries = Array.from({ length: count }, (_, index) => {
    const id = firstInvoiceId + index;
    const { id: _clientId, ...client } = random.pick(pool);
    // The first six cover every status; the rest are drawn.
    const status =
      index < invoiceStatuses.length ? invoiceStatuses[index] : random.pick(invoiceStatuses);
    const issued = random.date(issuedFrom, issuedUntil);
    const items = makeItems(random);
    const discount = random.pick([0, 0, 5, 10]);
    const tax = random.pick([0, 10, 20]);
    const totals = computeInvoiceTotals(items, discount, tax);
    const payments = makePayments(random, status, totals.total, issued, nextPaymentId);
    const balance = invoiceBalance(totals.total, payments);
    const invoice: Invoice = {
      id,
      issuedDate: isoDay(issued),
      dueDate: isoDay(new Date(issued.getTime() + random.int(7, 60) * dayMs)),
      service: totals.items[0].item,
      ...totals,
      avatar: random.bool(avatarShare) ? initialsAvatar(client.name, id) : '',
      invoiceStatus: status,
      balance: random.bool(moneyStringShare) ? toMoneyString(balance) : balance,
      client,
      salesperson: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
      note: random.bool(0.5) ? 'Thank you for your business.' : '',
      paymentMethod: random.pick(invoicePaymentMethods),
      discount,
      tax,
      paymentTerms: random.bool(),
      clientNotes: random.bool(),
      paymentStub: random.bool(0.3),
      payments,
    };
    banks.set(id, bankDetailsFor(bankSeed, id, client.country));
    return indexInvoice(invoice);
  });

  return {
    entries,
    banks,
    clients: pool.slice(0, seededClientCount),
    lastId: firstInvoiceId + count - 1,
    lastClientId: seededClientCount,
    lastPaymentId,
    bankSeed,
  };
}
