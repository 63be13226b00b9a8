// The chat app's plain values, for the schemas and the screens alike. Zod-free: screens import
// them from `@tessera/api-client/chat`.

/** Where a person is: shown as a dot on their avatar. */
export const chatStatuses = ['online', 'away', 'busy', 'offline'] as const;
/** The longest message one can send. */
export const chatMessageMaxLength = 2000;
/** The longest "about" text of a profile. */
export const chatAboutMaxLength = 300;
