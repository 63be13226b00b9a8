import { lazyDialog, lazyView } from '@tessera/ui';

// What the invoice pages show only on demand loads then, not with the page: the send drawer
// (when first opened), and a result (an unknown id, a failed load: antd's Result brings its
// illustrations).

export const SendInvoiceDrawer = lazyDialog(
  () =>
    import('./SendInvoiceDrawer').then(({ SendInvoiceDrawer }) => ({ default: SendInvoiceDrawer })),
  (props) => props.invoice !== null,
);

const load = () => import('./InvoiceResults');

export const InvoiceNotFound = lazyView(() =>
  load().then(({ InvoiceNotFound }) => ({ default: InvoiceNotFound })),
);
export const InvoiceLoadFailed = lazyView(() =>
  load().then(({ InvoiceLoadFailed }) => ({ default: InvoiceLoadFailed })),
);
