import { z } from 'zod';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import {
  userActivityKinds,
  userBillings,
  userDeviceKinds,
  userPlans,
  userServices,
  roleKeyPattern,
  userSortColumns,
  userStatuses,
} from './constants';
import {
  contactPattern,
  deletedSchema,
  emailSchema,
  idInputSchema,
  listQuerySchema,
  messageResponseSchema,
  newPasswordSchema,
  positiveInt,
  usernameSchema,
} from '../../common';

export * from './constants';

// The user directory: the people a back office manages. Not the signed-in account (see the auth
// domain), whose role is admin or client.

/** A role's key (`admin`, or that of a role added on the roles page); the server checks it exists. */
export const userRoleSchema = z.string().regex(roleKeyPattern, { error: 'must be a role key' });
export const userStatusSchema = z.enum(userStatuses);
export const userPlanSchema = z.enum(userPlans);
export const userBillingSchema = z.enum(userBillings);

const requiredText = () => z.string().trim().min(1, { error: 'is required' });

export const userSchema = z.object({
  id: positiveInt(),
  fullName: z.string().min(1),
  username: z.string().min(1),
  email: z.email(),
  company: z.string(),
  contact: z.string(),
  country: z.string(),
  role: userRoleSchema,
  currentPlan: userPlanSchema,
  status: userStatusSchema,
  billing: userBillingSchema,
  /** An image URL, or '' when the user has none (the app shows initials). */
  avatar: z.string(),
});

/** The fields a person fills in, none defaulted: an edit must not reset what it leaves out. */
const userFieldsSchema = z.object({
  fullName: requiredText().max(80),
  username: usernameSchema(),
  email: emailSchema(),
  company: z.string().trim().max(80),
  contact: z.string().trim().regex(contactPattern, { error: 'must be a phone number' }),
  country: requiredText().max(60),
  role: userRoleSchema,
  currentPlan: userPlanSchema,
  status: userStatusSchema,
  billing: userBillingSchema,
});

/** A new user: the server gives the id and the avatar; a few fields have defaults. */
export const newUserSchema = userFieldsSchema.extend({
  company: userFieldsSchema.shape.company.default(''),
  status: userStatusSchema.default('pending'),
  billing: userBillingSchema.default('Auto Debit'),
});

/**
 * An edit sends the id and only the fields that change; suspend is `{ id, status: 'inactive' }`.
 * Built on the undefaulted fields: a `.partial()` of newUserSchema would fill in company '',
 * status 'pending' and billing 'Auto Debit' for every field left out.
 */
export const updateUserInputSchema = userFieldsSchema
  .partial()
  .extend({ id: positiveInt() })
  .refine((input) => Object.keys(input).length > 1, { error: 'nothing to update' });

export const userListQuerySchema = listQuerySchema.extend({
  role: userRoleSchema.optional(),
  status: userStatusSchema.optional(),
  currentPlan: userPlanSchema.optional(),
  sortColumn: z.enum(userSortColumns).default('fullName'),
});

export const userListResponseSchema = z.object({
  users: z.array(userSchema),
  /** How many users match, over all pages. */
  total: z.number().int().nonnegative(),
});
export const allUsersResponseSchema = z.array(userSchema);

const countSchema = z.number().int().nonnegative();
/** What the statistic cards count over the whole directory: everyone, paying, active, pending. */
export const userStatsResponseSchema = z.object({
  total: countSchema,
  paid: countSchema,
  active: countSchema,
  pending: countSchema,
});
export const userResponseSchema = z.object({ user: userSchema });

export const changeUserPasswordInputSchema = z.object({
  id: positiveInt(),
  newPassword: newPasswordSchema(),
});

// What the user view shows around the record (Account, Security and Connections tabs).
export const userProjectSchema = z.object({
  id: positiveInt(),
  name: z.string().min(1),
  technology: z.string().min(1),
  totalTasks: z.number().int().nonnegative(),
  completedTasks: z.number().int().nonnegative(),
  /** 0 to 100. */
  progress: z.number().min(0).max(100),
  /** Time spent, in minutes (the screens word it). */
  minutes: z.number().int().nonnegative(),
});
export const userActivitySchema = z.object({
  id: positiveInt(),
  /** A code, not a sentence: the screens word it in the user's language. */
  kind: z.enum(userActivityKinds),
  /** ISO date-time. */
  time: z.iso.datetime(),
  color: z.enum(['blue', 'green', 'orange', 'red', 'purple']),
});
export const userDeviceSchema = z.object({
  id: positiveInt(),
  /** Product names, shown as they are ("Chrome" on "Windows"). */
  browser: z.string().min(1),
  os: z.string().min(1),
  device: z.enum(userDeviceKinds),
  city: z.string().min(1),
  /** ISO 3166 region code: the screens name the country in the user's language. */
  country: z.string().regex(/^[A-Z]{2}$/),
  /** ISO date-time. */
  lastActive: z.iso.datetime(),
});
export const userConnectionSchema = z.object({
  id: positiveInt(),
  service: z.enum(userServices),
  connected: z.boolean(),
});
export const userDetailsResponseSchema = z.object({
  projects: z.array(userProjectSchema),
  activity: z.array(userActivitySchema),
  devices: z.array(userDeviceSchema),
  connections: z.array(userConnectionSchema),
});

export const usersDomain = defineDomain('users', {
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
});

export type User = z.output<typeof userSchema>;
export type UserRole = User['role'];
export type UserStatus = User['status'];
export type UserPlan = User['currentPlan'];
export type UserBilling = User['billing'];
export type NewUser = z.input<typeof newUserSchema>;
export type UpdateUserInput = z.input<typeof updateUserInputSchema>;
export type UserListQuery = z.input<typeof userListQuerySchema>;
export type UserSortColumn = z.output<typeof userListQuerySchema>['sortColumn'];
export type UserListResponse = z.output<typeof userListResponseSchema>;
export type UserStats = z.output<typeof userStatsResponseSchema>;
export type AllUsersResponse = z.output<typeof allUsersResponseSchema>;
export type UserResponse = z.output<typeof userResponseSchema>;
export type UserProject = z.output<typeof userProjectSchema>;
export type UserActivity = z.output<typeof userActivitySchema>;
export type UserDevice = z.output<typeof userDeviceSchema>;
export type UserConnection = z.output<typeof userConnectionSchema>;
export type UserDetailsResponse = z.output<typeof userDetailsResponseSchema>;
export type ChangeUserPasswordInput = z.input<typeof changeUserPasswordInputSchema>;
