import {
  authSlice,
  initialAuthState,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  logoutSucceeded,
  registerFailed,
  registerRequested,
  registerSucceeded,
  selectAuthRequest,
} from './slice';

const reduce = authSlice.reducer;
const invalid = {
  status: 400,
  message: 'Bad',
  fieldErrors: { email: 'Email or Password is Invalid' },
};

describe('auth slice', () => {
  it('starts idle', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual(initialAuthState);
  });

  it('tracks a login from request to success, clearing an earlier error', () => {
    const failed = reduce(initialAuthState, loginFailed(invalid));
    expect(failed.login).toEqual({ status: 'failed', error: invalid });
    const loading = reduce(failed, loginRequested({ email: 'a@b.c', password: 'secret' }));
    expect(loading.login).toEqual({ status: 'loading', error: null });
    expect(reduce(loading, loginSucceeded()).login).toEqual({ status: 'succeeded', error: null });
  });

  it('keeps each request apart', () => {
    const state = reduce(
      initialAuthState,
      registerRequested({ username: 'ada', email: 'ada@example.com', password: 'secret' }),
    );
    expect(state.register.status).toBe('loading');
    expect(state.login.status).toBe('idle');
    expect(reduce(state, registerFailed(invalid)).register.error).toEqual(invalid);
    expect(reduce(state, registerSucceeded()).register.status).toBe('succeeded');
  });

  it('tracks logout', () => {
    const loading = reduce(initialAuthState, logoutRequested());
    expect(selectAuthRequest('logout')({ auth: loading }).status).toBe('loading');
    expect(reduce(loading, logoutSucceeded()).logout.status).toBe('succeeded');
  });
});
