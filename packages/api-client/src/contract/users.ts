import type { z } from 'zod';
import type { deletedSchema, messageResponseSchema } from '../schemas/common';
import type {
  allUsersResponseSchema,
  changeUserPasswordInputSchema,
  newUserSchema,
  updateUserInputSchema,
  userActivitySchema,
  userConnectionSchema,
  userDetailsResponseSchema,
  userDeviceSchema,
  userListQuerySchema,
  userListResponseSchema,
  userProjectSchema,
  userResponseSchema,
  userSchema,
  userStatsResponseSchema,
} from '../schemas/users';

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
export type MessageResponse = z.output<typeof messageResponseSchema>;
export type Deleted = z.output<typeof deletedSchema>;
