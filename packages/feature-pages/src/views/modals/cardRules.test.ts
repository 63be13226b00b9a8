import { isCardNumber } from '@tessera/api-client';
import { expiryProblem, isCvv } from './cardRules';

describe('card rules', () => {
  it.each([
    ['4242 4242 4242 4242', true],
    ['4242-4242-4242-4242', true],
    ['378282246310005', true],
    ['4242 4242 4242 4241', false],
    ['4242', false],
    ['4242 4242 4242 424a', false],
  ])('%s is a card number: %s', (value, expected) => {
    expect(isCardNumber(value)).toBe(expected);
  });

  it('reads the expiry as MM/YY, this month or later', () => {
    const today = new Date(2026, 10, 26);
    expect(expiryProblem('11/26', today)).toBeNull();
    expect(expiryProblem('01 / 30', today)).toBeNull();
    expect(expiryProblem('10/26', today)).toBe('past');
    expect(expiryProblem('13/27', today)).toBe('format');
    expect(expiryProblem('1/27', today)).toBe('format');
  });

  it('wants three digits of security code, four for American Express', () => {
    expect(isCvv('123', '4242424242424242')).toBe(true);
    expect(isCvv('1234', '4242424242424242')).toBe(false);
    expect(isCvv('1234', '378282246310005')).toBe(true);
    expect(isCvv('123', '378282246310005')).toBe(false);
  });
});
