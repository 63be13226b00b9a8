import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanySales } from '@tessera/api-client';
import { LtrText, StaticTable } from '@tessera/ui';
import { useFormats } from './format';
import { Change } from './parts';

/** The companies' sales, made with the ui table kit. */
export function CompanyTable({ companies }: { companies: CompanySales[] }) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  return (
    <StaticTable<CompanySales>
      rowKey="id"
      caption={t('cards.companies.caption')}
      dataSource={companies}
      columns={[
        { key: 'company', title: t('cards.companies.company'), dataIndex: 'company' },
        { key: 'category', title: t('cards.companies.category'), dataIndex: 'category' },
        {
          key: 'views',
          title: t('cards.companies.views'),
          dataIndex: 'views',
          align: 'end',
          render: (value: number) => <LtrText>{format.integer(value)}</LtrText>,
        },
        {
          key: 'revenue',
          title: t('cards.companies.revenue'),
          dataIndex: 'revenue',
          align: 'end',
          render: (value: number) => <LtrText>{format.money(value)}</LtrText>,
        },
        {
          key: 'sales',
          title: t('cards.companies.sales'),
          dataIndex: 'sales',
          align: 'end',
          render: (value: number, row) => (
            <Flex gap="small" justify="flex-end">
              <LtrText>{format.integer(value)}</LtrText>
              <Change value={row.change} format={format} />
            </Flex>
          ),
        },
      ]}
    />
  );
}
