import { Button, Card, Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Pager, Text } from '@tessera/ui';
import './demos.css';

const controlledTotal = 95;
const controlledPageSize = 10;
const lastPage = Math.ceil(controlledTotal / controlledPageSize);

/** ui's Pager (antd's Pagination, its arrows named) in our theme: sizes, the page jumper, the total, and one driven from outside. */
export default function PaginationDemo() {
  const { t } = useTranslation('showcase');
  const [jumped, setJumped] = useState(1);
  const [range, setRange] = useState({ page: 1, size: 10 });
  const [page, setPage] = useState(3);

  return (
    <>
      <PageHeader
        title={t('titles.components.pagination')}
        description={t('pagination.description')}
      />
      <Row gutter={[24, 24]} className="pagination-demo">
        <Col xs={24} lg={12}>
          <Card title={t('pagination.sizes.title')}>
            <Flex vertical gap="middle">
              <Text type="secondary">{t('pagination.sizes.default')}</Text>
              <Pager defaultCurrent={2} total={50} showSizeChanger={false} />
              <Text type="secondary">{t('pagination.sizes.small')}</Text>
              <Pager size="small" defaultCurrent={2} total={50} showSizeChanger={false} />
              <Text type="secondary">{t('pagination.sizes.simple')}</Text>
              <Pager simple defaultCurrent={2} total={50} data-testid="simple-pager" />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('pagination.jumper.title')}>
            <Flex vertical gap="middle">
              <Pager
                current={jumped}
                onChange={setJumped}
                total={500}
                showSizeChanger={false}
                showQuickJumper
              />
              <Text role="status">{t('pagination.jumper.page', { page: jumped })}</Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('pagination.total.title')}>
            <Flex vertical gap="middle">
              <Pager
                current={range.page}
                pageSize={range.size}
                onChange={(next, size) => setRange({ page: next, size })}
                total={85}
                showSizeChanger
                pageSizeOptions={[10, 20, 50]}
                showTotal={(total, [from, to]) => t('pagination.total.range', { from, to, total })}
              />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('pagination.controlled.title')}>
            <Flex vertical gap="middle">
              <Pager
                current={page}
                onChange={setPage}
                total={controlledTotal}
                pageSize={controlledPageSize}
                showSizeChanger={false}
              />
              <Flex gap="small" wrap align="center">
                <Button onClick={() => setPage(1)} disabled={page === 1}>
                  {t('pagination.controlled.first')}
                </Button>
                <Button onClick={() => setPage(lastPage)} disabled={page === lastPage}>
                  {t('pagination.controlled.last')}
                </Button>
                <Text role="status">
                  {t('pagination.controlled.page', { page, count: lastPage })}
                </Text>
              </Flex>
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
