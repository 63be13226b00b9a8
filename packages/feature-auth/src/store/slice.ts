import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { holdCredentials } from './credentials';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** A serialisable copy of api-client's ApiError (class instances do not belong in the store). */
export interface AuthError {
  status: number;
  message: string;
  fieldErrors?: Record<string, string>;
}

export interface RequestState {
  status: RequestStatus;
  error: AuthError | null;
}

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface RegistrationDetails {
  username: string;
  email: string;
  password: string;
}

/** One entry per request the auth flows send; the session itself lives in api-client's storage. */
export interface AuthState {
  login: RequestState;
  register: RequestState;
  logout: RequestState;
}

export type AuthRequest = keyof AuthState;

/** What a login or register action carries: a ticket for the credentials, never the password. */
export interface CredentialsTicket {
  ticket: string;
}

export interface AuthRootState {
  auth: AuthState;
}

const idle: RequestState = { status: 'idle', error: null };

export const initialAuthState: AuthState = { login: idle, register: idle, logout: idle };

const started = (request: AuthRequest) => (state: AuthState) => {
  state[request] = { status: 'loading', error: null };
};
const succeeded = (request: AuthRequest) => (state: AuthState) => {
  state[request] = { status: 'succeeded', error: null };
};
const failed = (request: AuthRequest) => (state: AuthState, action: PayloadAction<AuthError>) => {
  state[request] = { status: 'failed', error: action.payload };
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginRequested: {
      reducer: started('login'),
      prepare: (credentials: LoginCredentials) => ({
        payload: { ticket: holdCredentials(credentials) } satisfies CredentialsTicket,
      }),
    },
    loginSucceeded: succeeded('login'),
    loginFailed: failed('login'),
    registerRequested: {
      reducer: started('register'),
      prepare: (details: RegistrationDetails) => ({
        payload: { ticket: holdCredentials(details) } satisfies CredentialsTicket,
      }),
    },
    registerSucceeded: succeeded('register'),
    registerFailed: failed('register'),
    logoutRequested: started('logout'),
    logoutSucceeded: succeeded('logout'),
  },
});

export const {
  loginRequested,
  loginSucceeded,
  loginFailed,
  registerRequested,
  registerSucceeded,
  registerFailed,
  logoutRequested,
  logoutSucceeded,
} = authSlice.actions;

export const selectAuthRequest = (request: AuthRequest) => (state: AuthRootState) =>
  state.auth[request];
