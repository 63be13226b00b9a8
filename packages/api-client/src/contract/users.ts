import type { z } from 'zod';
import { paths } from '../paths';
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
} from '../schemas/users';
import { deleteData, getData, postData } from './request';

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

/** Every user, unfiltered (the statistic cards count them). */
export function getAllUsers(): Promise<AllUsersResponse> {
  return getData(paths.users.all);
}

/** One page of users: searched (email, fullName, billing), filtered, sorted. */
export function getUsers(query: UserListQuery = {}): Promise<UserListResponse> {
  return getData(paths.users.list, query);
}

/** One user; 404 if the id is unknown. */
export function getUser(id: number): Promise<UserResponse> {
  return getData(paths.users.get, { id });
}

/** The projects, activity, devices and connections the user view shows. */
export function getUserDetails(id: number): Promise<UserDetailsResponse> {
  return getData(paths.users.details, { id });
}

/** Creates a user (201); email and username must be unused. */
export function addUser(user: NewUser): Promise<UserResponse> {
  return postData(paths.users.add, user);
}

/** Changes the fields given; suspending is `{ id, status: 'inactive' }`. */
export function updateUser(input: UpdateUserInput): Promise<UserResponse> {
  return postData(paths.users.update, input);
}

export function changeUserPassword(input: ChangeUserPasswordInput): Promise<MessageResponse> {
  return postData(paths.users.changePassword, input);
}

/** Removes exactly that user; 404 and nothing removed if the id is unknown. */
export function deleteUser(id: number): Promise<Deleted> {
  return deleteData(paths.users.remove, { id });
}
