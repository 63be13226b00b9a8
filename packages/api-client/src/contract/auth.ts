import type { z } from 'zod';
import { apiErrorFromBody } from '../errors';
import { paths } from '../paths';
import type {
  abilityRuleSchema,
  loginInputSchema,
  loginResponseSchema,
  refreshTokenInputSchema,
  refreshTokenResponseSchema,
  registerInputSchema,
  registerRejectionSchema,
  registerResponseSchema,
  roleSchema,
  userDataSchema,
} from '../schemas/auth';
import { postData } from './request';

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

/** Rejects with ApiError 400 and fieldErrors.email when no account matches. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return postData(paths.auth.login, input);
}

/**
 * The server answers a clash with an existing account with status 200 and an error body;
 * this function turns it into an ApiError (status 200, fieldErrors email and/or username).
 */
export async function register(input: RegisterInput): Promise<RegisterResponse> {
  const body = await postData<RegisterResponse | RegisterRejection>(paths.auth.register, input);
  if ('error' in body) throw apiErrorFromBody(200, body);
  return body;
}

/** The auth interceptor calls this endpoint itself; exposed for completeness and tests. */
export function refreshToken(input: RefreshTokenInput): Promise<RefreshTokenResponse> {
  return postData(paths.auth.refreshToken, input);
}
