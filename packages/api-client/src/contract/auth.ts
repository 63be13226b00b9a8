import type { z } from 'zod';
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
