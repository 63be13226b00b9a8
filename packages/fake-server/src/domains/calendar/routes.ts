import type { CalendarEvent, Deleted, EventListResponse, EventResponse } from '@tessera/api-client';
import { calendarDomain } from '@tessera/api-client/schemas';
import { created, findById, notFound, ok, type DomainRoutes } from '../../server';
import { calendarData } from './handle';
import { messages, overlaps } from './model';
import { saveEvents } from './stored-events';

const calendarCalls = calendarDomain.endpoints;

const byStart = (a: CalendarEvent, b: CalendarEvent) =>
  Date.parse(a.start) - Date.parse(b.start) || a.id - b.id;

export const calendarRoutes: DomainRoutes = (route, { db }) => {
  route(calendarCalls.list, async ({ input }) => {
    const { events } = await db.load(calendarData);
    const wanted = new Set<string>(input.calendars);
    const found = events
      .filter((event) => wanted.has(event.extendedProps.calendar))
      .filter((event) => overlaps(event, input.start, input.end))
      .sort(byStart);
    const response: EventListResponse = { events: found };
    return ok(response);
  });

  route(calendarCalls.add, async ({ input }) => {
    const data = await db.load(calendarData);
    data.lastId += 1;
    const event: CalendarEvent = { id: data.lastId, ...input };
    data.events.push(event);
    saveEvents(data);
    const response: EventResponse = { event };
    return created(response);
  });

  route(calendarCalls.update, async ({ input }) => {
    const data = await db.load(calendarData);
    const { id, ...fields } = input;
    const event = findById(data.events, id, messages.notFound);
    Object.assign(event, fields);
    saveEvents(data);
    const response: EventResponse = { event };
    return ok(response);
  });

  route(calendarCalls.remove, async ({ input }) => {
    const data = await db.load(calendarData);
    const index = data.events.findIndex((event) => event.id === input.id);
    if (index < 0) throw notFound(messages.notFound(input.id));
    data.events.splice(index, 1);
    saveEvents(data);
    const response: Deleted = { id: input.id };
    return ok(response);
  });
};
