// What a payment card's fields must hold, checked before anything is sent.

/** The digits of a typed card number ("4242 4242…" → "42424242…"). */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** Whether the digits pass the Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number: 13 to 19 digits (spaces or dashes between them allowed) with a valid checksum. */
export function isCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits);
}

/** American Express numbers start with 34 or 37, and their security code has four digits. */
export const isAmex = (value: string) => /^3[47]/.test(cardDigits(value));

export type ExpiryProblem = 'format' | 'past';

/** "MM/YY": a real month, this month or later (`today` for tests). */
export function expiryProblem(value: string, today = new Date()): ExpiryProblem | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return 'format';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'format';
  const year = 2000 + Number(match[2]);
  const thisYear = today.getFullYear();
  const thisMonth = today.getMonth() + 1;
  return year < thisYear || (year === thisYear && month < thisMonth) ? 'past' : null;
}

/** The security code: three digits, four for American Express. */
export const isCvv = (value: string, cardNumber: string) =>
  (isAmex(cardNumber) ? /^\d{4}$/ : /^\d{3}$/).test(value.trim());
