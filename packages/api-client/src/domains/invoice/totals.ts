// How an invoice's totals follow from its lines (zod-free): the server works them out with this,
// and the add and edit screens show the same figures live while the lines are typed.

export interface InvoiceLineInput {
  item: string;
  description: string;
  /** The cost of one unit. */
  cost: number;
  quantity: number;
}

// Money is worked out in whole cents, so 0.1 + 0.2 troubles no total.
const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => cents / 100;

/**
 * The lines with their prices (cost × quantity) and the totals: subtotal, minus the discount
 * (a percentage of it), plus the tax (a percentage of what is left), to the cent.
 */
export function computeInvoiceTotals(
  lines: readonly InvoiceLineInput[],
  discount: number,
  tax: number,
) {
  const items = lines.map((line) => ({
    item: line.item,
    description: line.description,
    cost: line.cost,
    quantity: line.quantity,
    price: fromCents(toCents(line.cost) * line.quantity),
  }));
  const subtotalCents = items.reduce((sum, line) => sum + toCents(line.price), 0);
  const discountCents = Math.round((subtotalCents * discount) / 100);
  const taxCents = Math.round(((subtotalCents - discountCents) * tax) / 100);
  return {
    items,
    subtotal: fromCents(subtotalCents),
    discountAmount: fromCents(discountCents),
    taxAmount: fromCents(taxCents),
    total: fromCents(subtotalCents - discountCents + taxCents),
  };
}

/** Total minus what was paid, to the cent. */
export function invoiceBalance(total: number, payments: readonly { amount: number }[]): number {
  return fromCents(toCents(total) - toCents(invoicePaid(payments)));
}

/** What the payments add up to, to the cent. */
export function invoicePaid(payments: readonly { amount: number }[]): number {
  return fromCents(payments.reduce((sum, payment) => sum + toCents(payment.amount), 0));
}

/** A balance's value, whether the record keeps a number or a money string ('-$1,204.50'). */
export function moneyAmount(value: number | string): number {
  if (typeof value === 'number') return value;
  const amount = Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(amount) ? amount : 0;
}
