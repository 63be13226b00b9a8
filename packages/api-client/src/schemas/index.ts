// The contract's zod schemas, for the fake server and for tests. The app imports types only,
// so zod stays out of its bundle.
export * from './common';
export * from './auth';
export * from './search';
export * from './bookmarks';
export * from './autocomplete';
// The endpoint table too: with the schemas it is all a server implementation needs at runtime.
export { endpoints, paths, type Endpoints } from '../endpoints';
export * from './users';
export * from './permissions';
export * from './roles';
export * from './cards';
export * from '../contract/constants';
export * from './email';
export * from '../contract/email-constants';
export * from './invoice';
export * from '../contract/invoiceConstants';
export * from '../contract/invoiceTotals';
