import { lazyData } from '../../server';
import type { InvoiceData } from './model';

// The domain's data handle, apart from its model's helpers: the server's domain table
// (src/domains/index.ts) names it from the start; the helpers load with the domain's first call.

export const invoiceData = lazyData<InvoiceData>('invoice', () => import('./data'));
