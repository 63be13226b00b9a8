import { endpoint, type EndpointTable } from './endpoint';
import {
  loginInputSchema,
  loginResponseSchema,
  refreshTokenInputSchema,
  refreshTokenResponseSchema,
  registerInputSchema,
  registerRejectionSchema,
  registerResponseSchema,
} from './schemas/auth';
import { autocompleteResponseSchema } from './schemas/autocomplete';
import {
  bookmarksResponseSchema,
  toggleBookmarkInputSchema,
  toggleBookmarkResponseSchema,
} from './schemas/bookmarks';
import { deletedSchema, idInputSchema, messageResponseSchema } from './schemas/common';
import {
  addPermissionInputSchema,
  permissionListQuerySchema,
  permissionListResponseSchema,
  permissionResponseSchema,
  updatePermissionInputSchema,
} from './schemas/permissions';
import {
  addRoleInputSchema,
  roleResponseSchema,
  rolesResponseSchema,
  updateRoleInputSchema,
} from './schemas/roles';
import {
  addPaymentInputSchema,
  clientResponseSchema,
  clientsResponseSchema,
  invoiceDetailResponseSchema,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoiceResponseSchema,
  newClientSchema,
  newInvoiceSchema,
  sendInvoiceInputSchema,
  updateInvoiceInputSchema,
} from './schemas/invoice';
import { mainSearchResponseSchema } from './schemas/search';
import {
  allUsersResponseSchema,
  changeUserPasswordInputSchema,
  newUserSchema,
  updateUserInputSchema,
  userDetailsResponseSchema,
  userListQuerySchema,
  userListResponseSchema,
  userResponseSchema,
  userStatsResponseSchema,
} from './schemas/users';

/**
 * The contract: every call, declared once (SPEC §7). `api.<domain>.<name>` calls it, the fake
 * server answers it (`route(endpoints.users.list, handler)`), and an OpenAPI document can be
 * generated from it: plain zod schemas, no functions.
 */
export const endpoints = {
  auth: {
    /** Rejects with 400 and error.email when no account matches (SPEC §8). */
    login: endpoint({
      method: 'post',
      path: '/jwt/login',
      input: loginInputSchema,
      output: loginResponseSchema,
    }),
    /** A clash with an existing account answers 200 with an error body (SPEC §8). */
    register: endpoint({
      method: 'post',
      path: '/jwt/register',
      input: registerInputSchema,
      output: registerResponseSchema,
      rejection: registerRejectionSchema,
    }),
    /** The auth interceptor sends this itself; listed for the server and for tests. */
    refreshToken: endpoint({
      method: 'post',
      path: '/jwt/refresh-token',
      input: refreshTokenInputSchema,
      output: refreshTokenResponseSchema,
    }),
  },
  search: {
    /** Everything global search can find, grouped into Pages, Files and Contacts. */
    list: endpoint({
      method: 'get',
      path: '/api/main-search/data',
      output: mainSearchResponseSchema,
    }),
  },
  bookmarks: {
    list: endpoint({ method: 'get', path: '/api/bookmarks/data', output: bookmarksResponseSchema }),
    /** Bookmarks the page, or removes its bookmark; answers with the page as it is now. */
    toggle: endpoint({
      method: 'post',
      path: '/api/bookmarks/update',
      input: toggleBookmarkInputSchema,
      output: toggleBookmarkResponseSchema,
    }),
  },
  autocomplete: {
    list: endpoint({
      method: 'get',
      path: '/api/autocomplete/data',
      output: autocompleteResponseSchema,
    }),
  },
  users: {
    /** Every user, unfiltered. */
    all: endpoint({
      method: 'get',
      path: '/api/users/list/all-data',
      output: allUsersResponseSchema,
    }),
    /** One page of users: searched (email, fullName, billing), filtered, sorted. */
    list: endpoint({
      method: 'get',
      path: '/api/users/list/data',
      input: userListQuerySchema,
      output: userListResponseSchema,
    }),
    /** The counts the statistic cards show, over the whole directory. */
    stats: endpoint({ method: 'get', path: '/api/users/stats', output: userStatsResponseSchema }),
    /** One user; 404 if the id is unknown. */
    get: endpoint({
      method: 'get',
      path: '/api/users/user',
      input: idInputSchema,
      output: userResponseSchema,
    }),
    /** The projects, activity, devices and connections the user view shows. */
    details: endpoint({
      method: 'get',
      path: '/api/users/user/details',
      input: idInputSchema,
      output: userDetailsResponseSchema,
    }),
    /** Creates a user (201); email and username must be unused. */
    add: endpoint({
      method: 'post',
      path: '/apps/users/add-user',
      input: newUserSchema,
      output: userResponseSchema,
    }),
    /** Changes the fields given; suspending is `{ id, status: 'inactive' }`. */
    update: endpoint({
      method: 'post',
      path: '/apps/users/update-user',
      input: updateUserInputSchema,
      output: userResponseSchema,
    }),
    changePassword: endpoint({
      method: 'post',
      path: '/apps/users/change-password',
      input: changeUserPasswordInputSchema,
      output: messageResponseSchema,
    }),
    /** Removes exactly that user; 404 and nothing removed if the id is unknown. */
    remove: endpoint({
      method: 'delete',
      path: '/apps/users/delete',
      input: idInputSchema,
      output: deletedSchema,
    }),
  },
  permissions: {
    /** One page of permissions, searched by name and filtered by assigned role. */
    list: endpoint({
      method: 'get',
      path: '/apps/permissions/data',
      input: permissionListQuerySchema,
      output: permissionListResponseSchema,
    }),
    /** Creates a permission assigned to administrator (201); the name must be new. */
    add: endpoint({
      method: 'post',
      path: '/apps/permissions/add-permission',
      input: addPermissionInputSchema,
      output: permissionResponseSchema,
    }),
    /** Renames a permission (201, SPEC §7); 404 if the id is unknown. */
    update: endpoint({
      method: 'post',
      path: '/apps/permissions/update-permission',
      input: updatePermissionInputSchema,
      output: permissionResponseSchema,
    }),
    remove: endpoint({
      method: 'delete',
      path: '/apps/permissions/delete',
      input: idInputSchema,
      output: deletedSchema,
    }),
  },
  roles: {
    /** Every role with its permission matrix, user count and a few of its users. */
    list: endpoint({ method: 'get', path: '/apps/roles/data', output: rolesResponseSchema }),
    /** Creates a role (201); the name must be new. */
    add: endpoint({
      method: 'post',
      path: '/apps/roles/add-role',
      input: addRoleInputSchema,
      output: roleResponseSchema,
    }),
    /** Renames a role and replaces its matrix; 404 if the id is unknown. */
    update: endpoint({
      method: 'post',
      path: '/apps/roles/update-role',
      input: updateRoleInputSchema,
      output: roleResponseSchema,
    }),
  },
  invoice: {
    /** One page of invoices: searched, filtered by status, sorted by any column (SPEC §7). */
    list: endpoint({
      method: 'get',
      path: '/apps/invoice/invoices',
      input: invoiceListQuerySchema,
      output: invoiceListResponseSchema,
    }),
    /** One invoice and where to pay it; 404 if the id is unknown. */
    get: endpoint({
      method: 'get',
      path: '/api/invoice/invoices/{id}',
      input: idInputSchema,
      output: invoiceDetailResponseSchema,
    }),
    /** The customers an invoice can bill (5 at first). */
    clients: endpoint({
      method: 'get',
      path: '/api/invoice/clients',
      output: clientsResponseSchema,
    }),
    /** Adds a customer (201), who can be billed at once. */
    addClient: endpoint({
      method: 'post',
      path: '/api/invoice/clients',
      input: newClientSchema,
      output: clientResponseSchema,
    }),
    /** Creates a draft invoice (201) with the next id; the server works out every total. */
    add: endpoint({
      method: 'post',
      path: '/apps/invoice/add',
      input: newInvoiceSchema,
      output: invoiceResponseSchema,
    }),
    /** Replaces an invoice's fields and works its totals out again; 404 if the id is unknown. */
    edit: endpoint({
      method: 'post',
      path: '/apps/invoice/edit',
      input: updateInvoiceInputSchema,
      output: invoiceResponseSchema,
    }),
    /** Records a payment of at most the balance; the invoice turns Paid or Partial Payment. */
    addPayment: endpoint({
      method: 'post',
      path: '/apps/invoice/add-payment',
      input: addPaymentInputSchema,
      output: invoiceResponseSchema,
    }),
    /** Sends the invoice by email: a draft becomes Sent. */
    send: endpoint({
      method: 'post',
      path: '/apps/invoice/send',
      input: sendInvoiceInputSchema,
      output: invoiceResponseSchema,
    }),
    /** Removes exactly that invoice; 404 and nothing removed if the id is unknown. */
    remove: endpoint({
      method: 'delete',
      path: '/apps/invoice/delete',
      input: idInputSchema,
      output: deletedSchema,
    }),
  },
} satisfies EndpointTable;

export type Endpoints = typeof endpoints;

/** Every call's path, grouped like the table (the auth interceptor reads the auth ones). */
export const paths = Object.fromEntries(
  Object.entries(endpoints).map(([domain, calls]) => [
    domain,
    Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, call.path])),
  ]),
) as { [D in keyof Endpoints]: { [N in keyof Endpoints[D]]: string } };
