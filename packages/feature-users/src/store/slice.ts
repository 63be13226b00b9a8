import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  NewUser,
  SortDirection,
  UpdateUserInput,
  User,
  UserDetailsResponse,
  UserListResponse,
  UserPlan,
  UserRole,
  UserSortColumn,
  UserStatus,
} from '@tessera/api-client';
import {
  trackedMutationStarted,
  withRequestId,
  type RequestStatus,
  type TrackedMutationState,
} from '@tessera/ui';

/** A serialisable copy of api-client's ApiError (class instances do not belong in the store). */
export interface UsersError {
  status: number;
  message: string;
  fieldErrors?: Record<string, string>;
}

/**
 * What the list asks the server (the contract's query, every key typed): the contract's own
 * input type leaves them `unknown`, as the server also reads them from text.
 */
export interface UserListParams {
  q: string;
  page: number;
  perPage: number;
  sortColumn: UserSortColumn;
  sort: SortDirection;
  /** '' or absent: any. */
  role?: UserRole | '';
  status?: UserStatus | '';
  currentPlan?: UserPlan | '';
}

export type MutationKind = 'add' | 'update' | 'suspend' | 'reactivate' | 'delete';

/** The last change sent (add, edit, suspend, delete): the forms read their outcome here. */
export type MutationState = TrackedMutationState<MutationKind>;

export interface UsersState {
  /** The current page of the list. */
  data: User[];
  /** How many users match the list's params, over all pages. */
  total: number;
  /** The params of the last list request (refetched after every change). */
  params: UserListParams;
  /** Every user, unfiltered: the statistic cards count them. */
  allData: User[];
  /** The list page's request. */
  status: RequestStatus;
  error?: UsersError;
  allStatus: RequestStatus;
  /** The user the view page shows. */
  selectedUser: User | null;
  selectedStatus: RequestStatus;
  selectedError?: UsersError;
  /** Projects, activity, devices and connections of the selected user. */
  details: UserDetailsResponse | null;
  detailsStatus: RequestStatus;
  mutation: MutationState;
}

export interface UsersRootState {
  users: UsersState;
}

/** SPEC §9: 10 a page, sorted by fullName ascending. */
export const defaultListParams: UserListParams = {
  q: '',
  page: 1,
  perPage: 10,
  sortColumn: 'fullName',
  sort: 'asc',
};

export const initialUsersState: UsersState = {
  data: [],
  total: 0,
  params: defaultListParams,
  allData: [],
  status: 'idle',
  allStatus: 'idle',
  selectedUser: null,
  selectedStatus: 'idle',
  details: null,
  detailsStatus: 'idle',
  mutation: { status: 'idle' },
};

const mutationStarted = trackedMutationStarted<MutationKind>;

export interface MutationOutcome {
  requestId: string;
  /** The changed user (add, update, suspend), so the view page shows it at once. */
  user?: User;
  /** The removed user's id (delete). */
  removedId?: number;
}

export interface MutationFailure {
  requestId: string;
  error: UsersError;
}

/** A later change replaces an earlier one's outcome; an older answer must not overwrite it. */
const isCurrent = (state: UsersState, requestId: string) => state.mutation.requestId === requestId;

export const usersSlice = createSlice({
  name: 'users',
  initialState: initialUsersState,
  reducers: {
    fetchRequested: (state, { payload }: PayloadAction<UserListParams>) => {
      state.params = payload;
      state.status = 'loading';
      state.error = undefined;
    },
    fetchSucceeded: (state, { payload }: PayloadAction<UserListResponse>) => {
      state.data = payload.users;
      state.total = payload.total;
      state.status = 'succeeded';
    },
    fetchFailed: (state, { payload }: PayloadAction<UsersError>) => {
      state.status = 'failed';
      state.error = payload;
    },
    fetchAllRequested: (state) => {
      state.allStatus = 'loading';
    },
    fetchAllSucceeded: (state, { payload }: PayloadAction<User[]>) => {
      state.allData = payload;
      state.allStatus = 'succeeded';
    },
    fetchAllFailed: (state) => {
      state.allStatus = 'failed';
    },
    userRequested: (state, { payload }: PayloadAction<number>) => {
      // Another user's data must not show while this one loads.
      if (state.selectedUser?.id !== payload) {
        state.selectedUser = null;
        state.details = null;
      }
      state.selectedStatus = 'loading';
      state.selectedError = undefined;
      state.detailsStatus = 'loading';
    },
    userSucceeded: (state, { payload }: PayloadAction<User>) => {
      state.selectedUser = payload;
      state.selectedStatus = 'succeeded';
    },
    userFailed: (state, { payload }: PayloadAction<UsersError>) => {
      state.selectedUser = null;
      state.selectedStatus = 'failed';
      state.selectedError = payload;
      state.details = null;
      state.detailsStatus = 'failed';
    },
    detailsSucceeded: (state, { payload }: PayloadAction<UserDetailsResponse>) => {
      state.details = payload;
      state.detailsStatus = 'succeeded';
    },
    detailsFailed: (state) => {
      state.detailsStatus = 'failed';
    },
    addRequested: { reducer: mutationStarted('add'), prepare: withRequestId<NewUser> },
    updateRequested: {
      reducer: mutationStarted('update'),
      prepare: withRequestId<UpdateUserInput>,
    },
    /** Suspending sets the status to inactive (the user can no longer sign in). */
    suspendRequested: { reducer: mutationStarted('suspend'), prepare: withRequestId<number> },
    reactivateRequested: {
      reducer: mutationStarted('reactivate'),
      prepare: withRequestId<number>,
    },
    deleteRequested: { reducer: mutationStarted('delete'), prepare: withRequestId<number> },
    mutationSucceeded: (state, { payload }: PayloadAction<MutationOutcome>) => {
      const { user, removedId } = payload;
      if (user && state.selectedUser?.id === user.id) state.selectedUser = user;
      if (removedId !== undefined && state.selectedUser?.id === removedId) {
        state.selectedUser = null;
      }
      if (isCurrent(state, payload.requestId)) state.mutation.status = 'succeeded';
    },
    mutationFailed: (state, { payload }: PayloadAction<MutationFailure>) => {
      if (!isCurrent(state, payload.requestId)) return;
      state.mutation.status = 'failed';
      state.mutation.error = payload.error.message;
      if (payload.error.fieldErrors) state.mutation.fieldErrors = payload.error.fieldErrors;
    },
  },
});

export const {
  fetchRequested,
  fetchSucceeded,
  fetchFailed,
  fetchAllRequested,
  fetchAllSucceeded,
  fetchAllFailed,
  userRequested,
  userSucceeded,
  userFailed,
  detailsSucceeded,
  detailsFailed,
  addRequested,
  updateRequested,
  suspendRequested,
  reactivateRequested,
  deleteRequested,
  mutationSucceeded,
  mutationFailed,
} = usersSlice.actions;

export type MutationAction = ReturnType<
  | typeof addRequested
  | typeof updateRequested
  | typeof suspendRequested
  | typeof reactivateRequested
  | typeof deleteRequested
>;

export const selectUsers = (state: UsersRootState) => state.users;
export const selectMutation = (state: UsersRootState) => state.users.mutation;
