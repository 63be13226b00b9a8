// The contract's zod schemas and the endpoint table: all a server implementation (the fake server)
// and the contract tests need at run time. The app imports types only, so zod stays out of its
// first page; the table loads with the first call.
export * from './common';
export * from './domains';
export { endpoints, paths, type Endpoints } from './endpoints';
