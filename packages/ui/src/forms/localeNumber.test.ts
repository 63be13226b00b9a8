import { formatLocaleNumber, parseLocaleNumber } from './localeNumber';

describe('parseLocaleNumber', () => {
  it.each([
    ['12,50', 12.5],
    ['1 234,56', 1234.56],
    ['1\u202f234,56', 1234.56],
    ['12,5', 12.5],
    ['-3', -3],
    ['0', 0],
    [',5', 0.5],
    ['12,', 12],
  ])('reads %j in French as %d', (text, expected) => {
    expect(parseLocaleNumber(text, 'fr')).toBe(expected);
  });

  it.each([
    ['12.50', 12.5],
    ['1,234.56', 1234.56],
    ['1,234,567', 1234567],
    ['\u22125', -5],
    [' 42 ', 42],
  ])('reads %j in English as %d', (text, expected) => {
    expect(parseLocaleNumber(text, 'en')).toBe(expected);
  });

  it.each([
    ['1.234,56', 'fr'],
    ['12.50', 'fr'],
    ['12,50', 'en'],
    ['1,23', 'en'],
    ['1 234.56', 'en'],
    ['12a', 'en'],
    ['', 'en'],
    [',', 'fr'],
    ['1e5', 'en'],
    ['--1', 'en'],
  ])('does not guess %j in %s', (text, language) => {
    expect(parseLocaleNumber(text, language)).toBeUndefined();
  });
});

describe('formatLocaleNumber', () => {
  it('writes the language’s signs, with the digits asked for', () => {
    expect(formatLocaleNumber(1234.5, 'fr', 2)).toBe('1\u202f234,50');
    expect(formatLocaleNumber(1234.5, 'en', 2)).toBe('1,234.50');
    expect(formatLocaleNumber(3, 'en')).toBe('3');
  });

  it('reads back what it writes', () => {
    for (const language of ['en', 'fr']) {
      expect(parseLocaleNumber(formatLocaleNumber(-98765.43, language, 2), language)).toBe(
        -98765.43,
      );
    }
  });
});
