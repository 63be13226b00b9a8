import type { UserPlan } from '@tessera/api-client';
import { moneyFormat } from '@tessera/ui';

/** Our own price list for the directory's plans, in US dollars a month. */
export const planPrices: Record<UserPlan, number> = {
  basic: 0,
  team: 29,
  company: 59,
  enterprise: 99,
};

/** How many features (i18n keys `plans.features.<plan>.<n>`) each plan lists. */
export const planFeatureCount = 3;

/** Length of a billing period, in days. */
export const billingPeriodDays = 30;

/**
 * Days used in the current billing period. The directory keeps no subscription dates, so the
 * demo derives a stable value from the user's id (the same user always shows the same days).
 */
export function daysUsed(userId: number): number {
  return (userId * 7) % billingPeriodDays;
}

export const isPaidPlan = (plan: UserPlan) => plan !== 'basic';

export const formatPrice = (amount: number, language: string) =>
  moneyFormat(language, { whole: true }).format(amount);
