import { z } from 'zod';
import { deletedSchema, idInputSchema, positiveInt } from '../../common';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import {
  calendarCategories,
  eventGuestsMax,
  eventTextMaxLength,
  eventTitleMaxLength,
  eventUrlMaxLength,
} from './constants';

export * from './constants';

// The calendar app: events in categories, shaped as FullCalendar reads them (the category and
// the rest under extendedProps). Listed by category and date range, added, changed, removed.
// Admins only (the fake server's domain table says so).

export const calendarCategorySchema = z.enum(calendarCategories);

/** A moment with its offset, as a browser's `Date#toISOString()` writes it. */
const momentSchema = () => z.iso.datetime({ offset: true, error: 'must be an ISO date-time' });

/** An event's link: none (''), or a web address; anything else (javascript:, data:…) is refused. */
const eventUrlSchema = z
  .string()
  .trim()
  .max(eventUrlMaxLength, { error: `must be at most ${eventUrlMaxLength} characters` })
  .regex(/^(https?:\/\/[^\s/]+\S*)?$/i, { error: 'must be an http:// or https:// address' });

/** Someone invited, picked from the users directory: their id and the name shown. */
export const eventGuestSchema = z.object({
  id: positiveInt(),
  name: z.string().trim().min(1, { error: 'is required' }).max(120),
});

const extendedPropsSchema = z.object({
  calendar: calendarCategorySchema,
  guests: z.array(eventGuestSchema),
  location: z.string(),
  description: z.string(),
});

export const calendarEventSchema = z.object({
  id: positiveInt(),
  title: z.string().min(1),
  /** ISO date-time; an all-day event's start is the first day's local midnight. */
  start: z.iso.datetime({ offset: true }),
  /** ISO date-time, exclusive (an all-day event ends at the midnight after its last day). */
  end: z.iso.datetime({ offset: true }),
  allDay: z.boolean(),
  /** '' or an http(s) address. */
  url: z.string(),
  extendedProps: extendedPropsSchema,
});

export const eventListQuerySchema = z.object({
  /** The categories to show; none given is every one, an empty list is none. */
  calendars: z.array(calendarCategorySchema).default([...calendarCategories]),
  /** Only events that end after this moment… */
  start: momentSchema().optional(),
  /** …and start before this one (a view's visible range). */
  end: momentSchema().optional(),
});

export const eventListResponseSchema = z.object({ events: z.array(calendarEventSchema) });

const eventFields = {
  title: z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .max(eventTitleMaxLength, { error: `must be at most ${eventTitleMaxLength} characters` }),
  start: momentSchema(),
  end: momentSchema(),
  allDay: z.boolean().default(false),
  url: eventUrlSchema.default(''),
  extendedProps: z.object({
    calendar: calendarCategorySchema,
    guests: z
      .array(eventGuestSchema)
      .max(eventGuestsMax, { error: `must be at most ${eventGuestsMax} people` })
      .default([]),
    location: z
      .string()
      .trim()
      .max(eventTitleMaxLength, { error: `must be at most ${eventTitleMaxLength} characters` })
      .default(''),
    description: z
      .string()
      .trim()
      .max(eventTextMaxLength, { error: `must be at most ${eventTextMaxLength} characters` })
      .default(''),
  }),
};

/** The end may equal the start (a moment), never come before it. */
const endNotBeforeStart = <T extends z.ZodType<{ start: string; end: string }>>(schema: T) =>
  schema.refine((event) => Date.parse(event.end) >= Date.parse(event.start), {
    error: 'must not be before the start',
    path: ['end'],
    // Only of otherwise valid dates: a malformed one is the problem to name.
    when: (payload) => payload.issues.length === 0,
  });

/** What a new event is made of. */
export const newEventSchema = endNotBeforeStart(z.object(eventFields));
/** An event's every field, replaced (a move or resize sends the event with its new dates). */
export const updateEventInputSchema = endNotBeforeStart(
  z.object({ id: positiveInt(), ...eventFields }),
);

export const eventResponseSchema = z.object({ event: calendarEventSchema });

export const calendarDomain = defineDomain('calendar', {
  /** The events of the given categories, within a date range when one is given; by start. */
  list: endpoint({
    method: 'get',
    path: '/apps/calendar/events',
    input: eventListQuerySchema,
    output: eventListResponseSchema,
  }),
  /** Creates an event (201) with a new id. */
  add: endpoint({
    method: 'post',
    path: '/apps/calendar/add-event',
    input: newEventSchema,
    output: eventResponseSchema,
  }),
  /** Replaces an event's fields; 404 and nothing changed if the id is unknown. */
  update: endpoint({
    method: 'post',
    path: '/apps/calendar/update-event',
    input: updateEventInputSchema,
    output: eventResponseSchema,
  }),
  /** Removes exactly that event; 404 and nothing removed if the id is unknown. */
  remove: endpoint({
    method: 'delete',
    path: '/apps/calendar/remove-event',
    input: idInputSchema,
    output: deletedSchema,
  }),
});

export type CalendarCategory = z.output<typeof calendarCategorySchema>;
export type CalendarEvent = z.output<typeof calendarEventSchema>;
export type EventGuest = z.output<typeof eventGuestSchema>;
export type EventListQuery = z.input<typeof eventListQuerySchema>;
export type EventListResponse = z.output<typeof eventListResponseSchema>;
export type NewEvent = z.input<typeof newEventSchema>;
export type UpdateEventInput = z.input<typeof updateEventInputSchema>;
export type EventResponse = z.output<typeof eventResponseSchema>;
