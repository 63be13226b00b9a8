// The contract's domains, one line each: a domain's module holds its schemas, its calls
// (`defineDomain`), its types and, in constants.ts beside it, its plain values. The endpoint
// table, `api.<domain>.<name>`, the package's types and the schemas entry all follow from this
// list.
export * from './auth';
export * from './search';
export * from './bookmarks';
export * from './autocomplete';
export * from './users';
export * from './permissions';
export * from './roles';
export * from './chat';
export * from './email';
export * from './cards';
export * from './invoice';
export * from './todo';
export * from './ecommerce';
export * from './calendar';
export * from './pages';
export * from './blog';
export * from './datatables';
