import { cardCvvPattern, cardDigits, expiryInFuture } from '@tessera/api-client';

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

/** The card's network, from its first digits. */
export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'other';
}

/** MM/YY, not before the current month. */
export const isValidExpiry = (expiry: string, today = new Date()) =>
  expiryInFuture(expiry.trim(), today);

export const isValidCvc = (cvc: string) => cardCvvPattern.test(cvc.trim());

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

export const lastFour = (number: string) => cardDigits(number).slice(-4);
