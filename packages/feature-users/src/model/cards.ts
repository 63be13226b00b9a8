/** A payment card as the Billing tab lists it (kept on screen only: no endpoint stores cards). */
export interface PaymentCard {
  id: string;
  brand: CardBrand;
  holder: string;
  last4: string;
  /** MM/YY */
  expiry: string;
  primary: boolean;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'other';

const digitsOnly = (text: string) => text.replace(/[\s-]/g, '');

/** The card's network, from its first digits. */
export function cardBrand(number: string): CardBrand {
  const digits = digitsOnly(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'other';
}

/** 13 to 19 digits (spaces and dashes allowed) passing the Luhn checksum. */
export function isValidCardNumber(number: string): boolean {
  const digits = digitsOnly(number);
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY, not before the current month. */
export function isValidExpiry(expiry: string, today = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year * 12 + month >= today.getFullYear() * 12 + today.getMonth() + 1;
}

export const isValidCvc = (cvc: string) => /^\d{3,4}$/.test(cvc.trim());

/** Two sample cards for a user, stable for the same id (the demo has no stored cards). */
export function sampleCards(userId: number, holder: string): PaymentCard[] {
  const nextYear = (new Date().getFullYear() + 1 + (userId % 3)) % 100;
  return [
    {
      id: `sample-${userId}-1`,
      brand: 'visa',
      holder,
      last4: String(1000 + ((userId * 7919) % 9000)),
      expiry: `${String((userId % 12) + 1).padStart(2, '0')}/${String(nextYear).padStart(2, '0')}`,
      primary: true,
    },
    {
      id: `sample-${userId}-2`,
      brand: 'mastercard',
      holder,
      last4: String(1000 + ((userId * 104729) % 9000)),
      expiry: `${String(((userId + 5) % 12) + 1).padStart(2, '0')}/${String(nextYear + 1).padStart(2, '0')}`,
      primary: false,
    },
  ];
}

export const lastFour = (number: string) => digitsOnly(number).slice(-4);
