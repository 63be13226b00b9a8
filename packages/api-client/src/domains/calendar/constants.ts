// The calendar app's plain values, for the schemas and the screens alike (categories, form
// limits). Zod-free: screens import them from `@tessera/api-client/calendar`.

/** Every category an event may be filed under; all of them checked is "View all". */
export const calendarCategories = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const;
export const eventTitleMaxLength = 120;
export const eventTextMaxLength = 2000;
export const eventUrlMaxLength = 2000;
/** How many people one event may invite. */
export const eventGuestsMax = 50;
