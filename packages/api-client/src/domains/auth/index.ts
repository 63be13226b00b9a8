import { z } from 'zod';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import { emailSchema, newPasswordSchema, positiveInt, usernameSchema } from '../../common';

export const roleSchema = z.enum(['admin', 'client']);

/** One CASL rule, e.g. { action: 'manage', subject: 'all' }. */
export const abilityRuleSchema = z.object({
  action: z.string().min(1),
  subject: z.string().min(1),
});

/** The signed-in user as the client keeps it. Strict: a password must never come along. */
export const userDataSchema = z.strictObject({
  id: positiveInt(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.string(),
  email: z.email(),
  role: roleSchema,
  ability: z.array(abilityRuleSchema),
  extras: z.object({ eCommerceCartItemsCount: z.number().int().nonnegative() }),
});

const tokenSchema = z.string().min(1);

export const tokenPairSchema = z.object({ accessToken: tokenSchema, refreshToken: tokenSchema });

/** What login and refresh answer, and what the client stores. */
export const authSessionSchema = tokenPairSchema.extend({ userData: userDataSchema });

export const loginInputSchema = z.object({
  email: z.email(),
  password: z.string().min(1),
});
export const loginResponseSchema = authSessionSchema;

/** A new account: the same rules as a user added or edited from the directory. */
export const registerInputSchema = z.object({
  username: usernameSchema(),
  email: emailSchema(),
  password: newPasswordSchema(),
});
export const registerResponseSchema = tokenPairSchema.extend({ user: userDataSchema });
/** A clash with an existing account is answered 200 with only the clashing fields. */
export const registerRejectionSchema = z.object({
  error: z
    .object({ email: z.string().optional(), username: z.string().optional() })
    .refine((fields) => fields.email !== undefined || fields.username !== undefined),
});

/**
 * SPEC §8's 400 of signing in, registering and refreshing: `{ error: { email: '…' } }` when no
 * account matches, `{ error: 'Something went wrong' }` when the tokens cannot be signed.
 */
export const authFailureSchema = z.object({
  error: z.union([z.string().min(1), z.record(z.string(), z.string())]),
});

export const refreshTokenInputSchema = z.object({ refreshToken: tokenSchema });
export const refreshTokenResponseSchema = authSessionSchema;

export const authDomain = defineDomain('auth', {
  /** Rejects with 400 and error.email when no account matches. */
  login: endpoint({
    method: 'post',
    path: '/jwt/login',
    input: loginInputSchema,
    output: loginResponseSchema,
    auth: false,
    badRequest: authFailureSchema,
  }),
  /** A clash with an existing account answers 200 with an error body. */
  register: endpoint({
    method: 'post',
    path: '/jwt/register',
    input: registerInputSchema,
    output: registerResponseSchema,
    rejection: registerRejectionSchema,
    auth: false,
    badRequest: authFailureSchema,
  }),
  /** The auth interceptor sends this itself; listed for the server and for tests. */
  refreshToken: endpoint({
    method: 'post',
    path: '/jwt/refresh-token',
    input: refreshTokenInputSchema,
    output: refreshTokenResponseSchema,
    auth: false,
    badRequest: authFailureSchema,
  }),
});

export type Role = z.output<typeof roleSchema>;
export type AbilityRule = z.output<typeof abilityRuleSchema>;
export type UserData = z.output<typeof userDataSchema>;

export type LoginInput = z.input<typeof loginInputSchema>;
export type LoginResponse = z.output<typeof loginResponseSchema>;
export type RegisterInput = z.input<typeof registerInputSchema>;
export type RegisterResponse = z.output<typeof registerResponseSchema>;
export type RegisterRejection = z.output<typeof registerRejectionSchema>;
export type RefreshTokenInput = z.input<typeof refreshTokenInputSchema>;
export type RefreshTokenResponse = z.output<typeof refreshTokenResponseSchema>;
