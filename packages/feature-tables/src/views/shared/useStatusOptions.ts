import { useTranslation } from 'react-i18next';
import { employeeStatusName } from '@tessera/api-client/datatables';
import { statusValues } from './employeeList';

/** The statuses as a select's options, by name in the reader's language. */
export function useStatusOptions() {
  const { t } = useTranslation('tables');
  return statusValues.map((value) => ({
    value,
    label: t(`statuses.${employeeStatusName(Number(value))}`),
  }));
}
