import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CalendarCategory, CalendarEvent } from '@tessera/api-client';
import {
  LoadFailedAlert,
  SidePanelApp,
  useErrorMessage,
  useFeedback,
  useLayoutSetting,
} from '@tessera/ui';
import { useListCalendarEventsQuery, useUpdateCalendarEventMutation } from '../api';
import {
  readCalendarUrl,
  shownDay,
  writeCalendarUrl,
  type CalendarUrlState,
} from '../model/calendarUrl';
import type { EventDraft } from '../model/eventForm';
import { CalendarView, type ShownRange } from './CalendarView';
import { EventDrawer } from './lazy';
import { Sidebar } from './Sidebar';
import './calendar.css';

const noEvents: CalendarEvent[] = [];

/** The calendar: the sidebar (a drawer on phones), FullCalendar, and the event drawer. */
export default function CalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  const [direction] = useLayoutSetting('direction');
  const [search, setSearch] = useSearchParams();
  const state = readCalendarUrl(search);
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const [drawer, setDrawer] = useState<{ open: boolean; draft: EventDraft | null }>({
    open: false,
    draft: null,
  });
  const { message } = useFeedback();
  const describe = useErrorMessage();
  const [updateEvent] = useUpdateCalendarEventMutation();

  // No category checked: nothing to ask the server for.
  const query = useListCalendarEventsQuery(
    { calendars: state.calendars, start: range?.start, end: range?.end },
    { skip: range === null || state.calendars.length === 0 },
  );
  const events = state.calendars.length === 0 ? noEvents : (query.data ?? noEvents);

  const go = useCallback(
    (next: Partial<CalendarUrlState>) =>
      setSearch((current) => writeCalendarUrl({ ...readCalendarUrl(current), ...next })),
    [setSearch],
  );

  // The address follows the calendar's moves, each a step Back returns from. An address with no
  // date means today: the calendar opening there changes nothing (and the router would ignore a
  // navigation from FullCalendar's mount, which comes before this page's own).
  const shown = useCallback(
    ({ view, date, start, end }: ShownRange) => {
      setRange((current) =>
        current?.start === start && current.end === end ? current : { start, end },
      );
      const now = readCalendarUrl(search);
      if (now.view !== view || shownDay(now.date) !== date) go({ view, date });
    },
    [go, search],
  );

  const openDrawer = (draft: EventDraft) => setDrawer({ open: true, draft });
  const closeDrawer = useCallback(() => setDrawer((current) => ({ ...current, open: false })), []);

  const addEvent = () => {
    const start = new Date();
    start.setMinutes(0, 0, 0);
    start.setHours(start.getHours() + 1);
    openDrawer({ start, end: new Date(start.getTime() + 60 * 60 * 1000), allDay: false });
  };

  const move = async (event: CalendarEvent, kind: 'moved' | 'resized', revert: () => void) => {
    try {
      await updateEvent(event).unwrap();
      void message.success(t(`calendar.${kind}`, { title: event.title }));
    } catch (failure) {
      revert();
      void message.error(describe(failure));
    }
  };

  return (
    <SidePanelApp
      className="calendar-app"
      mainClassName="calendar-main"
      // FullCalendar needs the room: below antd's `lg`, the sidebar is a drawer.
      wideFrom={992}
      panelWidth={260}
      panelTitle={t('sidebar.title')}
      labelPanel
      panel={(close) => (
        <Sidebar
          date={state.date}
          calendars={state.calendars}
          language={i18n.language}
          direction={direction}
          onAdd={() => {
            close();
            addEvent();
          }}
          onPickDay={(date) => {
            close();
            go({ date });
          }}
          onCategoriesChange={(calendars: CalendarCategory[]) => go({ calendars })}
        />
      )}
      menu={{ open: t('sidebar.open') }}
      main={{ label: t('calendar.label'), busy: query.isFetching }}
      overlays={<EventDrawer open={drawer.open} draft={drawer.draft} onClose={closeDrawer} />}
    >
      {query.isError && (
        <LoadFailedAlert
          title={t('calendar.failed')}
          message={describe(query.error)}
          onRetry={() => void query.refetch()}
        />
      )}
      {state.calendars.length === 0 && (
        <p className="calendar-main__note" role="status">
          {t('calendar.none')}
        </p>
      )}
      <span className="sr-only" role="status">
        {query.isLoading ? t('calendar.loading') : ''}
      </span>
      <CalendarView
        view={state.view}
        date={state.date}
        events={events}
        categories={state.calendars}
        language={i18n.language}
        direction={direction}
        onShown={shown}
        onPick={(picked) => openDrawer(picked)}
        onOpen={(event) => openDrawer({ event })}
        onMove={(event, kind, revert) => void move(event, kind, revert)}
      />
    </SidePanelApp>
  );
}
