import { act, screen, waitFor, within } from '@testing-library/react';
import { api, type CalendarEvent } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, fieldRefused, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { fakeViewport, findLoadFailure, openFeature } from '@tessera/ui/testing';
import { localDay } from '@tessera/ui';
import { calendarFeature } from '../index';

setupFakeServer();
const viewport = fakeViewport();
// The fake server keeps the events in sessionStorage (a reload keeps them): each test starts
// from the seed.
beforeEach(() => {
  sessionStorage.clear();
  return signIn();
});

const today = new Date();
/** Events FullCalendar shows (their titles), in the main calendar. */
const shownTitles = () =>
  Array.from(document.querySelectorAll('.calendar-main .fc-event-title')).map(
    (node) => node.textContent ?? '',
  );
const mainCalendar = () => document.querySelector('.calendar-main .fc') as HTMLElement;

async function eventsThisMonth(calendars?: CalendarEvent['extendedProps']['calendar'][]) {
  const start = new Date(today.getFullYear(), today.getMonth(), 1);
  const end = new Date(today.getFullYear(), today.getMonth() + 1, 1);
  const { events } = await api.calendar.list({
    calendars,
    start: start.toISOString(),
    end: end.toISOString(),
  });
  return events;
}

const openCalendar = (path = '/apps/calendar', language?: string) =>
  openFeature(
    calendarFeature,
    path,
    () => expect(shownTitles().length).toBeGreaterThan(0),
    language ? { language } : undefined,
  );

describe('CalendarPage', () => {
  it('shows this month’s events, in their category’s colours, on the locale’s week', async () => {
    const [first] = await eventsThisMonth();
    await openCalendar();
    expect(screen.getAllByText(first.title).length).toBeGreaterThan(0);
    const event = document.querySelector(
      `.calendar-main .calendar-event--${first.extendedProps.calendar.toLowerCase()}`,
    );
    expect(event).not.toBeNull();
    // English weeks start on Sunday.
    expect(mainCalendar().querySelector('.fc-col-header-cell')).toHaveClass('fc-day-sun');
  });

  it('filters categories off and on through the URL, with View all', async () => {
    const { user, router } = await openCalendar();
    const viewAll = screen.getByRole('checkbox', { name: 'View all' });
    expect(viewAll).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Personal' }));
    await waitFor(() =>
      expect(router.state.location.search).toContain('calendars=Business%2CFamily%2CHoliday%2CETC'),
    );
    expect(viewAll).toBePartiallyChecked();
    await waitFor(() =>
      expect(document.querySelector('.calendar-main .calendar-event--personal')).toBeNull(),
    );

    // View all, partly checked, checks every category; again, none.
    await user.click(viewAll);
    await waitFor(() => expect(router.state.location.search).not.toContain('calendars'));
    expect(viewAll).toBeChecked();
    await user.click(viewAll);
    expect(await screen.findByText(/No calendar is checked/)).toBeInTheDocument();
    await waitFor(() => expect(shownTitles()).toEqual([]));
    expect(router.state.location.search).toContain('calendars=');

    await user.click(screen.getByRole('checkbox', { name: 'Holiday' }));
    await waitFor(() =>
      expect(document.querySelector('.calendar-main .calendar-event--holiday')).not.toBeNull(),
    );
    expect(document.querySelector('.calendar-main .calendar-event--business')).toBeNull();

    await user.click(viewAll);
    await waitFor(() => expect(router.state.location.search).not.toContain('calendars'));
    await waitFor(() =>
      expect(document.querySelector('.calendar-main .calendar-event--personal')).not.toBeNull(),
    );
    expect(screen.queryByText(/No calendar is checked/)).not.toBeInTheDocument();
  });

  it('opens on the view, date and categories of its address', async () => {
    const march = `${today.getFullYear() + 1}-03-10`;
    await openFeature(
      calendarFeature,
      `/apps/calendar?view=listMonth&date=${march}&calendars=Family`,
    );
    await waitFor(() => expect(mainCalendar().querySelector('.fc-list')).not.toBeNull());
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      `March ${today.getFullYear() + 1}`,
    );
    expect(screen.getByRole('checkbox', { name: 'Family' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Personal' })).not.toBeChecked();
  });

  it('switches to the week and list views, and keeps the view in the address', async () => {
    const { user, router } = await openCalendar();
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=timeGridWeek'));
    expect(mainCalendar().querySelector('.fc-timegrid')).not.toBeNull();
    await user.click(screen.getByRole('radio', { name: 'List' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=listMonth'));
    expect(mainCalendar().querySelector('.fc-list')).not.toBeNull();
  });

  it('comes back to the month it opened on with Back, after the toolbar moved it', async () => {
    const { user, router } = await openCalendar();
    const heading = screen.getByRole('heading', { level: 2 });
    const monthOf = (date: Date) => date.toLocaleString('en-US', { month: 'long' });
    expect(heading).toHaveTextContent(monthOf(today));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
    await waitFor(() => expect(heading).toHaveTextContent(monthOf(next)));
    expect(router.state.location.search).toContain('date=');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(heading).toHaveTextContent(monthOf(today)));
    expect(router.state.location.search).toBe('');
  });

  it('moves the main calendar to the day picked in the mini calendar', async () => {
    const { user, router } = await openCalendar();
    const mini = screen.getByRole('region', { name: 'Go to a day' });
    await user.click(within(mini).getByRole('button', { name: /Next month$/ }));
    const next = new Date(today.getFullYear(), today.getMonth() + 1, 15);
    const label = next.toLocaleDateString('en', { dateStyle: 'full' });
    await user.click(await within(mini).findByRole('button', { name: label }));
    await waitFor(() => expect(router.state.location.search).toContain(`date=${localDay(next)}`));
    const monthName = next.toLocaleString('en-US', { month: 'long' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(monthName),
    );
    expect(within(mini).getByRole('button', { name: label })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('adds an event from the sidebar: the title is required, then it shows', async () => {
    const { user } = await openCalendar();
    await user.click(screen.getByRole('button', { name: /Add event$/ }));
    const drawer = await screen.findByRole('dialog', { name: /Add event$/ });
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await within(drawer).findByText('Enter a title.')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('Title'), 'Kick-off with Nora');
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Kick-off with Nora was added.')).toBeInTheDocument();
    await waitFor(() => expect(shownTitles()).toContain('Kick-off with Nora'));
  });

  it('invites guests picked from the users directory, searched as one types', async () => {
    const { users } = await api.users.list({ perPage: 100 });
    const [guest] = users;
    const { user } = await openCalendar();
    await user.click(screen.getByRole('button', { name: /Add event$/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Add event' });
    await user.type(within(drawer).getByLabelText('Title'), 'Guest list');
    await user.type(within(drawer).getByLabelText('Guests'), guest.fullName);
    // The visible entry (antd's listbox for screen readers sits beside it, not clickable).
    await user.click(await screen.findByTitle(guest.fullName));
    expect(within(drawer).getByTitle(guest.fullName)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Guest list was added.')).toBeInTheDocument();
    const saved = (await api.calendar.list()).events.find((event) => event.title === 'Guest list');
    expect(saved?.extendedProps.guests).toEqual([{ id: guest.id, name: guest.fullName }]);
  });

  it('refuses an end before the start, and a URL that is not a web address, before sending', async () => {
    const { user } = await openCalendar();
    await user.click(screen.getByRole('button', { name: /Add event$/ }));
    const drawer = await screen.findByRole('dialog', { name: /Add event$/ });
    await user.type(within(drawer).getByLabelText('Title'), 'Backwards');
    const end = within(drawer).getByLabelText('End');
    await user.clear(end);
    // A day long past: the start proposed is the next full hour, which after 23:00 is midnight
    // of the next day, so that day's 00:00 would not come before it.
    await user.type(end, '2020-01-01T00:00');
    await user.type(within(drawer).getByLabelText('Event URL'), 'javascript:alert(1)');
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await within(drawer).findByText('The end cannot come before the start.')).toBeVisible();
    expect(
      within(drawer).getByText('Use an address that starts with http:// or https://.'),
    ).toBeVisible();
  });

  it('edits an event in the drawer, and deletes it after asking', async () => {
    const [first] = await eventsThisMonth();
    const { user } = await openCalendar();
    await user.click(screen.getAllByText(first.title)[0]);
    const drawer = await screen.findByRole('dialog', { name: 'Update event' });
    expect(within(drawer).getByLabelText('Title')).toHaveValue(first.title);
    await user.clear(within(drawer).getByLabelText('Title'));
    await user.type(within(drawer).getByLabelText('Title'), 'Renamed meeting');
    await user.click(within(drawer).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Renamed meeting was updated.')).toBeInTheDocument();
    await waitFor(() => expect(shownTitles()).toContain('Renamed meeting'));
    const saved = (await api.calendar.list()).events.find((event) => event.id === first.id);
    expect(saved?.title).toBe('Renamed meeting');

    await user.click(screen.getAllByText('Renamed meeting')[0]);
    const again = await screen.findByRole('dialog', { name: 'Update event' });
    await user.click(within(again).getByRole('button', { name: /Delete$/ }));
    const [question] = await screen.findAllByText('Delete Renamed meeting?');
    const confirm = question.closest('.ant-modal') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Renamed meeting was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(shownTitles()).not.toContain('Renamed meeting'));
    const left = (await api.calendar.list()).events.map((event) => event.id);
    expect(left).not.toContain(first.id);
  });

  it('shows a refused field under it, and keeps the drawer open', async () => {
    const { user } = await openCalendar();
    await user.click(screen.getByRole('button', { name: /Add event$/ }));
    const drawer = await screen.findByRole('dialog', { name: /Add event$/ });
    await user.type(within(drawer).getByLabelText('Title'), 'Refused');
    failNext(endpoints.calendar.add, fieldRefused('title', 'is not allowed here'));
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await within(drawer).findByText('is not allowed here')).toBeVisible();
    expect(shownTitles()).not.toContain('Refused');
  });

  it('says when the events could not be loaded, and retry recovers', async () => {
    failNext(endpoints.calendar.list, { status: 500 });
    const { user } = await openFeature(calendarFeature, '/apps/calendar');
    const failure = await findLoadFailure(user, 'The events could not be loaded.');
    expect(shownTitles()).toEqual([]);
    await failure.retry();
    await waitFor(() => expect(shownTitles().length).toBeGreaterThan(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the sidebar in a drawer on phones', async () => {
    viewport.phone();
    const { user } = await openCalendar();
    expect(screen.queryByRole('checkbox', { name: 'View all' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Calendars and filters$/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Calendars' });
    expect(within(drawer).getByRole('checkbox', { name: 'View all' })).toBeChecked();
  });

  it('speaks French, with weeks starting on Monday', async () => {
    await openCalendar('/apps/calendar', 'fr');
    expect(screen.getByRole('button', { name: /Ajouter un événement$/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Tout afficher' })).toBeChecked();
    expect(mainCalendar().querySelector('.fc-col-header-cell')).toHaveClass('fc-day-mon');
  });
});
