import { Card, Col, Row, Segmented, Space, Switch, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { captionedComponents, PageHeader, TableFrame } from '@tessera/ui';
import { sampleRows, type SampleRow } from '../shared/sampleRows';
import { StatusTag } from '../shared/StatusTag';
import { useFormats } from '../shared/useFormats';
import { useScrollRegion } from '../shared/useScrollRegion';
import '../shared/tables.css';

const sizes = ['large', 'medium', 'small'] as const;
type Size = (typeof sizes)[number];

const fewRows = sampleRows(5);
const manyRows = sampleRows(30);

/** `/tables/basic`: antd's table styles in our theme: sizes, borders, stripes, fixed parts. */
export default function TableStylesPage() {
  const { t } = useTranslation('tables');
  const formats = useFormats();
  const [size, setSize] = useState<Size>('medium');
  const [bordered, setBordered] = useState(true);
  const [striped, setStriped] = useState(true);
  const fixedFrame = useScrollRegion<HTMLDivElement>('.ant-table-body', t('styles.fixedCaption'));

  const columns: TableColumnsType<SampleRow> = [
    { key: 'id', title: t('fields.id'), dataIndex: 'id', width: 80 },
    { key: 'name', title: t('fields.name'), dataIndex: 'name' },
    { key: 'post', title: t('fields.post'), dataIndex: 'post' },
    { key: 'city', title: t('fields.city'), dataIndex: 'city' },
    {
      key: 'salary',
      title: t('fields.salary'),
      align: 'end',
      render: (_, row) => formats.salary(row.salary),
    },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_, row) => <StatusTag status={row.status} />,
    },
  ];
  // The first and last columns stay in view while the table scrolls sideways.
  const fixedColumns: TableColumnsType<SampleRow> = columns.map((column, index) => ({
    ...column,
    width: index === 0 ? 80 : 200,
    fixed: index === 0 ? 'start' : index === columns.length - 1 ? 'end' : undefined,
  }));

  return (
    <>
      <PageHeader title={t('titles.tableStyles')} description={t('styles.description')} />
      <Row gutter={[24, 24]}>
        <Col span={24}>
          <Card title={t('styles.sizes')}>
            <Segmented<Size>
              aria-label={t('styles.size')}
              value={size}
              onChange={setSize}
              options={sizes.map((value) => ({ value, label: t(`styles.sizeNames.${value}`) }))}
            />
            <TableFrame caption={t('styles.sizesCaption')}>
              <Table<SampleRow>
                className="table-styles__table"
                size={size}
                rowKey="id"
                columns={columns}
                dataSource={fewRows}
                pagination={false}
                components={captionedComponents}
                scroll={{ x: 'max-content' }}
              />
            </TableFrame>
          </Card>
        </Col>
        <Col span={24}>
          <Card title={t('styles.borderedStriped')}>
            <Space wrap size="large">
              <label className="table-styles__switch">
                <Switch checked={bordered} onChange={setBordered} />
                {t('styles.bordered')}
              </label>
              <label className="table-styles__switch">
                <Switch checked={striped} onChange={setStriped} />
                {t('styles.striped')}
              </label>
            </Space>
            <TableFrame caption={t('styles.borderedCaption')}>
              <Table<SampleRow>
                className="table-styles__table"
                bordered={bordered}
                rowClassName={(_, index) =>
                  striped && index % 2 === 1 ? 'table-row--striped' : ''
                }
                rowKey="id"
                columns={columns}
                dataSource={fewRows}
                pagination={false}
                components={captionedComponents}
                scroll={{ x: 'max-content' }}
              />
            </TableFrame>
          </Card>
        </Col>
        <Col span={24}>
          <Card title={t('styles.fixed')}>
            <div ref={fixedFrame}>
              <TableFrame caption={t('styles.fixedCaption')}>
                <Table<SampleRow>
                  rowKey="id"
                  columns={fixedColumns}
                  dataSource={manyRows}
                  pagination={false}
                  components={captionedComponents}
                  scroll={{ x: 1100, y: 300 }}
                />
              </TableFrame>
            </div>
          </Card>
        </Col>
      </Row>
    </>
  );
}
