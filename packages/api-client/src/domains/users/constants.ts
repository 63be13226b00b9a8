// The user directory's plain values, for the schemas and the screens alike (select options,
// filters). Zod-free: screens import them from `@tessera/api-client/users`.

/**
 * The directory's roles in a fresh database. Roles are data: the roles page adds more,
 * and a user may hold any role it lists, by its key.
 */
export const userRoles = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const;
/** Kinds of device a user signed in from, and the services a user can connect (worded on screen). */
export const userDeviceKinds = ['desktop', 'laptop', 'phone', 'tablet'] as const;
export const userServices = [
  'calendar',
  'teamChat',
  'codeHosting',
  'cloudDrive',
  'newsletter',
] as const;
/** A role's key: what a user's `role` holds and the list's role filter names. */
export const roleKeyPattern = /^[a-z][a-z0-9-]{0,39}$/;
export const userStatuses = ['active', 'inactive', 'pending'] as const;
/** What an entry of a user's activity timeline tells; the screens word it in each language. */
export const userActivityKinds = [
  'invoicePaid',
  'meetingBooked',
  'reportShared',
  'taskOverdue',
  'filesUploaded',
  'projectCreated',
] as const;
export const userPlans = ['basic', 'team', 'company', 'enterprise'] as const;
export const userBillings = [
  'Auto Debit',
  'Manual - Credit Card',
  'Manual - Paypal',
  'Manual - Cash',
] as const;
/** The columns a user list can be sorted by. */
export const userSortColumns = [
  'fullName',
  'email',
  'role',
  'currentPlan',
  'status',
  'billing',
  'country',
] as const;
