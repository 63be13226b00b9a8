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
  users: {
    all: '/api/users/list/all-data',
    list: '/api/users/list/data',
    get: '/api/users/user',
    details: '/api/users/user/details',
    add: '/apps/users/add-user',
    update: '/apps/users/update-user',
    changePassword: '/apps/users/change-password',
    remove: '/apps/users/delete',
  },
  permissions: {
    list: '/apps/permissions/data',
    add: '/apps/permissions/add-permission',
    update: '/apps/permissions/update-permission',
    remove: '/apps/permissions/delete',
  },
  roles: {
    list: '/apps/roles/data',
    add: '/apps/roles/add-role',
    update: '/apps/roles/update-role',
  },
} as const;
