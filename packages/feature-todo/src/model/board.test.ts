import { dueDateText, isOverdue } from './board';

describe('due dates', () => {
  it.each([
    ['en', '2026-08-07', 'Aug 7'],
    ['fr', '2026-08-07', '7 août'],
    ['en', '2026-01-31', 'Jan 31'],
  ])('reads %s %s as %s, the same day wherever the reader is', (language, day, text) => {
    expect(dueDateText(day, language)).toBe(text);
  });

  it.each([
    ['2026-05-09', false],
    ['2026-05-10', false],
    ['2026-05-11', false],
    ['2026-05-08', true],
  ])('%s is overdue on 9 May 2026: %s', (day, overdue) => {
    expect(isOverdue(day, new Date(2026, 4, 9, 23, 30))).toBe(overdue);
  });
});
