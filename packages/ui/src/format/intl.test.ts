import { dateFormat, localDay, numberFormat } from './intl';

describe('numberFormat and dateFormat', () => {
  it('give the same formatter for the same language and options, made once', () => {
    const percent = numberFormat('fr', { style: 'percent' });
    expect(numberFormat('fr', { style: 'percent' })).toBe(percent);
    expect(dateFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      dateFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }),
    );
  });

  it('keep the formatters of other languages and options apart', () => {
    expect(numberFormat('en', { style: 'percent' })).not.toBe(
      numberFormat('fr', { style: 'percent' }),
    );
    expect(numberFormat('en')).not.toBe(numberFormat('en', { style: 'percent' }));
    expect(numberFormat('en').format(1234.5)).toBe('1,234.5');
    expect(numberFormat('fr', { style: 'percent' }).format(0.3)).toBe('30\u00a0%');
    expect(
      dateFormat('fr', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 5)),
    ).toBe('5 mars 2026');
    expect(
      dateFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 5)),
    ).toBe('Mar 5, 2026');
  });
});

describe('localDay', () => {
  it("names the reader's own day, padded, even a minute before midnight", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
