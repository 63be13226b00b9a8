// What a payment card's fields must hold, checked before anything is sent.
import { cardExpiryPattern, expiryInFuture, passesLuhn } from '@tessera/api-client';

/** The digits of a typed card number ("4242 4242…" → "42424242…"). */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** A card number: 13 to 19 digits (spaces or dashes between them allowed) with a valid checksum. */
export function isCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits);
}

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
