import { z } from 'zod';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import {
  invoiceEarliestDay,
  invoiceLatestDay,
  invoiceMaxItems,
  invoiceMaxCost,
  invoiceMaxPercent,
  invoiceMaxQuantity,
  invoiceNoteMaxLength,
  invoicePaymentMethods,
  invoiceSortColumns,
  invoiceStatuses,
} from './constants';
import {
  contactPattern,
  deletedSchema,
  emailSchema,
  idInputSchema,
  listQuerySchema,
  positiveInt,
  sortDirectionSchema,
} from '../../common';

export * from './constants';

// Invoices: a client, line items, and the totals the server works out.

export const invoiceStatusSchema = z.enum(invoiceStatuses);
export const invoicePaymentMethodSchema = z.enum(invoicePaymentMethods);

const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .default('');
/** A calendar day, 'YYYY-MM-DD'. */
const day = () => z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });
/** A day a user gives: within the years an invoice may carry. */
const givenDay = () =>
  day()
    .refine((value) => value >= invoiceEarliestDay, {
      error: `must be on or after ${invoiceEarliestDay}`,
    })
    .refine((value) => value <= invoiceLatestDay, {
      error: `must be on or before ${invoiceLatestDay}`,
    });

/** Who is billed: what an invoice keeps of its client. */
export const invoiceClientSchema = z.object({
  name: z.string().min(1),
  company: z.string(),
  companyEmail: z.string(),
  address: z.string(),
  country: z.string(),
  contact: z.string(),
});

/** A customer the add and edit screens can bill: the 5 seeded ones and those added since. */
export const clientSchema = invoiceClientSchema.extend({ id: positiveInt() });

/** A line of the invoice: `price` is `cost × quantity`, worked out by the server. */
export const invoiceItemSchema = z.object({
  item: z.string().min(1),
  description: z.string(),
  /** The cost of one unit. */
  cost: z.number().nonnegative(),
  quantity: z.number().int().positive(),
  price: z.number().nonnegative(),
});

export const invoicePaymentSchema = z.object({
  id: positiveInt(),
  amount: z.number().positive(),
  date: day(),
  method: invoicePaymentMethodSchema,
  note: z.string(),
});

export const invoiceSchema = z.object({
  id: positiveInt(),
  issuedDate: day(),
  dueDate: day(),
  service: z.string(),
  /** Subtotal − discount + tax. */
  total: z.number(),
  /** An image URL, or '' (the list shows the client's initials). */
  avatar: z.string(),
  invoiceStatus: invoiceStatusSchema,
  /**
   * What is left to pay: a number, or (older records) a money string such as '$1,204.50' or
   * '-$80.00'. Negative when the client paid more than the total.
   */
  balance: z.union([z.number(), z.string().regex(/^-?\$[\d,]+(\.\d{1,2})?$/)]),
  client: invoiceClientSchema,
  items: z.array(invoiceItemSchema),
  salesperson: z.string(),
  note: z.string(),
  paymentMethod: invoicePaymentMethodSchema,
  /** Percentages (0 to 100). */
  discount: z.number().min(0).max(invoiceMaxPercent),
  tax: z.number().min(0).max(invoiceMaxPercent),
  /** Sum of the lines' prices; the discount and tax amounts follow from it. */
  subtotal: z.number().nonnegative(),
  discountAmount: z.number().nonnegative(),
  taxAmount: z.number().nonnegative(),
  /** Whether the document shows payment terms, client notes and a payment stub. */
  paymentTerms: z.boolean(),
  clientNotes: z.boolean(),
  paymentStub: z.boolean(),
  payments: z.array(invoicePaymentSchema),
});

export const invoicePaymentDetailsSchema = z.object({
  totalDue: z.number(),
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
});

export const invoiceListQuerySchema = listQuerySchema.extend({
  status: invoiceStatusSchema.optional(),
  sortColumn: z.enum(invoiceSortColumns).default('id'),
  // Newest first unless asked otherwise.
  sort: sortDirectionSchema.default('desc'),
});

const countSchema = z.number().int().nonnegative();

export const invoiceListResponseSchema = z.object({
  invoices: z.array(invoiceSchema),
  /** How many invoices match, over all pages. */
  total: countSchema,
  /**
   * Every invoice, unfiltered, counted by status (the status filter shows the counts). Counts,
   * not records: the list stays fast at 10,000 invoices.
   */
  allData: z.object({
    total: countSchema,
    byStatus: z.record(invoiceStatusSchema, countSchema),
  }),
});

export const invoiceResponseSchema = z.object({ invoice: invoiceSchema });
export const invoiceDetailResponseSchema = z.object({
  invoice: invoiceSchema,
  paymentDetails: invoicePaymentDetailsSchema,
});
export const clientsResponseSchema = z.object({ clients: z.array(clientSchema) });
export const clientResponseSchema = z.object({ client: clientSchema });

export const invoiceItemInputSchema = z.object({
  item: requiredText(80),
  description: optionalText(200),
  cost: z
    .number()
    .min(0, { error: 'must be at least 0' })
    .max(invoiceMaxCost, { error: `must be at most ${invoiceMaxCost}` }),
  quantity: z
    .number()
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(invoiceMaxQuantity, { error: `must be at most ${invoiceMaxQuantity}` }),
});

const percent = () =>
  z
    .number()
    .min(0, { error: 'must be at least 0' })
    .max(invoiceMaxPercent, { error: `must be at most ${invoiceMaxPercent}` })
    .default(0);

/** What the add and edit screens send; totals, balance and status are the server's. */
const invoiceFieldsSchema = z.object({
  clientId: positiveInt(),
  issuedDate: givenDay(),
  dueDate: givenDay(),
  /** Left out or empty: the first item's name. */
  service: optionalText(80),
  items: z
    .array(invoiceItemInputSchema)
    .min(1, { error: 'must have at least one item' })
    .max(invoiceMaxItems, { error: `must have at most ${invoiceMaxItems} items` }),
  salesperson: optionalText(60),
  note: optionalText(invoiceNoteMaxLength),
  paymentMethod: invoicePaymentMethodSchema.default('Bank Account'),
  discount: percent(),
  tax: percent(),
  paymentTerms: z.boolean().default(false),
  clientNotes: z.boolean().default(false),
  paymentStub: z.boolean().default(false),
});

const dueNotBeforeIssued = {
  error: 'must not be before the issued date',
  path: ['dueDate'],
  when: (payload: { issues: unknown[] }) => payload.issues.length === 0,
};

export const newInvoiceSchema = invoiceFieldsSchema.refine(
  (input) => input.dueDate >= input.issuedDate,
  dueNotBeforeIssued,
);

/** An edit sends every field again; leaving out clientId keeps the invoice's client. */
export const updateInvoiceInputSchema = invoiceFieldsSchema
  .extend({ id: positiveInt(), clientId: positiveInt().optional() })
  .refine((input) => input.dueDate >= input.issuedDate, dueNotBeforeIssued);

export const addPaymentInputSchema = z.object({
  id: positiveInt(),
  amount: z
    .number()
    .positive({ error: 'must be greater than 0' })
    .refine((amount) => Math.round(amount * 100) === amount * 100, {
      error: 'must be a whole number of cents',
    }),
  date: givenDay(),
  method: invoicePaymentMethodSchema,
  note: optionalText(200),
});

export const sendInvoiceInputSchema = z.object({
  id: positiveInt(),
  to: emailSchema(),
  subject: requiredText(120),
  message: optionalText(2000),
});

export const newClientSchema = z.object({
  name: requiredText(80),
  company: optionalText(80),
  companyEmail: emailSchema(),
  address: optionalText(160),
  country: requiredText(60),
  contact: z.string().trim().regex(contactPattern, { error: 'must be a phone number' }),
});

/** Invoices removed together, by id: all of them or, if any is refused, none. */
export const removeInvoicesInputSchema = z.object({
  ids: z
    .array(positiveInt())
    .min(1, { error: 'needs at least one invoice' })
    .max(1000, { error: 'must be at most 1000 invoices' }),
});
export const removedInvoicesSchema = z.object({ ids: z.array(positiveInt()) });

export const invoiceDomain = defineDomain('invoice', {
  /** One page of invoices: searched, filtered by status, sorted by any column. */
  list: endpoint({
    method: 'get',
    path: '/apps/invoice/invoices',
    input: invoiceListQuerySchema,
    output: invoiceListResponseSchema,
  }),
  /** One invoice and where to pay it; 404 if the id is unknown. */
  get: endpoint({
    method: 'get',
    path: '/api/invoice/invoices/{id}',
    input: idInputSchema,
    output: invoiceDetailResponseSchema,
  }),
  /** The customers an invoice can bill (5 at first). */
  clients: endpoint({
    method: 'get',
    path: '/api/invoice/clients',
    output: clientsResponseSchema,
  }),
  /**
   * Adds a customer (201), who can be billed at once. Name, company, address and country are
   * printed on the PDF: characters it cannot draw are refused (400, printable.ts).
   */
  addClient: endpoint({
    method: 'post',
    path: '/api/invoice/clients',
    input: newClientSchema,
    output: clientResponseSchema,
  }),
  /**
   * Creates a draft invoice (201) with the next id; the server works out every total. Text the
   * PDF prints (items, descriptions, salesperson, note) is refused, 400 on each field, when it
   * holds characters the PDF cannot draw (printable.ts).
   */
  add: endpoint({
    method: 'post',
    path: '/apps/invoice/add',
    input: newInvoiceSchema,
    output: invoiceResponseSchema,
  }),
  /**
   * Replaces an invoice's fields and works its totals out again; 404 if the id is unknown. Its
   * printed text is refused as `add` does.
   */
  edit: endpoint({
    method: 'post',
    path: '/apps/invoice/edit',
    input: updateInvoiceInputSchema,
    output: invoiceResponseSchema,
  }),
  /** Records a payment of at most the balance; the invoice turns Paid or Partial Payment. */
  addPayment: endpoint({
    method: 'post',
    path: '/apps/invoice/add-payment',
    input: addPaymentInputSchema,
    output: invoiceResponseSchema,
  }),
  /** Sends the invoice by email: a draft becomes Sent. */
  send: endpoint({
    method: 'post',
    path: '/apps/invoice/send',
    input: sendInvoiceInputSchema,
    output: invoiceResponseSchema,
  }),
  /** Removes exactly that invoice; 404 and nothing removed if the id is unknown. */
  remove: endpoint({
    method: 'delete',
    path: '/apps/invoice/delete',
    input: idInputSchema,
    output: deletedSchema,
  }),
  /**
   * Removes these invoices in one call. If any id is unknown, answers 404 and removes none:
   * `fieldErrors` names each unknown one by its place in `ids` (`ids.2`).
   */
  removeMany: endpoint({
    method: 'post',
    path: '/apps/invoice/delete-many',
    input: removeInvoicesInputSchema,
    output: removedInvoicesSchema,
  }),
});

export type Invoice = z.output<typeof invoiceSchema>;
export type InvoiceStatus = Invoice['invoiceStatus'];
export type InvoicePaymentMethod = Invoice['paymentMethod'];
export type InvoiceClient = z.output<typeof invoiceClientSchema>;
export type InvoiceItem = z.output<typeof invoiceItemSchema>;
export type InvoiceItemInput = z.input<typeof invoiceItemInputSchema>;
export type InvoicePayment = z.output<typeof invoicePaymentSchema>;
export type InvoicePaymentDetails = z.output<typeof invoicePaymentDetailsSchema>;
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;
export type InvoiceSortColumn = z.output<typeof invoiceListQuerySchema>['sortColumn'];
export type InvoiceListResponse = z.output<typeof invoiceListResponseSchema>;
export type InvoiceResponse = z.output<typeof invoiceResponseSchema>;
export type InvoiceDetailResponse = z.output<typeof invoiceDetailResponseSchema>;
export type NewInvoice = z.input<typeof newInvoiceSchema>;
export type UpdateInvoiceInput = z.input<typeof updateInvoiceInputSchema>;
export type AddPaymentInput = z.input<typeof addPaymentInputSchema>;
export type SendInvoiceInput = z.input<typeof sendInvoiceInputSchema>;
export type Client = z.output<typeof clientSchema>;
export type NewClient = z.input<typeof newClientSchema>;
export type RemoveInvoicesInput = z.input<typeof removeInvoicesInputSchema>;
export type RemovedInvoices = z.output<typeof removedInvoicesSchema>;
export type ClientsResponse = z.output<typeof clientsResponseSchema>;
export type ClientResponse = z.output<typeof clientResponseSchema>;
