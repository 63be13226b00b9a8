import {
  api,
  type AddPaymentInput,
  type Client,
  type Invoice,
  type InvoiceDetailResponse,
  type InvoiceListQuery,
  type InvoiceListResponse,
  type NewClient,
  type NewInvoice,
  type RemoveInvoicesInput,
  type RemovedInvoices,
  type SendInvoiceInput,
  type UpdateInvoiceInput,
} from '@tessera/api-client';
import {
  fromClient,
  injectFeatureEndpoints,
  onSuccess,
  recordTags,
} from '@tessera/ui/server-state';

const { list, one, listed } = recordTags('Invoice');

/**
 * The invoices app's server state. A change invalidates what it touched: the invoice and the
 * lists after an edit, a payment or a send; the lists after an add or a delete; the customers
 * after a new one.
 */
export const invoiceApi = injectFeatureEndpoints(['Invoice', 'InvoiceClient'], (build) => ({
  listInvoices: build.query<InvoiceListResponse, InvoiceListQuery>({
    queryFn: (query) => fromClient(api.invoice.list(query)),
    providesTags: (answer) => listed(answer?.invoices),
  }),
  /** The newest invoice's id (a one-row page), for the bare preview and edit links. */
  newestInvoiceId: build.query<number | null, undefined>({
    queryFn: () =>
      fromClient(
        api.invoice
          .list({ page: 1, perPage: 1, sortColumn: 'id', sort: 'desc' })
          .then(({ invoices }) => invoices[0]?.id ?? null),
      ),
    providesTags: [list],
  }),
  getInvoice: build.query<InvoiceDetailResponse, { id: number }>({
    queryFn: ({ id }) => fromClient(api.invoice.get({ id })),
    providesTags: (_answer, _error, { id }) => [one(id)],
  }),
  clients: build.query<Client[], undefined>({
    queryFn: () => fromClient(api.invoice.clients().then(({ clients }) => clients)),
    providesTags: ['InvoiceClient'],
  }),
  addClient: build.mutation<Client, NewClient>({
    queryFn: (client) => fromClient(api.invoice.addClient(client).then((a) => a.client)),
    invalidatesTags: onSuccess(() => ['InvoiceClient']),
  }),
  addInvoice: build.mutation<Invoice, NewInvoice>({
    queryFn: (input) => fromClient(api.invoice.add(input).then((a) => a.invoice)),
    invalidatesTags: onSuccess(() => [list]),
  }),
  editInvoice: build.mutation<Invoice, UpdateInvoiceInput>({
    queryFn: (input) => fromClient(api.invoice.edit(input).then((a) => a.invoice)),
    invalidatesTags: onSuccess(({ id }) => [one(id), list]),
  }),
  addPayment: build.mutation<Invoice, AddPaymentInput>({
    queryFn: (input) => fromClient(api.invoice.addPayment(input).then((a) => a.invoice)),
    invalidatesTags: onSuccess(({ id }) => [one(id), list]),
  }),
  sendInvoice: build.mutation<Invoice, SendInvoiceInput>({
    queryFn: (input) => fromClient(api.invoice.send(input).then((a) => a.invoice)),
    invalidatesTags: onSuccess(({ id }) => [one(id), list]),
  }),
  removeInvoice: build.mutation<{ id: number }, { id: number }>({
    queryFn: ({ id }) => fromClient(api.invoice.remove({ id })),
    invalidatesTags: onSuccess(() => [list]),
  }),
  /** All of them in one call, or none (an unknown id is named in the refusal). */
  removeInvoices: build.mutation<RemovedInvoices, RemoveInvoicesInput>({
    queryFn: (input) => fromClient(api.invoice.removeMany(input)),
    invalidatesTags: onSuccess(({ ids }) => [list, ...ids.map(one)]),
  }),
}));

export const {
  useListInvoicesQuery,
  useNewestInvoiceIdQuery,
  useGetInvoiceQuery,
  useLazyGetInvoiceQuery,
  useClientsQuery,
  useAddClientMutation,
  useAddInvoiceMutation,
  useEditInvoiceMutation,
  useAddPaymentMutation,
  useSendInvoiceMutation,
  useRemoveInvoiceMutation,
  useRemoveInvoicesMutation,
} = invoiceApi;
