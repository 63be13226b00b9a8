// The things app's plain values, for the schemas and the screens alike (select options, form
// limits). Zod-free: screens import them from `@tessera/api-client/things`.

export const thingStatuses = ['draft', 'active', 'archived'] as const;
/** The columns the list sorts by. */
export const thingSortColumns = ['name', 'owner', 'status', 'updatedAt'] as const;
export const thingNameMaxLength = 80;
export const thingOwnerMaxLength = 60;
