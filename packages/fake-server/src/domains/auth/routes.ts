import type { LoginResponse, RegisterRejection, RegisterResponse } from '@tessera/api-client';
import { authDomain } from '@tessera/api-client/schemas';
import {
  HttpError,
  initialsAvatar,
  ok,
  unauthorized,
  type DomainRoutes,
  type TokenPair,
  type TokenService,
} from '../../server';
import { authData } from './handle';
import { sameIdentifier, toUserData, type StoredUser } from './model';

const authCalls = authDomain.endpoints;

export const messages = {
  loginMismatch: 'Email or Password is Invalid',
  signingFailed: 'Something went wrong',
  emailInUse: 'This email is already in use.',
  usernameInUse: 'This username is already in use.',
  invalidRefreshToken: 'Invalid refresh token',
};

/** Signing can fail (it is injectable for that reason); the spec answers 400 'Something went wrong'. */
async function issueTokens(tokens: TokenService, userId: number): Promise<TokenPair> {
  try {
    return await tokens.issuePair(userId);
  } catch {
    throw new HttpError(400, { error: messages.signingFailed });
  }
}

export const authRoutes: DomainRoutes = (route, { db, tokens }) => {
  route(
    authCalls.login,
    async ({ input }) => {
      const { users } = await db.load(authData);
      const user = users.find(
        (candidate) =>
          sameIdentifier(candidate.email, input.email) && candidate.password === input.password,
      );
      if (!user) throw new HttpError(400, { error: { email: messages.loginMismatch } });
      const response: LoginResponse = {
        userData: toUserData(user),
        ...(await issueTokens(tokens, user.id)),
      };
      return ok(response);
    },
    { readsOnly: true },
  );

  route(authCalls.register, async ({ input }) => {
    const { users } = await db.load(authData);
    const taken = (field: 'email' | 'username') =>
      users.some((user) => sameIdentifier(user[field], input[field]));
    const error: RegisterRejection['error'] = {
      ...(taken('email') && { email: messages.emailInUse }),
      ...(taken('username') && { username: messages.usernameInUse }),
    };
    // The spec answers a clash with 200 and only the clashing fields.
    if (error.email || error.username) return ok({ error } satisfies RegisterRejection);

    const id = Math.max(0, ...users.map((user) => user.id)) + 1;
    // Tokens first: if signing fails, no account is left behind.
    const pair = await issueTokens(tokens, id);
    const user: StoredUser = {
      id,
      fullName: input.username,
      username: input.username,
      password: input.password,
      avatar: initialsAvatar(input.username, id),
      email: input.email.trim(),
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: 0 },
    };
    users.push(user);
    const response: RegisterResponse = { user: toUserData(user), ...pair };
    return ok(response);
  });

  route(
    authCalls.refreshToken,
    async ({ input }) => {
      const userId = await tokens.verify(input.refreshToken, 'refresh');
      const { users } = await db.load(authData);
      const user = users.find((candidate) => candidate.id === userId);
      if (!user) throw unauthorized(messages.invalidRefreshToken);
      const response: LoginResponse = {
        userData: toUserData(user),
        ...(await issueTokens(tokens, user.id)),
      };
      return ok(response);
    },
    { readsOnly: true },
  );
};
