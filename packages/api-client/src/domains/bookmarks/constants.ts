// The bookmarks' plain values, for the schemas, the server and the screens. Zod-free: screens
// import them from `@tessera/api-client/bookmarks`.

/** How many pages one account may bookmark. */
export const maxBookmarks = 50;
/** A page's path as the app's routes declare it: '/apps/user/list'. */
export const pageLinkPattern = /^\/[A-Za-z0-9/_-]*$/;
