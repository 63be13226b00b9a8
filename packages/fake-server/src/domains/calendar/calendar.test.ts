import { api, clearSession, type CalendarEvent, type NewEvent } from '@tessera/api-client';
import { calendarCategories } from '@tessera/api-client/calendar';
import { eventListResponseSchema, eventResponseSchema } from '@tessera/api-client/schemas';
import { apiErrorOf, client, raw, setupDomainTests, signIn, snapshot } from '../../test/helpers';
import { eventsPerMonth } from './data';
import { calendarData } from './handle';
import { calendarStorageKey } from './stored-events';

const { dataOf, expectRefused, restart } = setupDomainTests((server) =>
  server.db.load(calendarData),
);

const at = (year: number, month: number, day: number, hour = 0) =>
  new Date(year, month, day, hour).toISOString();
const now = new Date();
const thisMonth = { start: at(now.getFullYear(), now.getMonth(), 1) };
const monthEnd = at(now.getFullYear(), now.getMonth() + 1, 1);

const newEvent: NewEvent = {
  title: 'Design review',
  start: at(2026, 10, 12, 10),
  end: at(2026, 10, 12, 11),
  allDay: false,
  url: 'https://example.com/review',
  extendedProps: {
    calendar: 'Business',
    guests: [{ id: 2, name: 'Ada Lovelace' }],
    location: 'Room 4B',
    description: 'Bring the sketches.',
  },
};

const categoriesOf = (events: CalendarEvent[]) =>
  new Set(events.map((event) => event.extendedProps.calendar));

describe('the seeded events', () => {
  it('fill every month around today with every category, some all-day, some over several days', async () => {
    const { events } = await dataOf();
    for (let offset = -2; offset <= 2; offset++) {
      const from = Date.parse(at(now.getFullYear(), now.getMonth() + offset, 1));
      const to = Date.parse(at(now.getFullYear(), now.getMonth() + offset + 1, 1));
      const inMonth = events.filter(
        (event) => Date.parse(event.start) >= from && Date.parse(event.start) < to,
      );
      expect(inMonth.length).toBeGreaterThanOrEqual(10);
      expect(categoriesOf(inMonth)).toEqual(new Set(calendarCategories));
      expect(inMonth.some((event) => event.allDay)).toBe(true);
      expect(inMonth.some((event) => !event.allDay)).toBe(true);
      const dayMs = 24 * 60 * 60 * 1000;
      expect(inMonth.some((event) => Date.parse(event.end) - Date.parse(event.start) > dayMs)).toBe(
        true,
      );
    }
    expect(events).toHaveLength(5 * eventsPerMonth);
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
  });
});

describe('GET /apps/calendar/events', () => {
  it('answers every category by default, by start', async () => {
    const response = await api.calendar.list();
    expect(eventListResponseSchema.parse(response)).toEqual(response);
    const { events } = await dataOf();
    expect(response.events).toHaveLength(events.length);
    const starts = response.events.map((event) => Date.parse(event.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('answers only the categories asked for', async () => {
    const { events } = await dataOf();
    const { events: found } = await api.calendar.list({ calendars: ['Family', 'Holiday'] });
    expect(categoriesOf(found)).toEqual(new Set(['Family', 'Holiday']));
    const expected = events.filter((event) =>
      ['Family', 'Holiday'].includes(event.extendedProps.calendar),
    );
    expect(found).toHaveLength(expected.length);
  });

  it('answers no event for an empty list of categories', async () => {
    await expect(api.calendar.list({ calendars: [] })).resolves.toEqual({ events: [] });
  });

  it('reads one category from a query text too', async () => {
    const response = await raw<{ events: CalendarEvent[] }>(
      'get',
      '/apps/calendar/events?calendars=Personal',
    );
    expect(response.status).toBe(200);
    expect(categoriesOf(response.data.events)).toEqual(new Set(['Personal']));
  });

  it('answers only the events that overlap the date range', async () => {
    const { events } = await dataOf();
    const range = { ...thisMonth, end: monthEnd };
    const { events: found } = await api.calendar.list(range);
    const expected = events.filter(
      (event) =>
        Date.parse(event.end) > Date.parse(range.start) &&
        Date.parse(event.start) < Date.parse(range.end),
    );
    expect(found.map((event) => event.id).sort((a, b) => a - b)).toEqual(
      expected.map((event) => event.id).sort((a, b) => a - b),
    );
    expect(found.length).toBeGreaterThanOrEqual(10);
    expect(found.length).toBeLessThan(events.length);
  });

  it('keeps an event that started before the range and ends within it', async () => {
    const added = (
      await api.calendar.add({
        ...newEvent,
        start: at(2030, 0, 30),
        end: at(2030, 1, 3),
        allDay: true,
      })
    ).event;
    const { events } = await api.calendar.list({ start: at(2030, 1, 1), end: at(2030, 2, 1) });
    expect(events).toEqual([added]);
  });

  it.each([
    [
      { calendars: ['Work'] },
      'calendars.0: must be one of "Personal", "Business", "Family", "Holiday", "ETC"',
    ],
    [{ start: 'yesterday' }, 'start: must be an ISO date-time'],
  ])('answers 400 naming the field for %j', async (params, message) => {
    await expectRefused(() => raw('get', '/apps/calendar/events', { params }), 400, { message });
  });
});

describe('POST /apps/calendar/add-event', () => {
  it('adds the event (201) with a new id, trimmed', async () => {
    const { events } = await dataOf();
    const count = events.length;
    const response = await raw('post', '/apps/calendar/add-event', {
      data: { ...newEvent, title: '  Design review ' },
    });
    expect(response.status).toBe(201);
    const { event } = eventResponseSchema.parse(response.data);
    expect(event).toEqual({ ...newEvent, id: count + 1 });
    expect((await dataOf()).events).toHaveLength(count + 1);
    expect((await api.calendar.list()).events).toContainEqual(event);
  });

  it('fills what may be left out, and never gives an id twice', async () => {
    const { event: first } = await api.calendar.add({
      title: 'Short one',
      start: newEvent.start,
      end: newEvent.start,
      extendedProps: { calendar: 'ETC' },
    });
    expect(first).toMatchObject({
      allDay: false,
      url: '',
      extendedProps: { calendar: 'ETC', guests: [], location: '', description: '' },
    });
    await api.calendar.remove({ id: first.id });
    const { event: second } = await api.calendar.add(newEvent);
    expect(second.id).toBe(first.id + 1);
  });

  it.each([
    [{ ...newEvent, title: '' }, 'title: is required'],
    [{ ...newEvent, title: '   ' }, 'title: is required'],
    [{ ...newEvent, end: at(2026, 10, 12, 9) }, 'end: must not be before the start'],
    [
      { ...newEvent, extendedProps: { ...newEvent.extendedProps, calendar: 'Work' } },
      'extendedProps.calendar: must be one of "Personal", "Business", "Family", "Holiday", "ETC"',
    ],
    [{ ...newEvent, url: 'javascript:alert(1)' }, 'url: must be an http:// or https:// address'],
    [{ ...newEvent, url: 'ftp://example.com' }, 'url: must be an http:// or https:// address'],
    [{ ...newEvent, start: '12/11/2026' }, 'start: must be an ISO date-time'],
  ])('answers 400 naming the field, and adds nothing, for %j', async (data, message) => {
    await expectRefused(() => raw('post', '/apps/calendar/add-event', { data }), 400, {
      message,
    });
  });

  it('answers 400 for a missing title', async () => {
    const { title: _left, ...untitled } = newEvent;
    await expectRefused(() => raw('post', '/apps/calendar/add-event', { data: untitled }), 400, {
      message: 'title: is required',
    });
  });
});

describe('POST /apps/calendar/update-event', () => {
  it('changes the event (200), and only it', async () => {
    const [target, ...rest] = (await dataOf()).events;
    const others = snapshot(rest);
    const moved = { ...newEvent, id: target.id };
    const response = await raw('post', '/apps/calendar/update-event', { data: moved });
    expect(response.status).toBe(200);
    expect(eventResponseSchema.parse(response.data)).toEqual({ event: moved });
    const after = (await dataOf()).events;
    expect(after.find((event) => event.id === target.id)).toEqual(moved);
    expect(after.filter((event) => event.id !== target.id)).toEqual(others);
  });

  it('answers 404 for an unknown id, and changes nothing', async () => {
    await expectRefused(
      () => raw('post', '/apps/calendar/update-event', { data: { ...newEvent, id: 9999 } }),
      404,
      { message: 'No event with id 9999' },
    );
  });

  it.each([
    [{ title: '' }, 'title: is required'],
    [{ end: at(2026, 10, 11) }, 'end: must not be before the start'],
    [{ url: 'data:text/html,hi' }, 'url: must be an http:// or https:// address'],
  ])('answers 400 naming the field, and changes nothing, for %j', async (change, message) => {
    const data = { ...newEvent, id: 1, ...change };
    await expectRefused(() => raw('post', '/apps/calendar/update-event', { data }), 400, {
      message,
    });
  });
});

describe('DELETE /apps/calendar/remove-event', () => {
  it('removes exactly that event', async () => {
    const count = (await dataOf()).events.length;
    await expect(api.calendar.remove({ id: 2 })).resolves.toEqual({ id: 2 });
    const ids = (await dataOf()).events.map((event) => event.id);
    expect(ids).toHaveLength(count - 1);
    expect(ids).not.toContain(2);
  });

  it('answers 404 for an unknown id, and removes nothing (the count stays)', async () => {
    const count = (await dataOf()).events.length;
    await expectRefused(
      () => raw('delete', '/apps/calendar/remove-event', { params: { id: 9999 } }),
      404,
      { message: 'No event with id 9999' },
    );
    expect((await api.calendar.list()).events).toHaveLength(count);
  });

  it('answers 400 for an id that is not one', async () => {
    await expectRefused(
      () => raw('delete', '/apps/calendar/remove-event', { params: { id: 'abc' } }),
      400,
      { message: 'id: must be a positive integer' },
    );
  });
});

describe('who may call', () => {
  it('answers 401 without a session, and changes nothing', async () => {
    clearSession();
    await expectRefused(
      () => raw('delete', '/apps/calendar/remove-event', { params: { id: 1 } }),
      401,
      { message: 'Missing access token' },
    );
  });

  it('answers 403 to a client account, and changes nothing', async () => {
    await signIn(client);
    const before = snapshot(await dataOf());
    const error = await apiErrorOf(api.calendar.add(newEvent));
    expect(error).toMatchObject({ status: 403, message: 'You are not allowed to do this.' });
    expect(await dataOf()).toEqual(before);
  });
});

describe('events in a browser', () => {
  /** A browser's sessionStorage, which Node has not: the server keeps the events there. */
  class MemoryStorage {
    readonly items = new Map<string, string>();
    getItem = (key: string) => this.items.get(key) ?? null;
    setItem = (key: string, value: string) => void this.items.set(key, value);
    removeItem = (key: string) => void this.items.delete(key);
  }
  let storage: MemoryStorage;

  beforeEach(() => {
    storage = new MemoryStorage();
    Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  it('keeps every change across a reload (a new server on the same storage)', async () => {
    const { event: added } = await api.calendar.add(newEvent);
    await api.calendar.update({ ...newEvent, id: 1, title: 'Moved' });
    await api.calendar.remove({ id: 2 });
    const before = (await api.calendar.list()).events;

    restart({});
    await signIn();
    const after = (await api.calendar.list()).events;
    expect(after).toEqual(before);
    expect(after).toContainEqual(added);
    expect(after.find((event) => event.id === 1)?.title).toBe('Moved');
    const { event: next } = await api.calendar.add(newEvent);
    expect(next.id).toBe(added.id + 1);
  });

  it.each(['not json', '{"events":[]}', '{"events":[{"id":1}],"lastId":1}'])(
    'starts from the seed when the stored value is unreadable (%s)',
    async (stored) => {
      storage.setItem(calendarStorageKey, stored);
      expect((await api.calendar.list()).events).toHaveLength(5 * eventsPerMonth);
    },
  );

  it('does not touch the storage for a refused change', async () => {
    await apiErrorOf(api.calendar.remove({ id: 9999 }));
    await apiErrorOf(api.calendar.add({ ...newEvent, title: '' }));
    expect(storage.getItem(calendarStorageKey)).toBeNull();
  });
});
