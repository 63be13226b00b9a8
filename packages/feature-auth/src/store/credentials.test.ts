import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { getUserData } from '@tessera/api-client';
import { setupFakeServer } from '@tessera/fake-server/testing';
import { authSaga } from './saga';
import { authSlice, loginRequested, registerRequested, type AuthState } from './slice';

setupFakeServer();
beforeEach(() => localStorage.clear());

/** The auth store as the shell runs it, with every dispatched action recorded. */
function recordingStore() {
  const actions: UnknownAction[] = [];
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { auth: authSlice.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: false }).concat(
        () => (next) => (action) => {
          actions.push(action as UnknownAction);
          return next(action);
        },
        sagaMiddleware,
      ),
  });
  sagaMiddleware.run(authSaga);
  const settled = (request: keyof AuthState) =>
    new Promise<void>((resolve) => {
      const check = () => store.getState().auth[request].status !== 'loading' && resolve();
      store.subscribe(check);
      check();
    });
  return { store, actions, settled };
}

describe('credentials in actions', () => {
  it('signs in and registers without any dispatched action holding the password', async () => {
    const { store, actions, settled } = recordingStore();
    store.dispatch(loginRequested({ email: 'admin@demo.com', password: 'admin' }));
    await settled('login');
    expect(store.getState().auth.login.status).toBe('succeeded');
    expect(getUserData()?.email).toBe('admin@demo.com');

    store.dispatch(
      registerRequested({ username: 'newbie', email: 'newbie@demo.com', password: 'S3cret-pass' }),
    );
    await settled('register');
    expect(store.getState().auth.register.status).toBe('succeeded');

    const sent = JSON.stringify(actions);
    expect(sent).not.toMatch(/password/i);
    expect(sent).not.toContain('S3cret-pass');
  });

  it('refuses an action dispatched a second time, its credentials being spent', async () => {
    const { store, settled } = recordingStore();
    const action = loginRequested({ email: 'admin@demo.com', password: 'admin' });
    store.dispatch(action);
    await settled('login');
    store.dispatch(action);
    await settled('login');
    expect(store.getState().auth.login).toEqual({
      status: 'failed',
      error: { status: 400, message: 'The form was already sent.' },
    });
  });
});
