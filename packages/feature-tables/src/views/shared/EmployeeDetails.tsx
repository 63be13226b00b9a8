import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@tessera/api-client';
import { LtrText, UserAvatar } from '@tessera/ui';
import type { Formats } from './useFormats';
import { StatusTag } from './StatusTag';

/** An employee's every field: what an expanded row shows. */
export function EmployeeDetails({ employee, formats }: { employee: Employee; formats: Formats }) {
  const { t } = useTranslation('tables');
  return (
    <div className="employee-details">
      <UserAvatar name={employee.full_name} src={employee.avatar} size={48} />
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        title={t('details.title', { name: employee.full_name })}
        items={[
          { key: 'post', label: t('fields.post'), children: employee.post },
          { key: 'email', label: t('fields.email'), children: <LtrText>{employee.email}</LtrText> },
          { key: 'city', label: t('fields.city'), children: employee.city },
          {
            key: 'startDate',
            label: t('fields.startDate'),
            children: formats.day(employee.start_date),
          },
          { key: 'salary', label: t('fields.salary'), children: formats.salary(employee.salary) },
          { key: 'age', label: t('fields.age'), children: employee.age },
          {
            key: 'experience',
            label: t('fields.experience'),
            children: t('details.years', { count: employee.experience }),
          },
          {
            key: 'status',
            label: t('fields.status'),
            children: <StatusTag status={employee.status} />,
          },
        ]}
      />
    </div>
  );
}
