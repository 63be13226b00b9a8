import { isDay, readCalendarUrl, shownDay, writeCalendarUrl } from './calendarUrl';

const read = (query: string) => readCalendarUrl(new URLSearchParams(query));

describe('the calendar’s address', () => {
  it('is the month, today and every category when bare', () => {
    expect(read('')).toEqual({
      view: 'dayGridMonth',
      date: null,
      calendars: ['Personal', 'Business', 'Family', 'Holiday', 'ETC'],
    });
    expect(writeCalendarUrl(read('')).toString()).toBe('');
  });

  it('reads and writes the view, the day and the categories, in the contract’s order', () => {
    const state = read('view=timeGridWeek&date=2026-02-28&calendars=Holiday,Personal');
    expect(state).toEqual({
      view: 'timeGridWeek',
      date: '2026-02-28',
      calendars: ['Personal', 'Holiday'],
    });
    expect(writeCalendarUrl(state).toString()).toBe(
      'view=timeGridWeek&date=2026-02-28&calendars=Personal%2CHoliday',
    );
  });

  it('keeps an empty list of categories as none', () => {
    expect(read('calendars=').calendars).toEqual([]);
    expect(writeCalendarUrl(read('calendars=')).toString()).toBe('calendars=');
  });

  it.each([
    ['view=year', { view: 'dayGridMonth' }],
    ['date=2026-02-30', { date: null }],
    ['date=tomorrow', { date: null }],
    ['calendars=Work,Family', { calendars: ['Family'] }],
  ])('falls back to the default for a hand-edited %s', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it('names local days', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-13-01')).toBe(false);
  });

  it('shows the day it names, or today when it names none', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 28, 23, 59) });
    try {
      expect(shownDay('2026-03-14')).toBe('2026-03-14');
      expect(shownDay(null)).toBe('2026-11-28');
    } finally {
      jest.useRealTimers();
    }
  });
});
