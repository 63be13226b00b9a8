import type { CalendarEvent } from '@tessera/api-client';
import { endsBeforeStart, eventOfForm, formValuesOf, switchAllDay } from './eventForm';

const local = (...parts: [number, number, number, number?, number?]) =>
  new Date(parts[0], parts[1], parts[2], parts[3] ?? 0, parts[4] ?? 0);

const event: CalendarEvent = {
  id: 7,
  title: 'Ski trip',
  start: local(2026, 1, 10).toISOString(),
  end: local(2026, 1, 13).toISOString(),
  allDay: true,
  url: '',
  extendedProps: {
    calendar: 'Holiday',
    guests: [{ id: 3, name: 'Nora Berg' }],
    location: 'Alps',
    description: '',
  },
};

describe('the event form', () => {
  it('shows an all-day event’s last day, and sends the midnight after it', () => {
    const values = formValuesOf({ event });
    expect(values).toMatchObject({
      start: '2026-02-10',
      end: '2026-02-12',
      extendedProps: { guests: [{ value: 3, label: 'Nora Berg' }] },
    });
    expect(eventOfForm(values)).toEqual({
      title: 'Ski trip',
      start: event.start,
      end: event.end,
      allDay: true,
      url: '',
      extendedProps: event.extendedProps,
    });
  });

  it('starts a picked day as that one day, and picked hours as local times', () => {
    const day = formValuesOf({ start: local(2026, 3, 2), end: local(2026, 3, 3), allDay: true });
    expect(day).toMatchObject({ start: '2026-04-02', end: '2026-04-02', allDay: true });
    const hours = formValuesOf({
      start: local(2026, 3, 2, 9, 30),
      end: local(2026, 3, 2, 11),
      allDay: false,
    });
    expect(hours).toMatchObject({ start: '2026-04-02T09:30', end: '2026-04-02T11:00' });
    expect(eventOfForm({ ...hours, title: ' Stand-up ' })).toMatchObject({
      title: 'Stand-up',
      start: local(2026, 3, 2, 9, 30).toISOString(),
      end: local(2026, 3, 2, 11).toISOString(),
    });
  });

  it('keeps the days when all-day is switched', () => {
    expect(switchAllDay('2026-04-02T09:30', '2026-04-03T10:00', true)).toEqual({
      start: '2026-04-02',
      end: '2026-04-03',
    });
    expect(switchAllDay('2026-04-02', '2026-04-02', false)).toEqual({
      start: '2026-04-02T09:00',
      end: '2026-04-02T10:00',
    });
  });

  it('tells an end before its start', () => {
    expect(endsBeforeStart('2026-04-02T09:30', '2026-04-02T09:00')).toBe(true);
    expect(endsBeforeStart('2026-04-02T09:30', '2026-04-02T09:30')).toBe(false);
    expect(endsBeforeStart('2026-04-02', '2026-04-01')).toBe(true);
    expect(endsBeforeStart('', '2026-04-01')).toBe(false);
  });
});
