import type { User } from '@tessera/api-client';
import {
  addRequested,
  defaultListParams,
  deleteRequested,
  detailsSucceeded,
  fetchAllRequested,
  fetchAllSucceeded,
  fetchFailed,
  fetchRequested,
  fetchSucceeded,
  initialUsersState,
  mutationFailed,
  mutationSucceeded,
  suspendRequested,
  updateRequested,
  userFailed,
  userRequested,
  userSucceeded,
  usersSlice,
  type UsersState,
} from './slice';

const reduce = usersSlice.reducer;

const user = (id: number, patch: Partial<User> = {}): User => ({
  id,
  fullName: `Person ${id}`,
  username: `person${id}`,
  email: `person${id}@example.com`,
  company: 'Acme',
  contact: '+1 555 0100',
  country: 'Canada',
  role: 'editor',
  currentPlan: 'team',
  status: 'active',
  billing: 'Auto Debit',
  avatar: '',
  ...patch,
});

const newUser = {
  fullName: 'Ada Quill',
  username: 'ada.quill',
  email: 'ada@example.com',
  contact: '+1 555 0199',
  country: 'Peru',
  role: 'author' as const,
  currentPlan: 'basic' as const,
};

describe('users slice', () => {
  it('starts empty, with the default list params (10 a page, by name)', () => {
    const state = reduce(undefined, { type: '@@init' });
    expect(state).toEqual(initialUsersState);
    expect(state.params).toEqual({
      q: '',
      page: 1,
      perPage: 10,
      sortColumn: 'fullName',
      sort: 'asc',
    });
  });

  it('keeps the params of a list request, then its page and total', () => {
    const params = { ...defaultListParams, q: 'ada', role: 'admin' as const, page: 2 };
    const loading = reduce(initialUsersState, fetchRequested(params));
    expect(loading).toMatchObject({ status: 'loading', params });
    const loaded = reduce(loading, fetchSucceeded({ users: [user(1)], total: 11 }));
    expect(loaded).toMatchObject({ status: 'succeeded', data: [user(1)], total: 11 });
  });

  it('records a failed list with the server message, and clears it on the next request', () => {
    const error = { status: 400, message: 'query: role: must be one of "admin"' };
    const failed = reduce(initialUsersState, fetchFailed(error));
    expect(failed).toMatchObject({ status: 'failed', error });
    expect(reduce(failed, fetchRequested(defaultListParams)).error).toBeUndefined();
  });

  it('keeps all-data apart from the page', () => {
    const state = reduce(
      reduce(initialUsersState, fetchAllRequested()),
      fetchAllSucceeded([user(1), user(2)]),
    );
    expect(state).toMatchObject({ allStatus: 'succeeded', allData: [user(1), user(2)], data: [] });
  });

  it('shows no other user while the requested one loads, and says when it is unknown', () => {
    let state: UsersState = reduce(initialUsersState, userRequested(1));
    state = reduce(
      reduce(state, userSucceeded(user(1))),
      detailsSucceeded({
        projects: [],
        activity: [],
        devices: [],
        connections: [],
      }),
    );
    expect(state).toMatchObject({
      selectedUser: user(1),
      selectedStatus: 'succeeded',
      detailsStatus: 'succeeded',
    });

    state = reduce(state, userRequested(2));
    expect(state).toMatchObject({ selectedUser: null, details: null, selectedStatus: 'loading' });
    state = reduce(state, userFailed({ status: 404, message: 'No user with id 2' }));
    expect(state).toMatchObject({
      selectedStatus: 'failed',
      selectedError: { status: 404, message: 'No user with id 2' },
    });
  });

  it('tracks a change from request to success, updating the user on view', () => {
    const viewing = reduce(initialUsersState, userSucceeded(user(3)));
    const action = suspendRequested(3);
    const loading = reduce(viewing, action);
    expect(loading.mutation).toEqual({
      status: 'loading',
      kind: 'suspend',
      requestId: action.meta.requestId,
    });
    const suspended = user(3, { status: 'inactive' });
    const done = reduce(
      loading,
      mutationSucceeded({ requestId: action.meta.requestId, user: suspended }),
    );
    expect(done.mutation.status).toBe('succeeded');
    expect(done.selectedUser).toEqual(suspended);
  });

  it('puts the server message and field errors of a failed change in the state', () => {
    const action = addRequested(newUser);
    const failed = reduce(
      reduce(initialUsersState, action),
      mutationFailed({
        requestId: action.meta.requestId,
        error: {
          status: 409,
          message: 'This email is already in use.',
          fieldErrors: { email: 'This email is already in use.' },
        },
      }),
    );
    expect(failed.mutation).toEqual({
      status: 'failed',
      kind: 'add',
      requestId: action.meta.requestId,
      error: 'This email is already in use.',
      fieldErrors: { email: 'This email is already in use.' },
    });
  });

  it('gives each change its own id, and ignores the answer to a replaced one', () => {
    const first = updateRequested({ id: 1, fullName: 'First' });
    const second = deleteRequested(2);
    expect(first.meta.requestId).not.toBe(second.meta.requestId);
    let state = reduce(reduce(initialUsersState, first), second);
    state = reduce(
      state,
      mutationFailed({ requestId: first.meta.requestId, error: { status: 500, message: 'late' } }),
    );
    expect(state.mutation).toEqual({
      status: 'loading',
      kind: 'delete',
      requestId: second.meta.requestId,
    });
  });

  it('forgets the user on view when they are deleted', () => {
    const viewing = reduce(initialUsersState, userSucceeded(user(4)));
    const action = deleteRequested(4);
    const state = reduce(
      reduce(viewing, action),
      mutationSucceeded({ requestId: action.meta.requestId, removedId: 4 }),
    );
    expect(state.selectedUser).toBeNull();
  });
});
