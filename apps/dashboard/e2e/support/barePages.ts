/**
 * The signed-in pages without the menu around them (`layout: 'blank'`), each with an address
 * that opens one and a text the page then shows: the menu cannot lead a test to them. `src/app/barePages.test.ts` keeps the list
 * complete, so a new app's bare page is opened cold by `navigation.spec.ts` the day it lands.
 */
export const bareSignedInPages: Record<string, { open: string; shows: string }> = {
  '/apps/invoice/print/:id': { open: '/apps/invoice/print/5001', shows: 'Invoice #5001' },
  '/page-layouts/blank': { open: '/page-layouts/blank', shows: 'Blank page' },
};
