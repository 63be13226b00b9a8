import { Card, Table, type TableColumnsType, type TableRef } from 'antd';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat, PageHeader } from '@tessera/ui';
import { sampleRows, type SampleRow } from '../shared/sampleRows';
import { StatusTag } from '../shared/StatusTag';
import { useFormats } from '../shared/useFormats';
import { useScrollRegion } from '../shared/useScrollRegion';
import '../shared/tables.css';

/** How many rows the virtual table holds. */
export const virtualRowCount = 10_000;
const rows = sampleRows(virtualRowCount);
/** The body's height, and one row's (antd's middle size). */
const bodyHeight = 560;
const rowHeight = 55;

/**
 * The virtual body draws its own scroll bar and ignores the keys a native scroll box takes: the
 * focused body takes them here (arrows a row, Page Up/Down a screen, Home and End the ends).
 */
function scrollByKey(table: TableRef | null, event: KeyboardEvent<HTMLElement>) {
  const holder = event.target as HTMLElement;
  if (!table || !holder.classList.contains('ant-table-tbody-virtual-holder')) return;
  const steps: Record<string, number> = {
    ArrowDown: rowHeight,
    ArrowUp: -rowHeight,
    PageDown: bodyHeight - rowHeight,
    PageUp: rowHeight - bodyHeight,
  };
  if (event.key === 'Home') table.scrollTo({ index: 0 });
  else if (event.key === 'End') table.scrollTo({ index: rows.length - 1 });
  else if (event.key in steps)
    table.scrollTo({ top: Math.max(0, holder.scrollTop + steps[event.key]) });
  else return;
  event.preventDefault();
}

/**
 * `/tables/virtual`: 10,000 rows in antd's virtual table: only the rows in view are drawn, so it
 * scrolls as smoothly as a short one.
 */
export default function VirtualTablePage() {
  const { t, i18n } = useTranslation('tables');
  const formats = useFormats();
  const table = useRef<TableRef>(null);
  const numbers = numberFormat(i18n.language);
  const frame = useScrollRegion<HTMLDivElement>(
    '.ant-table-tbody-virtual-holder',
    t('virtual.caption', { formatted: numbers.format(virtualRowCount) }),
  );

  const columns: TableColumnsType<SampleRow> = [
    { key: 'id', title: t('fields.row'), width: 110, render: (_, row) => numbers.format(row.id) },
    { key: 'name', title: t('fields.name'), dataIndex: 'name', width: 200 },
    { key: 'post', title: t('fields.post'), dataIndex: 'post', width: 160 },
    { key: 'city', title: t('fields.city'), dataIndex: 'city', width: 160 },
    { key: 'age', title: t('fields.age'), dataIndex: 'age', width: 90 },
    {
      key: 'salary',
      title: t('fields.salary'),
      width: 140,
      render: (_, row) => formats.salary(row.salary),
    },
    {
      key: 'status',
      title: t('fields.status'),
      width: 150,
      render: (_, row) => <StatusTag status={row.status} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('titles.virtual')}
        description={t('virtual.description', { formatted: numbers.format(virtualRowCount) })}
      />
      <Card>
        <div
          ref={frame}
          className="virtual-table-frame"
          onKeyDown={(event) => scrollByKey(table.current, event)}
        >
          <Table<SampleRow>
            ref={table}
            virtual
            rowKey="id"
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 1010, y: bodyHeight }}
          />
        </div>
      </Card>
    </>
  );
}
