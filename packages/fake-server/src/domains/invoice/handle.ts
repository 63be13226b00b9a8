import { lazyData } from '../../server';
import type { InvoiceData } from './model';

// The domain's data handle, apart from its model: the server names it from the start, and the
// data it loads uses the model's types.

export const invoiceData = lazyData<InvoiceData>('invoice', () => import('./data'));
