// Plain values the common schemas share with the screens (form rules). Zod-free: the package's
// index exports them, and the first page loads that index.

/** Letters, digits, dots, dashes and underscores, 3 to 30 of them. */
export const usernamePattern = /^[a-z0-9._-]{3,30}$/i;
/** Digits, spaces, dashes, dots and brackets, with an optional leading +; 7 to 20 of them. */
export const contactPattern = /^\+?[\d\s().-]{7,20}$/;
/** Minimum length of a new password (registering, or set from the user view's Security tab). */
export const userPasswordMinLength = 8;

// A payment card, as the shop's checkout and the card dialogs check it.
/** Card numbers: 12 to 19 digits, spaces allowed between them. */
export const cardNumberPattern = /^(?:\d ?){11,18}\d$/;
/** Expiry as MM/YY. */
export const cardExpiryPattern = /^(0[1-9]|1[0-2])\/\d{2}$/;
export const cardCvvPattern = /^\d{3,4}$/;

/** The Luhn check that every card number passes (catches a mistyped digit). */
export function passesLuhn(cardNumber: string): boolean {
  const digits = cardNumber.replace(/\s/g, '');
  if (!/^\d+$/.test(digits)) return false;
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

/** The digits of a typed card number ("4242 4242…", "4242-4242…" → "42424242…"). */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** A card number as a person types it: 13 to 19 digits (spaces or dashes between them), passing the Luhn check. */
export function isCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits);
}

/** Whether an MM/YY expiry is this month or later (a card is valid to the end of its month). */
export function expiryInFuture(expiry: string, now = new Date()): boolean {
  const match = cardExpiryPattern.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(expiry.slice(3));
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}
