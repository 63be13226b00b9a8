// What a payment card's fields must hold, checked before anything is sent.
import { cardDigits, cardExpiryPattern, expiryInFuture } from '@tessera/api-client';

/** American Express numbers start with 34 or 37, and their security code has four digits. */
export const isAmex = (value: string) => /^3[47]/.test(cardDigits(value));

export type ExpiryProblem = 'format' | 'past';

/** "MM/YY" (spaces around the slash allowed), this month or later (`today` for tests). */
export function expiryProblem(value: string, today = new Date()): ExpiryProblem | null {
  const expiry = value.trim().replace(/\s*\/\s*/, '/');
  if (!cardExpiryPattern.test(expiry)) return 'format';
  return expiryInFuture(expiry, today) ? null : 'past';
}

/** The security code: three digits, four for American Express. */
export const isCvv = (value: string, cardNumber: string) =>
  (isAmex(cardNumber) ? /^\d{4}$/ : /^\d{3}$/).test(value.trim());
