import type { CalendarCategory } from '@tessera/api-client';
import { calendarCategories } from '@tessera/api-client/calendar';
import { localDay } from '@tessera/ui';

// What the calendar shows, kept in the address: the view, the date it is on and the categories
// checked, so a reload, a shared link or Back shows the same thing. A hand-edited value that
// makes no sense falls back to the default.

export const calendarViews = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth'] as const;
export type CalendarView = (typeof calendarViews)[number];

export interface CalendarUrlState {
  view: CalendarView;
  /** The day the view is on, 'YYYY-MM-DD'; null is today. */
  date: string | null;
  /** The categories checked (in the contract's order). */
  calendars: CalendarCategory[];
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

const isView = (value: string | null): value is CalendarView =>
  calendarViews.includes(value as CalendarView);
const isCategory = (value: string): value is CalendarCategory =>
  calendarCategories.includes(value as CalendarCategory);

/** A 'YYYY-MM-DD' that names a real day. */
export function isDay(value: string | null): value is string {
  if (!value || !datePattern.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day;
}

/** The state an address holds. `calendars` absent is every category; empty is none. */
export function readCalendarUrl(search: URLSearchParams): CalendarUrlState {
  const view = search.get('view');
  const date = search.get('date');
  const listed = search.get('calendars');
  const calendars =
    listed === null
      ? [...calendarCategories]
      : calendarCategories.filter((category) => listed.split(',').includes(category));
  return { view: isView(view) ? view : 'dayGridMonth', date: isDay(date) ? date : null, calendars };
}

/** The address's query for a state; defaults are left out, so the bare path is the default view. */
export function writeCalendarUrl(state: CalendarUrlState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.view !== 'dayGridMonth') search.set('view', state.view);
  if (state.date) search.set('date', state.date);
  const every = calendarCategories.every((category) => state.calendars.includes(category));
  if (!every) search.set('calendars', state.calendars.filter(isCategory).join(','));
  return search;
}

/** The day a state's date stands for: its own, or today when the address names none. */
export function shownDay(date: string | null): string {
  return date ?? localDay(new Date());
}

/** The local midnight a 'YYYY-MM-DD' names. */
export function parseDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}
