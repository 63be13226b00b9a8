import { Select, Spin } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventGuestsMax } from '@tessera/api-client/calendar';
import { useListCalendarGuestsQuery } from '../api';

type Guest = { value: number; label: string };

interface GuestPickerProps {
  id?: string;
  value?: Guest[];
  onChange?: (value: Guest[]) => void;
}

/** Picks people from the users directory, searched on the server as one types. */
export function GuestPicker({ id, value = [], onChange }: GuestPickerProps) {
  const { t } = useTranslation('calendar');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const { data, isFetching, isError } = useListCalendarGuestsQuery({ q, perPage: 20 });
  const options = (data?.users ?? []).map((user) => ({ value: user.id, label: user.fullName }));
  let notFound: React.ReactNode = t('form.noGuests');
  if (isFetching) notFound = <Spin size="small" />;
  else if (isError) notFound = t('form.guestsFailed');
  return (
    <Select<Guest[]>
      id={id}
      mode="multiple"
      labelInValue
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={(next) => onChange?.(next.slice(0, eventGuestsMax))}
      options={options}
      notFoundContent={notFound}
      onBlur={() => setSearch('')}
    />
  );
}
