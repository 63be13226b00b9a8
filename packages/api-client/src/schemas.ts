// The contract's zod schemas and the whole endpoint table: what the contract tests (and an OpenAPI
// document) need. Code that ships imports the named schemas and domains it uses, never
// `endpoints`, which holds every domain: the app loads a domain's calls with its first call, the
// fake server a domain's handlers with theirs.
export * from './common';
export * from './domains';
export { endpoints, type Endpoints } from './endpoints';
