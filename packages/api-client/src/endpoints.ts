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
import {
  activeUsersStatisticSchema,
  avgSessionsQuerySchema,
  avgSessionsSchema,
  customersAnalyticsSchema,
  goalOverviewSchema,
  newsletterStatisticSchema,
  ordersBarChartSchema,
  ordersStatisticSchema,
  productOrdersSchema,
  profitLineChartSchema,
  revenueAnalyticsSchema,
  revenueReportQuerySchema,
  revenueReportSchema,
  revenueStatisticSchema,
  salesStatisticSchema,
  sessionsDeviceSchema,
  siteTrafficStatisticSchema,
  subscribersStatisticSchema,
  supportTrackerSchema,
} from './schemas/cards';
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
  emailListQuerySchema,
  emailListResponseSchema,
  emailResponseSchema,
  getEmailInputSchema,
  openedEmailResponseSchema,
  paginateEmailInputSchema,
  saveDraftInputSchema,
  sendEmailInputSchema,
  updatedEmailsResponseSchema,
  updateEmailsInputSchema,
  updateEmailsLabelInputSchema,
} from './schemas/email';
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
  email: {
    /** A folder or the starred view, a label within it and a search; newest first, with the badges. */
    list: endpoint({
      method: 'get',
      path: '/apps/email/emails',
      input: emailListQuerySchema,
      output: emailListResponseSchema,
    }),
    /** Moves, reads or stars mails; any other field, or one unknown id, and nothing changes. */
    update: endpoint({
      method: 'post',
      path: '/apps/email/update-emails',
      input: updateEmailsInputSchema,
      output: updatedEmailsResponseSchema,
    }),
    /** Toggles one label on each mail. */
    updateLabel: endpoint({
      method: 'post',
      path: '/apps/email/update-emails-label',
      input: updateEmailsLabelInputSchema,
      output: updatedEmailsResponseSchema,
    }),
    /** One mail, flagged with whether the list it was opened from has one above and below it. */
    get: endpoint({
      method: 'get',
      path: '/apps/email/get-email',
      input: getEmailInputSchema,
      output: openedEmailResponseSchema,
    }),
    /** The mail above (previous) or below (next) in the same list; 404 past either end. */
    paginate: endpoint({
      method: 'get',
      path: '/apps/email/paginate-email',
      input: paginateEmailInputSchema,
      output: openedEmailResponseSchema,
    }),
    /** Sends a mail (201, kept in Sent); a sent draft leaves Draft. */
    send: endpoint({
      method: 'post',
      path: '/apps/email/send-email',
      input: sendEmailInputSchema,
      output: emailResponseSchema,
    }),
    /** Keeps a draft (201 when new, 200 when an existing draft is rewritten). */
    saveDraft: endpoint({
      method: 'post',
      path: '/apps/email/save-draft',
      input: saveDraftInputSchema,
      output: emailResponseSchema,
    }),
  },
  cards: {
    // The dashboard cards' data (SPEC §7): each answers what its card draws.
    supportTracker: endpoint({
      method: 'get',
      path: '/card/card-analytics/support-tracker',
      output: supportTrackerSchema,
    }),
    /** The period is one of SPEC §9's (default Last 28 Days); any other answers 400. */
    avgSessions: endpoint({
      method: 'get',
      path: '/card/card-analytics/avg-sessions',
      input: avgSessionsQuerySchema,
      output: avgSessionsSchema,
    }),
    /** The year is 2020, 2019 or 2018 (default 2020); any other answers 400. */
    revenueReport: endpoint({
      method: 'get',
      path: '/card/card-analytics/revenue-report',
      input: revenueReportQuerySchema,
      output: revenueReportSchema,
    }),
    goalOverview: endpoint({
      method: 'get',
      path: '/card/card-analytics/goal-overview',
      output: goalOverviewSchema,
    }),
    revenue: endpoint({
      method: 'get',
      path: '/card/card-analytics/revenue',
      output: revenueAnalyticsSchema,
    }),
    productOrders: endpoint({
      method: 'get',
      path: '/card/card-analytics/product-orders',
      output: productOrdersSchema,
    }),
    sessionsDevice: endpoint({
      method: 'get',
      path: '/card/card-analytics/sessions-device',
      output: sessionsDeviceSchema,
    }),
    customers: endpoint({
      method: 'get',
      path: '/card/card-analytics/customers',
      output: customersAnalyticsSchema,
    }),
    ordersBarChart: endpoint({
      method: 'get',
      path: '/card/card-statistics/orders-bar-chart',
      output: ordersBarChartSchema,
    }),
    profitLineChart: endpoint({
      method: 'get',
      path: '/card/card-statistics/profit-line-chart',
      output: profitLineChartSchema,
    }),
    subscribers: endpoint({
      method: 'get',
      path: '/card/card-statistics/subscribers',
      output: subscribersStatisticSchema,
    }),
    revenueStatistic: endpoint({
      method: 'get',
      path: '/card/card-statistics/revenue',
      output: revenueStatisticSchema,
    }),
    sales: endpoint({
      method: 'get',
      path: '/card/card-statistics/sales',
      output: salesStatisticSchema,
    }),
    orders: endpoint({
      method: 'get',
      path: '/card/card-statistics/orders',
      output: ordersStatisticSchema,
    }),
    siteTraffic: endpoint({
      method: 'get',
      path: '/card/card-statistics/site-traffic',
      output: siteTrafficStatisticSchema,
    }),
    activeUsers: endpoint({
      method: 'get',
      path: '/card/card-statistics/active-users',
      output: activeUsersStatisticSchema,
    }),
    newsletter: endpoint({
      method: 'get',
      path: '/card/card-statistics/newsletter',
      output: newsletterStatisticSchema,
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
