import { lazyData } from '../../server';
import type { EmailData } from './model';

// The domain's data handle, apart from its model's helpers: the server's domain table
// (src/domains/index.ts) names it from the start; the helpers load with the domain's first call.

export const emailData = lazyData<EmailData>('email', () => import('./data'));

/** How many mails `scale` 1 generates; counts are `round(baseEmailCount × scale)`, never fewer. */
export const baseEmailCount = 36;
