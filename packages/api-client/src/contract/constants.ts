// Plain values shared by the schemas (server side) and the screens (select options, form rules).
// Zod-free on purpose: the app imports these at runtime without pulling zod into its bundle.

/**
 * The directory's roles in a fresh database (SPEC §4). Roles are data: the roles page adds more,
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

/** Letters, digits, dots, dashes and underscores, 3 to 30 of them. */
export const usernamePattern = /^[a-z0-9._-]{3,30}$/i;
/** Digits, spaces, dashes, dots and brackets, with an optional leading +; 7 to 20 of them. */
export const contactPattern = /^\+?[\d\s().-]{7,20}$/;
/** Minimum length of a new password set from the user view's Security tab. */
export const userPasswordMinLength = 8;

/** The roles a permission can be assigned to (SPEC §6). */
export const permissionRoles = [
  'administrator',
  'manager',
  'user',
  'support',
  'restricted-user',
] as const;
export const permissionNameMaxLength = 60;

/** The modules a role's permission matrix covers, in display order. */
export const roleModules = [
  'User Management',
  'Content Management',
  'Disputes Management',
  'Database Management',
  'Financial Management',
  'Reporting',
  'API Control',
  'Repository Management',
  'Payroll',
] as const;
export const roleNameMaxLength = 40;

/** The periods the average-sessions card can show (SPEC §9). */
export const sessionPeriods = ['Last 28 Days', 'Last Month', 'Last Year'] as const;
/** The years the revenue report can show (SPEC §9); the first is the default. */
export const revenueReportYears = [2020, 2019, 2018] as const;
/** The ways money moves in the transactions card. */
export const transactionMethods = [
  'wallet',
  'bankTransfer',
  'paypal',
  'mastercard',
  'transfer',
] as const;
/** The browsers the browser-states card lists. */
export const trafficBrowsers = ['chrome', 'safari', 'firefox', 'edge', 'opera'] as const;
/** The devices the sessions-by-device card splits sessions into. */
export const sessionDevices = ['desktop', 'mobile', 'tablet'] as const;
