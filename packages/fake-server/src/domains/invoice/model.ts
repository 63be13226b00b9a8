import type {
  Client,
  Invoice,
  InvoiceListResponse,
  InvoicePaymentDetails,
  InvoiceStatus,
} from '@tessera/api-client';
import {
  invoiceStatuses,
  moneyAmount,
  type invoiceListQuerySchema,
} from '@tessera/api-client/schemas';
import type { z } from 'zod';
import { queryList } from '../../server';

/**
 * One invoice as the list reads it: the record, and beside it the values it is searched and
 * sorted by. Kept in step with the record by `indexInvoice` on every change, so a query at
 * 10,000 invoices neither parses money strings nor lower-cases text.
 */
export interface InvoiceEntry {
  invoice: Invoice;
  id: number;
  /** The client's name. */
  client: string;
  total: number;
  /** The balance as a number, whether the record holds a number or a money string. */
  balance: number;
  issuedDate: string;
  dueDate: string;
  invoiceStatus: InvoiceStatus;
  service: string;
  /** Everything search looks in, lower-cased. */
  text: string;
}

export type BankDetails = Omit<InvoicePaymentDetails, 'totalDue'>;

export interface InvoiceData {
  entries: InvoiceEntry[];
  /** Where each invoice is paid, by invoice id. */
  banks: Map<number, BankDetails>;
  clients: Client[];
  /** The highest ids ever issued: a deleted id never returns. */
  lastId: number;
  lastClientId: number;
  lastPaymentId: number;
  /** Seeds the bank details of invoices added later: the same for the same id. */
  bankSeed: number;
}

/** Invoices at `scale` 1; scale 200 is the 10,000-invoice list the bench times. */
export const baseInvoiceCount = 50;
/** Seeded invoices are numbered from here. */
export const firstInvoiceId = 5001;

export function invoiceCountFor(scale: number): number {
  return Math.max(1, Math.round(baseInvoiceCount * scale));
}

const moneyText = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 });

/** '$1,204.50', '-$80.00': how older records store a balance. */
export function toMoneyString(amount: number): string {
  const text = `$${moneyText.format(Math.abs(amount))}`;
  return amount < 0 ? `-${text}` : text;
}

/** A balance's value, whether it is a number or a money string. */
export const moneyValue = moneyAmount;

/** After a payment or a new total: nothing (or less) left is Paid, something paid is partial. */
export function statusAfterPayments(invoice: Invoice, balance: number): InvoiceStatus {
  if (invoice.payments.length === 0) return invoice.invoiceStatus;
  return balance <= 0 ? 'Paid' : 'Partial Payment';
}

/** The entry of a record: its search and sort values worked out once. */
export function indexInvoice(invoice: Invoice): InvoiceEntry {
  const balance = moneyValue(invoice.balance);
  const text = [
    invoice.id,
    invoice.client.name,
    invoice.client.companyEmail,
    invoice.total,
    invoice.total.toFixed(2),
    toMoneyString(invoice.total),
    typeof invoice.balance === 'string' ? invoice.balance : toMoneyString(balance),
    balance.toFixed(2),
    invoice.dueDate,
  ]
    .join('\n')
    .toLowerCase();
  return {
    invoice,
    id: invoice.id,
    client: invoice.client.name,
    total: invoice.total,
    balance,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    invoiceStatus: invoice.invoiceStatus,
    service: invoice.service,
    text,
  };
}

/** Brings an entry back in step with its record after a change. */
export function reindex(entry: InvoiceEntry): void {
  Object.assign(entry, indexInvoice(entry.invoice));
}

export type InvoiceListInput = z.output<typeof invoiceListQuerySchema>;

const paidWord = 'paid';

/**
 * The search: the whole word `paid` (any case) asks for a zero balance; the other words are
 * looked for in the client's name and email, the id, the total, the balance and the due date.
 * A fragment of the word (`a`, `pa`) is plain text, which no status or "paid" tag is part of.
 */
function searchCondition(q: string): ((entry: InvoiceEntry) => boolean) | undefined {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const wantsPaid = words.includes(paidWord);
  const needle = words.filter((word) => word !== paidWord).join(' ');
  if (!wantsPaid && !needle) return undefined;
  return (entry) => (!wantsPaid || entry.balance === 0) && (!needle || entry.text.includes(needle));
}

/** Every invoice counted by status: what the list's allData carries. */
export function countByStatus(entries: readonly InvoiceEntry[]): InvoiceListResponse['allData'] {
  const byStatus = Object.fromEntries(invoiceStatuses.map((status) => [status, 0])) as Record<
    InvoiceStatus,
    number
  >;
  for (const entry of entries) byStatus[entry.invoiceStatus] += 1;
  return { total: entries.length, byStatus };
}

/** The list endpoint's query, apart so that the benchmark times exactly what the handler runs. */
export function queryInvoices(
  entries: readonly InvoiceEntry[],
  input: InvoiceListInput,
): InvoiceListResponse {
  const { items, total } = queryList(entries, {
    filters: { invoiceStatus: input.status },
    where: searchCondition(input.q),
    sortColumn: input.sortColumn,
    sort: input.sort,
    page: input.page,
    perPage: input.perPage,
  });
  return {
    invoices: items.map((entry) => entry.invoice),
    total,
    allData: countByStatus(entries),
  };
}

export const messages = {
  notFound: (id: number) => `No invoice with id ${id}`,
  notFoundMany: (ids: number[]) =>
    ids.length === 1 ? `No invoice with id ${ids[0]}` : `No invoices with ids ${ids.join(', ')}`,
  clientNotFound: (id: number) => `No client with id ${id}`,
  overBalance: (balance: number) => `must be at most the balance (${balance.toFixed(2)})`,
  nothingDue: 'must be at most the balance: nothing is left to pay',
  belowPaid: (paid: number) =>
    `must add up to at least the ${paid.toFixed(2)} already paid: lower it by a refund, not an edit`,
  emailInUse: 'This email is already in use.',
};
