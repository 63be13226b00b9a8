import type { z } from 'zod';
import type {
  addPaymentInputSchema,
  clientResponseSchema,
  clientSchema,
  clientsResponseSchema,
  invoiceClientSchema,
  invoiceDetailResponseSchema,
  invoiceItemInputSchema,
  invoiceItemSchema,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoicePaymentDetailsSchema,
  invoicePaymentSchema,
  invoiceResponseSchema,
  invoiceSchema,
  newClientSchema,
  newInvoiceSchema,
  sendInvoiceInputSchema,
  updateInvoiceInputSchema,
} from '../schemas/invoice';

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
export type ClientsResponse = z.output<typeof clientsResponseSchema>;
export type ClientResponse = z.output<typeof clientResponseSchema>;
