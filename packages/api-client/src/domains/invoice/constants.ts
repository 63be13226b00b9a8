// The invoices app's plain values shared by the schemas and the screens, and how
// an invoice's totals are worked out. Zod-free: screens import them from
// `@tessera/api-client/invoice`.

export * from './totals';

/** Every status an invoice can have. */
export const invoiceStatuses = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
] as const;

/** The columns an invoice list can be sorted by: every column the list shows. */
export const invoiceSortColumns = [
  'id',
  'client',
  'total',
  'issuedDate',
  'dueDate',
  'balance',
  'invoiceStatus',
  'service',
] as const;

/** How an invoice is to be paid, and how a payment was made. */
export const invoicePaymentMethods = ['Bank Account', 'PayPal', 'Card', 'Cash'] as const;

/** Line items an invoice may hold. */
export const invoiceMaxItems = 50;
/** The most a line may cost, and the most of it a line may count. */
export const invoiceMaxCost = 1_000_000;
export const invoiceMaxQuantity = 10_000;
/** Discount and tax are percentages. */
export const invoiceMaxPercent = 100;
export const invoiceNoteMaxLength = 500;
/**
 * The days an invoice or a payment may carry: a typo such as 1900-01-01 or 2206 is refused, not
 * kept. ISO days compare as text.
 */
export const invoiceEarliestDay = '2000-01-01';
export const invoiceLatestDay = '2099-12-31';
