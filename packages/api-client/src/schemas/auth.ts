import { z } from 'zod';
import { emailSchema, newPasswordSchema, positiveInt, usernameSchema } from './common';

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

export const refreshTokenInputSchema = z.object({ refreshToken: tokenSchema });
export const refreshTokenResponseSchema = authSessionSchema;
