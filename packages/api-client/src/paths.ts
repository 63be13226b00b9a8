/**
 * Every endpoint's path, grouped by domain. The client functions call these and the fake
 * server's routes answer them, so the two cannot drift apart.
 */
export const paths = {
  auth: {
    login: '/jwt/login',
    register: '/jwt/register',
    refreshToken: '/jwt/refresh-token',
  },
  search: {
    list: '/api/main-search/data',
  },
  bookmarks: {
    list: '/api/bookmarks/data',
    toggle: '/api/bookmarks/update',
  },
  autocomplete: {
    list: '/api/autocomplete/data',
  },
} as const;
