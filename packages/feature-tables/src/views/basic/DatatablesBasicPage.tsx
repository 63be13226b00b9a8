import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@tessera/api-client';
import {
  FilterSelect,
  ListCard,
  listEmptyTexts,
  PageHeader,
  Text,
  useListController,
  useSelection,
} from '@tessera/ui';
import { useListEmployeesQuery } from '../../api';
import { basicList } from '../shared/employeeList';
import { EmployeeDetails } from '../shared/EmployeeDetails';
import { useExport } from '../shared/useExport';
import { useFormats } from '../shared/useFormats';
import { useStatusOptions } from '../shared/useStatusOptions';
import { basicColumns } from './columns';
import '../shared/tables.css';

/**
 * `/tables/datatables/basic`: employees a page at a time from the server (search, status, sort,
 * rows per page, all in the URL); rows picked across pages export as CSV or Excel; a row opens
 * on its details.
 */
export default function DatatablesBasicPage() {
  const { t } = useTranslation('tables');
  const formats = useFormats();
  const list = useListController(useListEmployeesQuery, basicList);
  const pageIds = list.rows.map((row) => row.id);
  const selection = useSelection(pageIds, list.selectionKey);
  const exporter = useExport();
  const statusOptions = useStatusOptions();

  // The answer's allData holds every match of this search over all pages, so rows picked on
  // other pages export too (the selection starts over when the search changes).
  const selectedRows = (): Employee[] => {
    const every = list.result.data?.allData ?? list.rows;
    return every.filter((row) => selection.has(row.id));
  };

  return (
    <>
      <PageHeader title={t('titles.datatablesBasic')} description={t('basic.description')} />
      <ListCard<Employee>
        list={list}
        search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
        filters={
          <FilterSelect
            label={t('fields.status')}
            placeholder={t('list.anyStatus')}
            options={statusOptions}
            {...list.filter('status')}
          />
        }
        actions={
          <>
            <Checkbox
              checked={selection.page === 'all' && pageIds.length > 0}
              indeterminate={selection.page === 'some'}
              disabled={pageIds.length === 0}
              onChange={(event) => selection.selectPage(event.target.checked)}
            >
              {t('selection.selectPage')}
            </Checkbox>
            <Text className="tables-toolbar-note" aria-live="polite">
              {t('selection.count', { count: selection.count })}
            </Text>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              disabled={selection.count === 0}
              loading={exporter.busy === 'csv'}
              onClick={() => void exporter.run('csv', selectedRows())}
            >
              {t('export.csv')}
            </Button>
            <Button
              icon={<FileExcelOutlined aria-hidden />}
              disabled={selection.count === 0}
              loading={exporter.busy === 'excel'}
              onClick={() => void exporter.run('excel', selectedRows())}
            >
              {t('export.excel')}
            </Button>
          </>
        }
        rowKey="id"
        rowHeight={65} // avatar and two lines: the room a loading page keeps
        columns={basicColumns(t, formats)}
        caption={t('basic.caption')}
        emptyText={listEmptyTexts(t)}
        rowSelection={{
          // antd copies the header's select-all checkbox into its hidden measuring row, where
          // it is a focusable control inside aria-hidden (axe: aria-hidden-focus). The toolbar
          // has "Select this page" instead.
          hideSelectAll: true,
          columnTitle: <span className="sr-only">{t('selection.column')}</span>,
          selectedRowKeys: [...selection.ids],
          onChange: (keys) => selection.set(keys.map(Number)),
          preserveSelectedRowKeys: true,
          getCheckboxProps: (row) => ({
            'aria-label': t('selection.select', { name: row.full_name }),
          }),
        }}
        expandable={{
          expandedRowRender: (row) => <EmployeeDetails employee={row} formats={formats} />,
        }}
      />
    </>
  );
}
