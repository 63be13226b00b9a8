import { useTranslation } from 'react-i18next';
import type { EmployeeStatus } from '@tessera/api-client';
import { employeeStatusName, type EmployeeStatusName } from '@tessera/api-client/datatables';
import { ColorTag, type TagColor } from '@tessera/ui';

const statusColors: Record<EmployeeStatusName, TagColor> = {
  current: 'blue',
  professional: 'green',
  rejected: 'red',
  resigned: 'orange',
  applied: 'cyan',
};

/** An employee's status (a number) as its named, coloured badge in the reader's language. */
export function StatusTag({ status }: { status: EmployeeStatus }) {
  const { t } = useTranslation('tables');
  const name = employeeStatusName(status);
  return <ColorTag color={statusColors[name]}>{t(`statuses.${name}`)}</ColorTag>;
}
