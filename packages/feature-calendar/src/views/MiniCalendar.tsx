import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { DayCellContentArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { Button, Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDay } from '@tessera/ui';
import { shownDay } from '../model/calendarUrl';
import { calendarLocaleOf, calendarLocales } from './fullcalendar';

const plugins = [dayGridPlugin];

interface MiniCalendarProps {
  /** The day the main calendar is on ('YYYY-MM-DD'), or null for today. */
  date: string | null;
  language: string;
  direction: 'ltr' | 'rtl';
  onPick: (day: string) => void;
}

/** A month at a glance: each day is a button (keyboard too) that takes the main calendar there. */
export function MiniCalendar({ date, language, direction, onPick }: MiniCalendarProps) {
  const { t } = useTranslation('calendar');
  const ref = useRef<FullCalendar>(null);
  const [title, setTitle] = useState('');
  const [back, forward] =
    direction === 'rtl'
      ? [<RightOutlined />, <LeftOutlined />]
      : [<LeftOutlined />, <RightOutlined />];
  const picked = shownDay(date);
  const dayContent = (cell: DayCellContentArg) => (
    <button
      type="button"
      className="calendar-mini__day"
      aria-label={cell.date.toLocaleDateString(language, { dateStyle: 'full' })}
      aria-pressed={localDay(cell.date) === picked}
      onClick={() => onPick(localDay(cell.date))}
    >
      {cell.date.getDate()}
    </button>
  );

  // Follows the main calendar when it moves to another month.
  useEffect(() => {
    const calendar = ref.current?.getApi();
    if (calendar && localDay(calendar.getDate()).slice(0, 7) !== picked.slice(0, 7)) {
      calendar.gotoDate(picked);
    }
  }, [picked]);

  return (
    <section className="calendar-mini" aria-label={t('sidebar.miniCalendar')}>
      <Flex align="center" justify="space-between" className="calendar-mini__header">
        <Button
          type="text"
          size="small"
          icon={back}
          aria-label={t('toolbar.previousMonth')}
          onClick={() => ref.current?.getApi().prev()}
        />
        <span className="calendar-mini__title" aria-live="polite">
          {title}
        </span>
        <Button
          type="text"
          size="small"
          icon={forward}
          aria-label={t('toolbar.nextMonth')}
          onClick={() => ref.current?.getApi().next()}
        />
      </Flex>
      <FullCalendar
        ref={ref}
        plugins={plugins}
        initialView="dayGridMonth"
        initialDate={date ?? undefined}
        headerToolbar={false}
        locales={calendarLocales}
        locale={calendarLocaleOf(language)}
        direction={direction}
        height="auto"
        fixedWeekCount={false}
        showNonCurrentDates={false}
        dayHeaderFormat={{ weekday: 'narrow' }}
        titleFormat={{ year: 'numeric', month: 'long' }}
        datesSet={(arg) => setTitle(arg.view.title)}
        dayCellContent={dayContent}
      />
    </section>
  );
}
