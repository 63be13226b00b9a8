import { waitFor } from '@testing-library/react';
import { call, put, select } from 'redux-saga/effects';
import { api, ApiError, type User } from '@tessera/api-client';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { createUsersStore } from '../test/renderUsers';
import { mutationFlow, sendChange, toUsersError } from './saga';
import {
  addRequested,
  deleteRequested,
  defaultListParams,
  fetchAllRequested,
  fetchRequested,
  mutationFailed,
  mutationSucceeded,
  reactivateRequested,
  suspendRequested,
  updateRequested,
  userRequested,
} from './slice';

setupFakeServer();
beforeEach(() => signIn());

type Store = ReturnType<typeof createUsersStore>;

const settled = async (store: Store, part: 'status' | 'allStatus' | 'selectedStatus') => {
  await waitFor(() => expect(['succeeded', 'failed']).toContain(store.getState().users[part]));
  return store.getState().users;
};

const mutationSettled = async (store: Store) => {
  await waitFor(() => expect(store.getState().users.mutation.status).not.toBe('loading'));
  return store.getState().users.mutation;
};

/** After a change, the list and all-data are fetched again: wait for both answers. */
const refetched = async (store: Store) => {
  await waitFor(() => {
    const { status, allStatus } = store.getState().users;
    expect([status, allStatus]).toEqual(['succeeded', 'succeeded']);
  });
  return store.getState().users;
};

const newUser = {
  fullName: 'Ada Quill',
  username: 'ada.quill.new',
  email: 'ada.quill@example.com',
  contact: '+1 (555) 010-2030',
  country: 'Peru',
  role: 'author' as const,
  currentPlan: 'team' as const,
};

describe('users saga against the fake server', () => {
  it('fetches a page of the list with its total, and all the users', async () => {
    const store = createUsersStore();
    const everyone = await api.users.all();
    store.dispatch(fetchRequested(defaultListParams));
    store.dispatch(fetchAllRequested());
    const state = await settled(store, 'status');
    expect(state.data).toHaveLength(10);
    expect(state.total).toBe(everyone.length);
    expect((await settled(store, 'allStatus')).allData).toHaveLength(everyone.length);
    const names = state.data.map((user) => user.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('sends the filters and leaves empty ones out', async () => {
    const store = createUsersStore();
    store.dispatch(fetchRequested({ ...defaultListParams, role: 'admin', status: '', q: '' }));
    const state = await settled(store, 'status');
    expect(state.status).toBe('succeeded');
    expect(state.data.every((user) => user.role === 'admin')).toBe(true);
  });

  it('keeps only the latest list answer', async () => {
    const store = createUsersStore();
    store.dispatch(fetchRequested({ ...defaultListParams, perPage: 25 }));
    store.dispatch(fetchRequested({ ...defaultListParams, perPage: 50 }));
    const state = await settled(store, 'status');
    expect(state.params.perPage).toBe(50);
    expect(state.data.length).toBe(Math.min(50, state.total));
  });

  it('adds a user, then refetches the list and all-data', async () => {
    const store = createUsersStore();
    store.dispatch(fetchRequested({ ...defaultListParams, q: 'ada.quill@' }));
    store.dispatch(fetchAllRequested());
    const before = await refetched(store);
    expect(before.total).toBe(0);

    store.dispatch(addRequested(newUser));
    expect((await mutationSettled(store)).status).toBe('succeeded');
    const after = await refetched(store);
    expect(after.data.map((user) => user.email)).toEqual(['ada.quill@example.com']);
    expect(after.allData).toHaveLength(before.allData.length + 1);
  });

  it('puts a duplicate email on the email field, and adds nothing', async () => {
    const store = createUsersStore();
    const [taken] = await api.users.all();
    store.dispatch(addRequested({ ...newUser, email: taken.email }));
    const mutation = await mutationSettled(store);
    expect(mutation).toMatchObject({
      status: 'failed',
      error: 'This email is already in use.',
      fieldErrors: { email: 'This email is already in use.' },
    });
    expect(await api.users.all()).not.toContainEqual(
      expect.objectContaining({ fullName: 'Ada Quill' }),
    );
  });

  it('puts the server message of a refused input in the state', async () => {
    const store = createUsersStore();
    store.dispatch(addRequested({ ...newUser, contact: 'call me' }));
    const mutation = await mutationSettled(store);
    expect(mutation.status).toBe('failed');
    expect(mutation.error).toContain('contact');
  });

  it('updates, suspends and reactivates the user on view', async () => {
    const store = createUsersStore();
    store.dispatch(userRequested(2));
    await settled(store, 'selectedStatus');

    store.dispatch(updateRequested({ id: 2, fullName: 'Renamed Person' }));
    await mutationSettled(store);
    expect(store.getState().users.selectedUser?.fullName).toBe('Renamed Person');

    store.dispatch(suspendRequested(2));
    await mutationSettled(store);
    expect(store.getState().users.selectedUser?.status).toBe('inactive');
    expect((await api.users.get({ id: 2 })).user.status).toBe('inactive');

    store.dispatch(reactivateRequested(2));
    await mutationSettled(store);
    expect((await api.users.get({ id: 2 })).user.status).toBe('active');
  });

  it('deletes a user, and reports an unknown id without deleting anything', async () => {
    const store = createUsersStore();
    const before = await api.users.all();
    store.dispatch(deleteRequested(before[0].id));
    expect((await mutationSettled(store)).status).toBe('succeeded');
    expect((await refetched(store)).allData).toHaveLength(before.length - 1);

    store.dispatch(deleteRequested(99_999));
    expect(await mutationSettled(store)).toMatchObject({
      status: 'failed',
      error: 'No user with id 99999',
    });
    expect(await api.users.all()).toHaveLength(before.length - 1);
  });

  it('loads a user with their details, and says 404 for an unknown one', async () => {
    const store = createUsersStore();
    store.dispatch(userRequested(1));
    await waitFor(() => expect(store.getState().users.detailsStatus).toBe('succeeded'));
    const state = store.getState().users;
    expect(state.selectedUser?.id).toBe(1);
    expect(state.details?.projects.length).toBeGreaterThan(0);

    store.dispatch(userRequested(99_999));
    const missing = await settled(store, 'selectedStatus');
    expect(missing).toMatchObject({
      selectedStatus: 'failed',
      selectedUser: null,
      selectedError: { status: 404, message: 'No user with id 99999' },
    });
  });
});

describe('mutationFlow, step by step', () => {
  const changed = { id: 3, fullName: 'Three' } as User;

  it('signals success before refetching with the list params in the store', () => {
    const action = updateRequested({ id: 3, fullName: 'Three' });
    const flow = mutationFlow(action);
    expect(flow.next().value).toEqual(call(sendChange, action));
    // The generator's next() takes what each yield receives; TypeScript sees their intersection.
    expect(flow.next({ user: changed } as never).value).toEqual(
      put(mutationSucceeded({ requestId: action.meta.requestId, user: changed })),
    );
    expect(flow.next().value).toEqual(select(expect.any(Function)));
    const params = { ...defaultListParams, page: 3 };
    expect(flow.next(params as never).value).toEqual(put(fetchRequested(params)));
    expect(flow.next().value).toEqual(put(fetchAllRequested()));
    expect(flow.next().done).toBe(true);
  });

  it('stops at the failure, refetching nothing', () => {
    const action = deleteRequested(3);
    const flow = mutationFlow(action);
    flow.next();
    expect(flow.throw(new ApiError(404, 'No user with id 3')).value).toEqual(
      put(
        mutationFailed({
          requestId: action.meta.requestId,
          error: { status: 404, message: 'No user with id 3' },
        }),
      ),
    );
    expect(flow.next().done).toBe(true);
  });

  it('keeps an unexpected error visible', () => {
    expect(toUsersError(new TypeError('boom'))).toEqual({ status: 0, message: 'boom' });
  });
});
