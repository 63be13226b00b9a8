import type {
  DatesSetArg,
  DateSelectArg,
  EventChangeArg,
  EventClickArg,
  EventInput,
} from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarCategory, CalendarEvent } from '@tessera/api-client';
import { localDay } from '@tessera/ui';
import { calendarViews, shownDay, type CalendarView as View } from '../model/calendarUrl';
import { calendarLocaleOf, calendarLocales } from './fullcalendar';

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];

/** Where the calendar is: its view, the day it is on and the range it shows. */
export interface ShownRange {
  view: View;
  date: string;
  start: string;
  end: string;
}

export interface CalendarViewProps {
  view: View;
  /** 'YYYY-MM-DD', or null for today. */
  date: string | null;
  events: CalendarEvent[];
  /**
   * The checked categories: only their events show. While another range loads, the last answer
   * stays on screen (no flash of an empty month), but never with a category just unchecked.
   */
  categories: readonly CalendarCategory[];
  language: string;
  direction: 'ltr' | 'rtl';
  onShown: (range: ShownRange) => void;
  /** Days or hours picked (a click on a day, a dragged range): add an event there. */
  onPick: (range: { start: Date; end: Date; allDay: boolean }) => void;
  onOpen: (event: CalendarEvent) => void;
  /** An event dragged or resized: save it, or undo the move with `revert`. */
  onMove: (event: CalendarEvent, kind: 'moved' | 'resized', revert: () => void) => void;
}

/** FullCalendar with the app's four views; events take their category's class (and colours). */
export function CalendarView({
  view,
  date,
  events,
  categories,
  language,
  direction,
  onShown,
  onPick,
  onOpen,
  onMove,
}: CalendarViewProps) {
  const { t } = useTranslation('calendar');
  const ref = useRef<FullCalendar>(null);
  const [title, setTitle] = useState('');
  const byId = useMemo(() => new Map(events.map((event) => [String(event.id), event])), [events]);
  const shownCategories = categories.join(',');
  const input = useMemo<EventInput[]>(
    () =>
      events
        .filter((event) => shownCategories.split(',').includes(event.extendedProps.calendar))
        .map((event) => ({
          id: String(event.id),
          title: event.title,
          start: event.start,
          end: event.end,
          allDay: event.allDay,
          // No `url`: FullCalendar would follow it on click; the drawer shows it instead.
          classNames: [
            'calendar-event',
            `calendar-event--${event.extendedProps.calendar.toLowerCase()}`,
          ],
        })),
    [events, shownCategories],
  );

  // The address moved (Back, a link, the mini calendar): take the calendar there.
  useEffect(() => {
    const calendar = ref.current?.getApi();
    if (!calendar) return;
    const target = shownDay(date);
    if (calendar.view.type !== view) calendar.changeView(view, target);
    else if (localDay(calendar.getDate()) !== target) calendar.gotoDate(target);
  }, [view, date]);

  const datesSet = (arg: DatesSetArg) => {
    setTitle(arg.view.title);
    onShown({
      view: arg.view.type as View,
      date: localDay(arg.view.calendar.getDate()),
      start: arg.start.toISOString(),
      end: arg.end.toISOString(),
    });
  };
  const calendar = () => ref.current?.getApi();
  // The arrows point the way time goes: right to left, "next" points left.
  const [back, forward] =
    direction === 'rtl'
      ? [<RightOutlined />, <LeftOutlined />]
      : [<LeftOutlined />, <RightOutlined />];

  const select = (arg: DateSelectArg) => {
    arg.view.calendar.unselect();
    onPick({ start: arg.start, end: arg.end, allDay: arg.allDay });
  };

  const click = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const event = byId.get(arg.event.id);
    if (event) onOpen(event);
  };

  const change = (kind: 'moved' | 'resized') => (arg: EventChangeArg) => {
    const event = byId.get(arg.event.id);
    const { start, end, allDay } = arg.event;
    if (!event || !start) return arg.revert();
    // FullCalendar leaves `end` empty when it equals the default duration.
    const fallback = allDay ? 24 * 60 * 60 * 1000 : 60 * 60 * 1000;
    const newEnd = end ?? new Date(start.getTime() + fallback);
    onMove(
      { ...event, start: start.toISOString(), end: newEnd.toISOString(), allDay },
      kind,
      arg.revert,
    );
  };

  // Our own toolbar (FullCalendar's draws its arrows as unnamed images): antd's buttons, our words.
  return (
    <>
      <Flex className="calendar-toolbar" gap="small" align="center" justify="space-between" wrap>
        <Flex gap="small" align="center">
          <Button
            icon={back}
            aria-label={t('toolbar.previous')}
            onClick={() => calendar()?.prev()}
          />
          <Button
            icon={forward}
            aria-label={t('toolbar.next')}
            onClick={() => calendar()?.next()}
          />
          <Button onClick={() => calendar()?.today()}>{t('toolbar.today')}</Button>
        </Flex>
        <h2 className="calendar-toolbar__title" aria-live="polite">
          {title}
        </h2>
        <Segmented<View>
          aria-label={t('toolbar.view')}
          value={view}
          options={calendarViews.map((value) => ({ value, label: t(`toolbar.views.${value}`) }))}
          onChange={(next) => calendar()?.changeView(next)}
        />
      </Flex>
      <FullCalendar
        ref={ref}
        plugins={plugins}
        initialView={view}
        initialDate={date ?? undefined}
        headerToolbar={false}
        locales={calendarLocales}
        locale={calendarLocaleOf(language)}
        direction={direction}
        events={input}
        eventDisplay="block"
        eventInteractive
        // Moving and resizing, each turned on by its own option.
        eventStartEditable
        eventDurationEditable
        selectable
        // A fixed grid (FullCalendar's aspect ratio), a day showing what fits and "+2 more": the
        // events arriving never move the page (layout shift).
        dayMaxEvents
        datesSet={datesSet}
        // FullCalendar names a day cell by its number alone, though the cell shows its events too
        // (axe: label-content-name-mismatch): the cell is named by all it shows instead.
        dayCellDidMount={(cell) => cell.el.removeAttribute('aria-labelledby')}
        // "+2 more" opens a popover (aria-expanded) and answers Enter: a button, not a bare anchor.
        moreLinkDidMount={(link) => link.el.setAttribute('role', 'button')}
        select={select}
        eventClick={click}
        eventDrop={change('moved')}
        eventResize={change('resized')}
      />
    </>
  );
}
