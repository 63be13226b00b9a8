import { EyeOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, type TableColumnsType } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@tessera/api-client';
import { employeeSortColumns } from '@tessera/api-client/datatables';
import {
  ListCard,
  listEmptyTexts,
  PageHeader,
  useLayoutSetting,
  useListController,
} from '@tessera/ui';
import { useListEmployeesQuery } from '../../api';
import { advancedList } from '../shared/employeeList';
import { StatusTag } from '../shared/StatusTag';
import { useFormats } from '../shared/useFormats';
import { AdvancedFilters, type ColumnFilterParams } from './AdvancedFilters';
import { EditableCell } from './EditableCell';
import type { EditableField } from './editable';
import '../shared/tables.css';

type Hideable = Exclude<(typeof employeeSortColumns)[number], 'id' | 'full_name'>;
/**
 * The columns a reader may hide: every column but the name, which always shows (it says whose
 * row it is), and the id, which the table does not show.
 */
const hideable = employeeSortColumns.filter(
  (column): column is Hideable => column !== 'id' && column !== 'full_name',
);

/** How far the navbar covers the page's top, by navbar type: where the table's header sticks. */
const navbarHeight = { floating: 78, sticky: 62, static: 0, hidden: 0 } as const;

/**
 * `/tables/datatables/advanced`: employees from the server with a filter per column, columns
 * the reader shows or hides, a header that stays in view, and cells changed in place.
 */
export default function DatatablesAdvancedPage() {
  const { t } = useTranslation('tables');
  const formats = useFormats();
  const list = useListController(useListEmployeesQuery, advancedList);
  const [navbarType] = useLayoutSetting('navbarType');
  const [hidden, setHidden] = useState<readonly Hideable[]>([]);
  const [editing, setEditing] = useState<{ id: number; field: EditableField } | null>(null);

  const filters: ColumnFilterParams = {
    status: list.params.status,
    name: list.params.name,
    post: list.params.post,
    email: list.params.email,
    city: list.params.city,
    salaryMin: list.params.salaryMin,
    salaryMax: list.params.salaryMax,
    ageMin: list.params.ageMin,
    ageMax: list.params.ageMax,
    startFrom: list.params.startFrom,
    startTo: list.params.startTo,
  };
  const filtersKey = JSON.stringify(filters);
  // One object per distinct set of filters, so the form re-reads them only when they change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableFilters = useMemo(() => filters, [filtersKey]);

  const editable =
    (field: EditableField, show: (row: Employee) => ReactNode) => (_: unknown, row: Employee) => (
      <EditableCell
        employee={row}
        field={field}
        editing={editing?.id === row.id && editing.field === field}
        onEdit={() => setEditing({ id: row.id, field })}
        onDone={() => setEditing(null)}
      >
        {show(row)}
      </EditableCell>
    );

  const columns: TableColumnsType<Employee> = [
    {
      key: 'full_name',
      title: t('fields.name'),
      sorter: true,
      fixed: 'start',
      render: editable('full_name', (row) => row.full_name),
    },
    {
      key: 'post',
      title: t('fields.post'),
      sorter: true,
      render: editable('post', (row) => row.post),
    },
    {
      key: 'email',
      title: t('fields.email'),
      sorter: true,
      render: editable('email', (row) => row.email),
    },
    {
      key: 'city',
      title: t('fields.city'),
      sorter: true,
      render: editable('city', (row) => row.city),
    },
    {
      key: 'start_date',
      title: t('fields.startDate'),
      sorter: true,
      render: editable('start_date', (row) => formats.day(row.start_date)),
    },
    {
      key: 'salary',
      title: t('fields.salary'),
      sorter: true,
      render: editable('salary', (row) => formats.salary(row.salary)),
    },
    { key: 'age', title: t('fields.age'), sorter: true, render: editable('age', (row) => row.age) },
    {
      key: 'experience',
      title: t('fields.experience'),
      sorter: true,
      render: (_, row) => t('details.years', { count: row.experience }),
    },
    {
      key: 'status',
      title: t('fields.status'),
      sorter: true,
      render: editable('status', (row) => <StatusTag status={row.status} />),
    },
  ];
  const shown = columns.filter((column) => !hidden.includes(column.key as Hideable));

  const columnPicker = (
    <Checkbox.Group
      className="column-picker"
      aria-label={t('columns.label')}
      value={hideable.filter((key) => !hidden.includes(key))}
      onChange={(visible) => setHidden(hideable.filter((key) => !visible.includes(key)))}
      options={hideable.map((key) => ({
        value: key,
        label: columns.find((column) => column.key === key)?.title as string,
      }))}
    />
  );

  return (
    <>
      <PageHeader title={t('titles.datatablesAdvanced')} description={t('advanced.description')} />
      <AdvancedFilters value={stableFilters} onChange={(next) => list.setParams(next as never)} />
      <ListCard<Employee>
        list={list}
        search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
        actions={
          <Popover
            trigger="click"
            placement="bottomRight"
            content={columnPicker}
            title={t('columns.title')}
          >
            <Button icon={<EyeOutlined aria-hidden />}>{t('columns.button')}</Button>
          </Popover>
        }
        rowKey="id"
        columns={shown}
        caption={t('advanced.caption')}
        emptyText={listEmptyTexts(t)}
        sticky={{ offsetHeader: navbarHeight[navbarType] }}
      />
    </>
  );
}
