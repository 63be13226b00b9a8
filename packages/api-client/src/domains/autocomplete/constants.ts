// The autocomplete sample's plain values, for the schema and the screen alike. Zod-free: the
// screen imports them from `@tessera/api-client/autocomplete`.

/** The longest search the call takes. */
export const autocompleteQueryMaxLength = 60;
