import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOf, parseDay } from '../model/calendarUrl';
import { calendarLocaleOf, calendarLocales } from './fullcalendar';

const plugins = [dayGridPlugin];
const headerToolbar = { start: 'prev', center: 'title', end: 'next' };

interface MiniCalendarProps {
  /** The day the main calendar is on ('YYYY-MM-DD'), or null for today. */
  date: string | null;
  language: string;
  direction: 'ltr' | 'rtl';
  onPick: (day: string) => void;
}

/** A month at a glance: each day is a link (keyboard too) that takes the main calendar there. */
export function MiniCalendar({ date, language, direction, onPick }: MiniCalendarProps) {
  const { t } = useTranslation('calendar');
  const ref = useRef<FullCalendar>(null);

  // Follows the main calendar when it moves to another month.
  useEffect(() => {
    const calendar = ref.current?.getApi();
    const target = date ?? dayOf(new Date());
    if (calendar && dayOf(calendar.getDate()).slice(0, 7) !== target.slice(0, 7)) {
      calendar.gotoDate(target);
    }
  }, [date]);

  return (
    <section className="calendar-mini" aria-label={t('sidebar.miniCalendar')}>
      <FullCalendar
        ref={ref}
        plugins={plugins}
        initialView="dayGridMonth"
        initialDate={date ?? undefined}
        headerToolbar={headerToolbar}
        locales={calendarLocales}
        locale={calendarLocaleOf(language)}
        direction={direction}
        height="auto"
        fixedWeekCount={false}
        showNonCurrentDates={false}
        dayHeaderFormat={{ weekday: 'narrow' }}
        titleFormat={{ year: 'numeric', month: 'short' }}
        navLinks
        navLinkDayClick={(day) => onPick(dayOf(day))}
        dayCellClassNames={(cell) =>
          date && dayOf(cell.date) === dayOf(parseDay(date)) ? ['calendar-mini__picked'] : []
        }
      />
    </section>
  );
}
