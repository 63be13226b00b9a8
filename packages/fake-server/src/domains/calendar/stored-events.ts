import { calendarEventSchema } from '@tessera/api-client/schemas';
import { z } from 'zod';
import type { CalendarData } from './model';

/**
 * In a browser the calendar's events outlive a page reload, as a real server's would: the fake
 * server keeps them in sessionStorage (gone with the tab, so a new visit starts from events
 * around that day). Outside a browser (the Node contract tests) they live in memory only.
 */
export const calendarStorageKey = 'tessera.fakeServer.calendar';

const storedSchema = z.object({
  events: z.array(calendarEventSchema),
  lastId: z.number().int().nonnegative(),
});

function browserStorage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

/** The events an earlier load of this tab left, or null (none, or unreadable). */
export function loadStoredEvents(): CalendarData | null {
  const stored = browserStorage()?.getItem(calendarStorageKey);
  if (!stored) return null;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(stored));
    // A hand-edited value must not break the server: start from the seed's events.
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveEvents(data: CalendarData): void {
  browserStorage()?.setItem(calendarStorageKey, JSON.stringify(data));
}
