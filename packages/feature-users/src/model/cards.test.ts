import { isCardNumber } from '@tessera/api-client';
import { cardBrand, isValidCvc, isValidExpiry, sampleCards } from './cards';

describe('payment card rules', () => {
  it('accepts numbers that pass the Luhn check, with spaces or dashes', () => {
    expect(isCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumber('5555-5555-5555-4444')).toBe(true);
    expect(isCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(isCardNumber('4242')).toBe(false);
    expect(isCardNumber('4242 abcd 4242 4242')).toBe(false);
  });

  it('names the network from the first digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('other');
  });

  it('takes an expiry from this month on, as MM/YY', () => {
    const today = new Date(2026, 10, 22);
    expect(isValidExpiry('11/26', today)).toBe(true);
    expect(isValidExpiry('10/26', today)).toBe(false);
    expect(isValidExpiry('01/30', today)).toBe(true);
    expect(isValidExpiry('13/30', today)).toBe(false);
    expect(isValidExpiry('1/30', today)).toBe(false);
  });

  it('takes a 3 or 4 digit security code', () => {
    expect(isValidCvc('123')).toBe(true);
    expect(isValidCvc('1234')).toBe(true);
    expect(isValidCvc('12')).toBe(false);
    expect(isValidCvc('12a')).toBe(false);
  });

  it('gives a user the same sample cards every time, one of them primary', () => {
    expect(sampleCards(7, 'Ada')).toEqual(sampleCards(7, 'Ada'));
    expect(sampleCards(7, 'Ada').filter((card) => card.primary)).toHaveLength(1);
    for (const card of sampleCards(7, 'Ada')) expect(isValidExpiry(card.expiry)).toBe(true);
  });
});
