// The email app's plain values, for the schemas and the screens alike. Zod-free:
// screens import them from `@tessera/api-client/email`.

/** Where a mail is kept. */
export const emailFolders = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
/** What the list can show: a folder, or the starred view (starred mail not in the trash). */
export const emailViews = [...emailFolders, 'starred'] as const;
/** The labels a mail can carry, any number of them. */
export const emailLabels = ['personal', 'company', 'important', 'private'] as const;
/** The directions `paginate-email` moves in: previous is the mail above in the list. */
export const emailDirections = ['previous', 'next'] as const;
/** The largest page of mails the list answers. */
export const emailMaxPerPage = 100;
/** The list's page size when the caller names none. */
export const emailDefaultPerPage = 50;
