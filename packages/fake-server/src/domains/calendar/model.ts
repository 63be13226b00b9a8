import type { CalendarEvent } from '@tessera/api-client';

/** What the calendar domain stores. */
export interface CalendarData {
  events: CalendarEvent[];
  /** The highest id ever issued: a deleted id is never given again. */
  lastId: number;
}

export const messages = {
  notFound: (id: number) => `No event with id ${id}`,
};

/** Whether an event shows in [start, end): it ends after the range starts and starts before it ends. */
export function overlaps(event: CalendarEvent, start?: string, end?: string): boolean {
  if (start !== undefined && Date.parse(event.end) <= Date.parse(start)) return false;
  if (end !== undefined && Date.parse(event.start) >= Date.parse(end)) return false;
  return true;
}
