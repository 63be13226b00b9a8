import type {
  Client,
  ClientResponse,
  ClientsResponse,
  Deleted,
  Invoice,
  InvoiceDetailResponse,
  InvoiceListResponse,
  InvoiceResponse,
  RemovedInvoices,
} from '@tessera/api-client';
import {
  computeInvoiceTotals,
  invoiceBalance,
  invoiceDomain,
  invoicePaid,
  type newInvoiceSchema,
} from '@tessera/api-client/schemas';
import type { unprintableFields } from '@tessera/api-client/invoice/printable';
import type { z } from 'zod';
import {
  created,
  fieldsRefused,
  HttpError,
  initialsAvatar,
  notFound,
  ok,
  type DomainRoutes,
} from '../../server';
import { sameIdentifier } from '../auth/model';
import { bankDetailsFor } from './bank';
import { invoiceData } from './handle';
import {
  indexInvoice,
  messages,
  moneyValue,
  queryInvoices,
  reindex,
  statusAfterPayments,
  type InvoiceData,
  type InvoiceEntry,
} from './model';

const invoiceCalls = invoiceDomain.endpoints;

type InvoiceFields = Omit<z.output<typeof newInvoiceSchema>, 'clientId'>;

function findEntry(data: InvoiceData, id: number): InvoiceEntry {
  const entry = data.entries.find((candidate) => candidate.id === id);
  if (!entry) throw notFound(messages.notFound(id));
  return entry;
}

/** The customer billed; an unknown one is the form's mistake, on its field. */
function findClient(data: InvoiceData, id: number): Client {
  const client = data.clients.find((candidate) => candidate.id === id);
  if (!client) throw refusedField('clientId', messages.clientNotFound(id));
  return client;
}

/**
 * Refuses text the PDF would print but cannot draw: 400 naming each field, as the schema's
 * refusals do. The contract's list of printable characters loads with the first check.
 */
async function refuseUnprintable(input: Parameters<typeof unprintableFields>[0]) {
  const { unprintableFields } = await import('@tessera/api-client/invoice/printable');
  const refused = unprintableFields(input);
  if (Object.keys(refused).length > 0) {
    throw fieldsRefused(
      refused,
      Object.entries(refused)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; '),
    );
  }
}

/** A 400 about one field, whose message names it as the schema's refusals do. */
const refusedField = (field: string, message: string) =>
  fieldsRefused({ [field]: message }, `${field}: ${message}`);

const billed = ({ id: _id, ...client }: Client): Invoice['client'] => client;

/** The fields a form sets, with the totals worked out from its lines. */
function fromFields(fields: InvoiceFields) {
  const totals = computeInvoiceTotals(fields.items, fields.discount, fields.tax);
  return {
    issuedDate: fields.issuedDate,
    dueDate: fields.dueDate,
    service: fields.service || totals.items[0].item,
    salesperson: fields.salesperson,
    note: fields.note,
    paymentMethod: fields.paymentMethod,
    discount: fields.discount,
    tax: fields.tax,
    paymentTerms: fields.paymentTerms,
    clientNotes: fields.clientNotes,
    paymentStub: fields.paymentStub,
    ...totals,
  };
}

export const invoiceRoutes: DomainRoutes = (route, { db }) => {
  route(invoiceCalls.list, async ({ input }) => {
    const { entries } = await db.load(invoiceData);
    const response: InvoiceListResponse = queryInvoices(entries, input);
    return ok(response);
  });

  route(invoiceCalls.get, async ({ input }) => {
    const data = await db.load(invoiceData);
    const { invoice, balance } = findEntry(data, input.id);
    const bank = data.banks.get(invoice.id) ?? bankDetailsFor(data.bankSeed, invoice.id, '');
    const response: InvoiceDetailResponse = {
      invoice,
      paymentDetails: { totalDue: balance, ...bank },
    };
    return ok(response);
  });

  route(invoiceCalls.clients, async () => {
    const { clients } = await db.load(invoiceData);
    const response: ClientsResponse = { clients };
    return ok(response);
  });

  route(invoiceCalls.addClient, async ({ input }) => {
    await refuseUnprintable(input);
    const data = await db.load(invoiceData);
    if (data.clients.some((client) => sameIdentifier(client.companyEmail, input.companyEmail))) {
      throw refusedField('companyEmail', messages.emailInUse);
    }
    data.lastClientId += 1;
    const client: Client = { id: data.lastClientId, ...input };
    data.clients.push(client);
    const response: ClientResponse = { client };
    return created(response);
  });

  route(invoiceCalls.add, async ({ input: { clientId, ...fields } }) => {
    await refuseUnprintable(fields);
    const data = await db.load(invoiceData);
    const client = findClient(data, clientId);
    const id = data.lastId + 1;
    const values = fromFields(fields);
    const invoice: Invoice = {
      id,
      ...values,
      avatar: initialsAvatar(client.name, id),
      invoiceStatus: 'Draft',
      balance: values.total,
      client: billed(client),
      payments: [],
    };
    data.lastId = id;
    data.entries.push(indexInvoice(invoice));
    data.banks.set(id, bankDetailsFor(data.bankSeed, id, client.country));
    const response: InvoiceResponse = { invoice };
    return created(response);
  });

  route(invoiceCalls.edit, async ({ input: { id, clientId, ...fields } }) => {
    await refuseUnprintable(fields);
    const data = await db.load(invoiceData);
    const entry = findEntry(data, id);
    const client = clientId === undefined ? undefined : findClient(data, clientId);
    const { invoice } = entry;
    const values = fromFields(fields);
    // Lines cannot be cut below what was paid (a seeded overpayment stays as it was).
    const paid = invoicePaid(invoice.payments);
    if (values.total < paid && values.total < invoice.total) {
      throw refusedField('items', messages.belowPaid(paid));
    }
    Object.assign(invoice, values);
    if (client) {
      invoice.client = billed(client);
      if (invoice.avatar) invoice.avatar = initialsAvatar(client.name, id);
    }
    const balance = invoiceBalance(invoice.total, invoice.payments);
    invoice.balance = balance;
    invoice.invoiceStatus = statusAfterPayments(invoice, balance);
    reindex(entry);
    const response: InvoiceResponse = { invoice };
    return ok(response);
  });

  route(invoiceCalls.addPayment, async ({ input: { id, ...payment } }) => {
    const data = await db.load(invoiceData);
    const entry = findEntry(data, id);
    const { invoice } = entry;
    const balance = moneyValue(invoice.balance);
    if (balance <= 0) throw refusedField('amount', messages.nothingDue);
    if (payment.amount > balance) throw refusedField('amount', messages.overBalance(balance));
    data.lastPaymentId += 1;
    invoice.payments.push({ id: data.lastPaymentId, ...payment });
    const left = Math.round((balance - payment.amount) * 100) / 100;
    invoice.balance = left;
    invoice.invoiceStatus = statusAfterPayments(invoice, left);
    reindex(entry);
    const response: InvoiceResponse = { invoice };
    return ok(response);
  });

  route(invoiceCalls.send, async ({ input }) => {
    const data = await db.load(invoiceData);
    const entry = findEntry(data, input.id);
    // Only a draft changes status: a sent, paid or late invoice stays what it is.
    if (entry.invoice.invoiceStatus === 'Draft') {
      entry.invoice.invoiceStatus = 'Sent';
      reindex(entry);
    }
    const response: InvoiceResponse = { invoice: entry.invoice };
    return ok(response);
  });

  route(invoiceCalls.remove, async ({ input }) => {
    const data = await db.load(invoiceData);
    const index = data.entries.findIndex((entry) => entry.id === input.id);
    if (index < 0) throw notFound(messages.notFound(input.id));
    data.entries.splice(index, 1);
    data.banks.delete(input.id);
    const response: Deleted = { id: input.id };
    return ok(response);
  });

  route(invoiceCalls.removeMany, async ({ input }) => {
    const data = await db.load(invoiceData);
    const ids = [...new Set(input.ids)];
    const known = new Set(data.entries.map((entry) => entry.id));
    const unknown = ids.filter((id) => !known.has(id));
    // All or nothing: one unknown id and not one invoice is removed. Each unknown id is named
    // by its place in the input (`ids.2`), so the caller can tell which ones.
    if (unknown.length > 0) {
      throw new HttpError(404, {
        message: messages.notFoundMany(unknown),
        fieldErrors: Object.fromEntries(
          input.ids.flatMap((id, index) =>
            unknown.includes(id) ? [[`ids.${index}`, messages.notFound(id)]] : [],
          ),
        ),
      });
    }
    for (const id of ids) {
      data.entries.splice(
        data.entries.findIndex((entry) => entry.id === id),
        1,
      );
      data.banks.delete(id);
    }
    const response: RemovedInvoices = { ids };
    return ok(response);
  });
};
