import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { Employee } from '@tessera/api-client';
import { NameCell } from '../shared/NameCell';
import { StatusTag } from '../shared/StatusTag';
import type { Formats } from '../shared/useFormats';

/** The basic table's columns; each sorts on the server by its key. */
export function basicColumns(t: TFunction<'tables'>, formats: Formats): TableColumnsType<Employee> {
  return [
    {
      key: 'full_name',
      title: t('fields.name'),
      sorter: true,
      render: (_, employee) => <NameCell employee={employee} />,
    },
    { key: 'post', title: t('fields.post'), sorter: true, render: (_, row) => row.post },
    { key: 'city', title: t('fields.city'), sorter: true, render: (_, row) => row.city },
    {
      key: 'start_date',
      title: t('fields.startDate'),
      sorter: true,
      render: (_, row) => formats.day(row.start_date),
    },
    {
      key: 'salary',
      title: t('fields.salary'),
      sorter: true,
      align: 'end',
      render: (_, row) => formats.salary(row.salary),
    },
    { key: 'age', title: t('fields.age'), sorter: true, align: 'end', render: (_, row) => row.age },
    {
      key: 'status',
      title: t('fields.status'),
      sorter: true,
      render: (_, row) => <StatusTag status={row.status} />,
    },
  ];
}
