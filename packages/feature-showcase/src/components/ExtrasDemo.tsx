import { Card, Col, Flex, Input, Row, Space, Table, Tag, type TableColumnsType } from 'antd';
// The showcase shows antd's own Typography, its editing and copying included; the apps' pages
// use ui's plain Text and Paragraph.
// eslint-disable-next-line no-restricted-imports
import { Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Text } from '@tessera/ui';

const categories = ['audio', 'cameras', 'laptops'] as const;
type Category = (typeof categories)[number];

interface Product {
  key: number;
  name: string;
  category: Category;
  stock: number;
}

// A small catalogue for the filters: names made of a few parts, counts from the index.
const products: Product[] = Array.from({ length: 12 }, (_, index) => ({
  key: index + 1,
  name: `${['Studio', 'Field', 'Travel', 'Pro'][index % 4]} ${['Headset', 'Camera', 'Notebook'][index % 3]} ${index + 1}`,
  category: categories[index % 3],
  stock: (index * 7) % 25,
}));

interface VirtualRow {
  key: number;
  label: string;
  value: number;
}

const virtualRowCount = 10_000;
const virtualRows: VirtualRow[] = Array.from({ length: virtualRowCount }, (_, index) => ({
  key: index + 1,
  label: `Item ${String(index + 1).padStart(5, '0')}`,
  value: (index * 37) % 1000,
}));

const topics = ['design', 'finance', 'support', 'sales', 'engineering'];

/**
 * antd features that the apps leave alone, each working in the production build: Input's Search
 * and OTP, editable and copyable Typography, checkable tags, a card's header tabs, column filter
 * menus and a virtual table.
 */
export default function ExtrasDemo() {
  const { t } = useTranslation('showcase');
  const [query, setQuery] = useState<string>();
  const [code, setCode] = useState('');
  const [sentence, setSentence] = useState(() => t('extras.text.editable'));
  const [tab, setTab] = useState('search');
  const [chosen, setChosen] = useState<string[]>(['design']);

  const filteredColumns = useMemo<TableColumnsType<Product>>(
    () => [
      { title: t('extras.filtered.name'), dataIndex: 'name' },
      {
        title: t('extras.filtered.category'),
        dataIndex: 'category',
        render: (category: Category) => t(`extras.categories.${category}`),
        filters: categories.map((category) => ({
          text: t(`extras.categories.${category}`),
          value: category,
        })),
        onFilter: (value, product) => product.category === value,
      },
      { title: t('extras.filtered.stock'), dataIndex: 'stock', align: 'end' },
    ],
    [t],
  );
  const virtualColumns = useMemo<TableColumnsType<VirtualRow>>(
    () => [
      { title: t('extras.virtual.row'), dataIndex: 'key', width: 120 },
      { title: t('extras.virtual.label'), dataIndex: 'label', width: 240 },
      { title: t('extras.virtual.value'), dataIndex: 'value', width: 160, align: 'end' },
    ],
    [t],
  );

  const tabContent: Record<string, ReactNode> = {
    search: (
      <Flex vertical gap="small">
        <Input.Search
          aria-label={t('extras.search.label')}
          placeholder={t('extras.search.placeholder')}
          enterButton={t('extras.search.button')}
          onSearch={(value) => setQuery(value)}
          style={{ maxWidth: 420 }}
        />
        <Text type="secondary" role="status">
          {query === undefined ? t('extras.search.none') : t('extras.search.result', { query })}
        </Text>
      </Flex>
    ),
    code: (
      <Flex vertical gap="small" role="group" aria-label={t('extras.code.label')}>
        <Input.OTP length={6} onChange={setCode} />
        <Text type="secondary" role="status">
          {code.length === 6 ? t('extras.code.entered', { code }) : t('extras.code.waiting')}
        </Text>
      </Flex>
    ),
    text: (
      <Flex vertical gap="small">
        <Typography.Paragraph editable={{ onChange: setSentence }}>{sentence}</Typography.Paragraph>
        <Typography.Text code copyable>
          {t('extras.text.copyable')}
        </Typography.Text>
      </Flex>
    ),
  };

  return (
    <>
      <PageHeader title={t('titles.components.extras')} description={t('extras.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Card
            tabList={[
              { key: 'search', tab: t('extras.tabs.search') },
              { key: 'code', tab: t('extras.tabs.code') },
              { key: 'text', tab: t('extras.tabs.text') },
            ]}
            activeTabKey={tab}
            onTabChange={setTab}
          >
            {tabContent[tab]}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('extras.topics.title')}>
            <Flex vertical gap="small">
              <Space wrap role="group" aria-label={t('extras.topics.label')}>
                {topics.map((topic) => (
                  <Tag.CheckableTag
                    key={topic}
                    checked={chosen.includes(topic)}
                    onChange={(checked) =>
                      setChosen((current) =>
                        checked ? [...current, topic] : current.filter((item) => item !== topic),
                      )
                    }
                  >
                    {t(`extras.topics.names.${topic}`)}
                  </Tag.CheckableTag>
                ))}
              </Space>
              <Text type="secondary" role="status">
                {t('extras.topics.chosen', { count: chosen.length })}
              </Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('extras.filtered.title')}>
            <Table<Product>
              columns={filteredColumns}
              dataSource={products}
              pagination={false}
              size="small"
              scroll={{ x: 'max-content' }}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('extras.virtual.title', { count: virtualRowCount })}>
            <Table<VirtualRow>
              virtual
              columns={virtualColumns}
              dataSource={virtualRows}
              pagination={false}
              size="small"
              scroll={{ x: 520, y: 360 }}
              data-testid="virtual-table"
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
