// Global search's plain values, for the schemas and the screens. Zod-free: screens import them
// from `@tessera/api-client/search`.

/** Search results show at most this many items per group (pages, files, contacts). */
export const searchGroupLimit = 4;
