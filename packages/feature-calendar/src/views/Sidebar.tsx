import { PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CalendarCategory } from '@tessera/api-client';
import { calendarCategories } from '@tessera/api-client/calendar';
import { MiniCalendar } from './MiniCalendar';

interface SidebarProps {
  date: string | null;
  calendars: CalendarCategory[];
  language: string;
  direction: 'ltr' | 'rtl';
  onAdd: () => void;
  onPickDay: (day: string) => void;
  onCategoriesChange: (calendars: CalendarCategory[]) => void;
}

/** Add an event, go to a day, and choose the categories shown. */
export function Sidebar({
  date,
  calendars,
  language,
  direction,
  onAdd,
  onPickDay,
  onCategoriesChange,
}: SidebarProps) {
  const { t } = useTranslation('calendar');
  const all = calendars.length === calendarCategories.length;
  const toggle = (category: CalendarCategory, checked: boolean) =>
    onCategoriesChange(
      calendarCategories.filter((one) => (one === category ? checked : calendars.includes(one))),
    );
  return (
    <div className="calendar-sidebar__content">
      <Button type="primary" block icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
        {t('sidebar.add')}
      </Button>
      <MiniCalendar date={date} language={language} direction={direction} onPick={onPickDay} />
      <fieldset className="calendar-filters">
        <legend className="calendar-filters__heading">{t('sidebar.filters')}</legend>
        <Checkbox
          checked={all}
          indeterminate={!all && calendars.length > 0}
          onChange={(change) =>
            onCategoriesChange(change.target.checked ? [...calendarCategories] : [])
          }
        >
          {t('sidebar.viewAll')}
        </Checkbox>
        {calendarCategories.map((category) => (
          <Checkbox
            key={category}
            className={`calendar-check calendar-check--${category.toLowerCase()}`}
            checked={calendars.includes(category)}
            onChange={(change) => toggle(category, change.target.checked)}
          >
            {t(`categories.${category}`)}
          </Checkbox>
        ))}
      </fieldset>
    </div>
  );
}
