import { lazyDialog } from '@tessera/ui';

// The send drawer loads when first opened, not with the page that offers it.
export const SendInvoiceDrawer = lazyDialog(
  () =>
    import('./SendInvoiceDrawer').then(({ SendInvoiceDrawer }) => ({ default: SendInvoiceDrawer })),
  (props) => props.invoice !== null,
);
