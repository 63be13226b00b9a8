import type { Client, Invoice, InvoicePaymentMethod, NewInvoice } from '@tessera/api-client';
import { today } from '../../format';

export interface LineValues {
  item?: string;
  description?: string;
  cost?: number | null;
  quantity?: number | null;
}

/** 'current': the client the invoice already bills, who is not among the customers offered. */
export type ClientChoice = number | 'current';

export interface InvoiceFormValues {
  clientId?: ClientChoice;
  issuedDate: string;
  dueDate: string;
  items: LineValues[];
  salesperson: string;
  discount: number | null;
  tax: number | null;
  note: string;
  paymentMethod: InvoicePaymentMethod;
  paymentTerms: boolean;
  clientNotes: boolean;
  paymentStub: boolean;
}

const emptyLine: LineValues = { item: '', description: '', cost: null, quantity: 1 };
export const newLine = (): LineValues => ({ ...emptyLine });

const daysLater = (isoDay: string, days: number) => {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A new invoice: issued today, due in 30 days, one empty line. */
export function blankInvoice(): InvoiceFormValues {
  const issued = today();
  return {
    clientId: undefined,
    issuedDate: issued,
    dueDate: daysLater(issued, 30),
    items: [newLine()],
    salesperson: '',
    discount: 0,
    tax: 0,
    note: '',
    paymentMethod: 'Bank Account',
    paymentTerms: true,
    clientNotes: false,
    paymentStub: false,
  };
}

/** An invoice's values in the form; its client is picked among the customers if they are one. */
export function valuesOf(invoice: Invoice, clients: readonly Client[]): InvoiceFormValues {
  const known = clients.find(
    (client) => client.companyEmail.toLowerCase() === invoice.client.companyEmail.toLowerCase(),
  );
  return {
    clientId: known?.id ?? 'current',
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    items: invoice.items.map(({ item, description, cost, quantity }) => ({
      item,
      description,
      cost,
      quantity,
    })),
    salesperson: invoice.salesperson,
    discount: invoice.discount,
    tax: invoice.tax,
    note: invoice.note,
    paymentMethod: invoice.paymentMethod,
    paymentTerms: invoice.paymentTerms,
    clientNotes: invoice.clientNotes,
    paymentStub: invoice.paymentStub,
  };
}

/** What the server is sent (the form's rules have checked every field by now). */
export function toInput(values: InvoiceFormValues): Omit<NewInvoice, 'clientId'> & {
  clientId?: number;
} {
  return {
    clientId: typeof values.clientId === 'number' ? values.clientId : undefined,
    issuedDate: values.issuedDate,
    dueDate: values.dueDate,
    items: values.items.map((line) => ({
      item: line.item ?? '',
      description: line.description ?? '',
      cost: line.cost ?? 0,
      quantity: line.quantity ?? 1,
    })),
    salesperson: values.salesperson,
    discount: values.discount ?? 0,
    tax: values.tax ?? 0,
    note: values.note,
    paymentMethod: values.paymentMethod,
    paymentTerms: values.paymentTerms,
    clientNotes: values.clientNotes,
    paymentStub: values.paymentStub,
  };
}

/**
 * A number the form would accept, or 0: the live totals leave out what its field refuses (and
 * says why), rather than show a 40-digit total for a cost past the limit.
 */
export function accepted(value: unknown, min: number, max: number, integer = false): number {
  const valid =
    typeof value === 'number' &&
    value >= min &&
    value <= max &&
    (!integer || Number.isInteger(value));
  return valid ? value : 0;
}
