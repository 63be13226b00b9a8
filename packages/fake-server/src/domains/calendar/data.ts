import type { CalendarCategory, CalendarEvent } from '@tessera/api-client';
import { calendarCategories } from '@tessera/api-client/calendar';
import type { SeedContext } from '../../server';
import type { CalendarData } from './model';
import { loadStoredEvents } from './stored-events';

// Sample events of our own, from the seeded generator, placed around today (in the browser's own
// time zone, where the server runs) so the calendar never opens on an empty month.

const titles: Record<CalendarCategory, readonly string[]> = {
  Personal: ['Dentist', 'Yoga class', 'Haircut', 'Piano lesson', 'Run by the river', 'Book club'],
  Business: ['Quarterly review', 'Client call', 'Design sprint', 'Budget sync', 'Team lunch'],
  Family: ['Grandma’s birthday', 'School play', 'Family dinner', 'Zoo trip', 'Parents’ evening'],
  Holiday: ['Long weekend', 'Ski trip', 'Beach days', 'City break', 'Bank holiday'],
  ETC: ['Car service', 'Library returns', 'Plumber visit', 'Recycling day', 'Garden fair'],
};
const places = ['Room 4B', 'Main office', 'Town hall', 'Video call', 'Riverside park', ''];

/** Months before and after the current one that get events. */
const monthsAround = 2;
/** Events per month (times the `scale` option); every category has some. */
export const eventsPerMonth = 14;

const dayMs = 24 * 60 * 60 * 1000;

export function createData({ random, scale }: SeedContext): CalendarData {
  const stored = loadStoredEvents();
  if (stored) return stored;
  const today = new Date();
  const events: CalendarEvent[] = [];
  for (let offset = -monthsAround; offset <= monthsAround; offset++) {
    const year = today.getFullYear();
    const month = today.getMonth() + offset;
    const daysInMonth = new Date(year, month + 1, 0).getDate();
    for (let index = 0; index < eventsPerMonth * scale; index++) {
      // The categories in turn, so each month has every one.
      const calendar = calendarCategories[index % calendarCategories.length];
      const day = random.int(1, daysInMonth);
      const kind = index % 4; // 0: one day, 1: several days, 2–3: a few hours
      const allDay = kind < 2;
      const startDate = allDay
        ? new Date(year, month, day)
        : new Date(year, month, day, random.int(8, 17), random.pick([0, 30]));
      const endDate = allDay
        ? new Date(year, month, day + (kind === 1 ? random.int(2, 4) : 1))
        : new Date(startDate.getTime() + random.int(1, 3) * 60 * 60 * 1000);
      events.push({
        id: events.length + 1,
        title: random.pick(titles[calendar]),
        start: startDate.toISOString(),
        end: endDate.toISOString(),
        allDay,
        url: random.bool(0.2) ? `https://example.com/events/${events.length + 1}` : '',
        extendedProps: {
          calendar,
          guests: [],
          location: random.pick(places),
          description: '',
        },
      });
    }
  }
  events.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id);
  return { events, lastId: events.length };
}

/** How far back and ahead the sample data reaches, from today. */
export const sampleSpanMs = (monthsAround + 1) * 31 * dayMs;
