import type { CalendarCategory, CalendarEvent, EventGuest, NewEvent } from '@tessera/api-client';
import { parseDay } from './calendarUrl';
import { localDay } from '@tessera/ui';

// The drawer's form and the contract speak of dates differently: the form shows local days
// (all-day) or local date-times (native pickers), an all-day event's last day included; the
// contract keeps ISO moments with an exclusive end. These convert one way and the other.

/** The form's values, named as the contract names them (a server error lands on its field). */
export interface EventFormValues {
  title: string;
  allDay: boolean;
  /** 'YYYY-MM-DD' when all-day, else 'YYYY-MM-DDTHH:mm' (local). */
  start: string;
  end: string;
  url: string;
  extendedProps: {
    calendar: CalendarCategory;
    /** As the guest picker holds them. */
    guests: { value: number; label: string }[];
    location: string;
    description: string;
  };
}

/** Where the drawer starts: an event to edit, or the days or hours picked on the calendar. */
export type EventDraft = { event: CalendarEvent } | { start: Date; end: Date; allDay: boolean };

const pad = (value: number) => String(value).padStart(2, '0');
const dayMs = 24 * 60 * 60 * 1000;

/** A local moment as a datetime-local field writes it. */
export const localDateTime = (date: Date) =>
  `${localDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** A form field's value as a moment: a day is its local midnight. */
export function momentOf(value: string): Date {
  if (!value.includes('T')) return parseDay(value);
  const [day, time] = value.split('T');
  const [hours, minutes] = time.split(':').map(Number);
  const date = parseDay(day);
  date.setHours(hours, minutes);
  return date;
}

/** The form's fields for a range: an all-day range shows its last day, not the day after. */
export function rangeFields(start: Date, end: Date, allDay: boolean) {
  if (!allDay) return { start: localDateTime(start), end: localDateTime(end) };
  const lastDay = new Date(Math.max(start.getTime(), end.getTime() - dayMs));
  return { start: localDay(start), end: localDay(lastDay) };
}

/** The field values when switching all-day on or off, keeping the days. */
export function switchAllDay(start: string, end: string, allDay: boolean) {
  if (allDay) return { start: start.slice(0, 10), end: end.slice(0, 10) };
  return { start: `${start.slice(0, 10)}T09:00`, end: `${end.slice(0, 10)}T10:00` };
}

export function formValuesOf(draft: EventDraft): EventFormValues {
  if ('event' in draft) {
    const { event } = draft;
    const { calendar, guests, location, description } = event.extendedProps;
    return {
      title: event.title,
      allDay: event.allDay,
      ...rangeFields(new Date(event.start), new Date(event.end), event.allDay),
      url: event.url,
      extendedProps: {
        calendar,
        guests: guests.map((guest) => ({ value: guest.id, label: guest.name })),
        location,
        description,
      },
    };
  }
  return {
    title: '',
    allDay: draft.allDay,
    ...rangeFields(draft.start, draft.end, draft.allDay),
    url: '',
    extendedProps: { calendar: 'Business', guests: [], location: '', description: '' },
  };
}

/** What the server is sent: an all-day end is the midnight after its last day. */
export function eventOfForm(values: EventFormValues): NewEvent {
  const start = momentOf(values.start);
  const end = momentOf(values.end);
  if (values.allDay) end.setDate(end.getDate() + 1);
  const { calendar, location, description } = values.extendedProps;
  const guests: EventGuest[] = values.extendedProps.guests.map((guest) => ({
    id: guest.value,
    name: guest.label,
  }));
  return {
    title: values.title.trim(),
    start: start.toISOString(),
    end: end.toISOString(),
    allDay: values.allDay,
    url: values.url.trim(),
    extendedProps: {
      calendar,
      guests,
      location: location.trim(),
      description: description.trim(),
    },
  };
}

/** Whether the form's end comes before its start (both filled). */
export function endsBeforeStart(start: string, end: string): boolean {
  if (!start || !end) return false;
  return momentOf(end).getTime() < momentOf(start).getTime();
}
