import { calendarEventSchema } from '@tessera/api-client/schemas';
import { z } from 'zod';
import { storedValue } from '../../server';
import type { CalendarData } from './model';

/**
 * The calendar's events outlive a page reload, in sessionStorage: gone with the tab, so a new
 * visit starts from events around that day.
 */
export const calendarStorageKey = 'tessera.fakeServer.calendar';

const events = storedValue<CalendarData>(
  calendarStorageKey,
  z.object({ events: z.array(calendarEventSchema), lastId: z.number().int().nonnegative() }),
  'session',
);

/** The events an earlier load of this tab left, or null (none, or unreadable). */
export const loadStoredEvents = (): CalendarData | null => events.load();

export const saveEvents = (data: CalendarData): void => events.save(data);
