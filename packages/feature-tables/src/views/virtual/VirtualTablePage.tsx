import { Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@tessera/ui';
import { sampleRows, type SampleRow } from '../shared/sampleRows';
import { StatusTag } from '../shared/StatusTag';
import { useFormats } from '../shared/useFormats';
import { useScrollRegion } from '../shared/useScrollRegion';
import '../shared/tables.css';

/** How many rows the virtual table holds. */
export const virtualRowCount = 10_000;
const rows = sampleRows(virtualRowCount);

/**
 * `/tables/virtual`: 10,000 rows in antd's virtual table: only the rows in view are drawn, so it
 * scrolls as smoothly as a short one.
 */
export default function VirtualTablePage() {
  const { t, i18n } = useTranslation('tables');
  const formats = useFormats();
  const numbers = new Intl.NumberFormat(i18n.language);
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
        <div ref={frame}>
          <Table<SampleRow>
            virtual
            rowKey="id"
            columns={columns}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 1010, y: 560 }}
          />
        </div>
      </Card>
    </>
  );
}
