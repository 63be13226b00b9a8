import { Card, DatePicker, Form, TimePicker } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Shown } from './Shown';

/** A date or time as antd's pickers give it. */
interface Picked {
  format: (template: string) => string;
}

/** Date, range and time pickers, showing what was picked (its own chunk: the pickers are heavy). */
export default function DatesCard() {
  const { t } = useTranslation('showcase');
  const [dates, setDates] = useState<{ day?: string; from?: string; to?: string; time?: string }>(
    {},
  );
  return (
    <Card title={t('elements.dates.title')}>
      <Form name="dates" layout="vertical">
        <Form.Item name="day" label={t('elements.dates.day')}>
          <DatePicker
            style={{ width: '100%' }}
            onChange={(value: Picked | null) =>
              setDates((current) => ({ ...current, day: value?.format('YYYY-MM-DD') }))
            }
          />
        </Form.Item>
        <Form.Item name="range" label={t('elements.dates.range')}>
          <DatePicker.RangePicker
            style={{ width: '100%' }}
            aria-label={t('elements.dates.range')}
            placeholder={[t('elements.dates.from'), t('elements.dates.to')]}
            onChange={(value: [Picked | null, Picked | null] | null) =>
              setDates((current) => ({
                ...current,
                from: value?.[0]?.format('YYYY-MM-DD'),
                to: value?.[1]?.format('YYYY-MM-DD'),
              }))
            }
          />
        </Form.Item>
        <Form.Item name="time" label={t('elements.dates.time')}>
          <TimePicker
            format="HH:mm"
            style={{ width: '100%' }}
            onChange={(value: Picked | null) =>
              setDates((current) => ({ ...current, time: value?.format('HH:mm') }))
            }
          />
        </Form.Item>
      </Form>
      <Shown label={t('elements.dates.chosen')}>
        {[dates.day, dates.from && dates.to ? `${dates.from} → ${dates.to}` : undefined, dates.time]
          .filter(Boolean)
          .join(' · ') || t('elements.none')}
      </Shown>
    </Card>
  );
}
