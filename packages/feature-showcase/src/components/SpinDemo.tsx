import { LoadingOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Spin, Switch } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Paragraph, Text } from '@tessera/ui';
import './demos.css';

/** How long the spinner waits before showing: a quicker load never flashes it. */
export const spinDelayMs = 400;
/** The two pretend loads of the delay card: one under the delay, one over it. */
export const quickLoadMs = 150;
export const slowLoadMs = 1500;

const sizes = ['small', 'medium', 'large'] as const;
const orders = ['A-1042', 'A-1043', 'A-1044'];

/** antd's Spin in our theme: its sizes, content it covers while loading, and a delay. */
export default function SpinDemo() {
  const { t } = useTranslation('showcase');
  // Off at first: a page that is still spinning never looks loaded (nor settles for a test).
  const [spinning, setSpinning] = useState(false);
  const [covering, setCovering] = useState(false);
  const [load, setLoad] = useState<'idle' | 'loading' | 'done'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const start = (ms: number) => {
    clearTimeout(timer.current);
    setLoad('loading');
    timer.current = setTimeout(() => setLoad('done'), ms);
  };

  return (
    <>
      <PageHeader title={t('titles.components.spin')} description={t('spin.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('spin.sizes.title')}>
            <Flex vertical gap="middle">
              <Flex gap="small" align="center">
                <Switch id="spin-sizes" checked={spinning} onChange={setSpinning} />
                <label htmlFor="spin-sizes">{t('spin.sizes.switch')}</label>
              </Flex>
              <Flex gap="large" wrap align="end" data-testid="sizes">
                {sizes.map((size) => (
                  <Flex key={size} vertical align="center" gap="small" style={{ minWidth: 56 }}>
                    <Spin size={size} spinning={spinning} />
                    <Text type="secondary">{t(`spin.sizes.${size}`)}</Text>
                  </Flex>
                ))}
                <Flex vertical align="center" gap="small" style={{ minWidth: 56 }}>
                  <Spin
                    spinning={spinning}
                    indicator={<LoadingOutlined spin style={{ fontSize: 28 }} />}
                  />
                  <Text type="secondary">{t('spin.sizes.icon')}</Text>
                </Flex>
              </Flex>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('spin.wrap.title')}>
            <Flex vertical gap="middle">
              <Flex gap="small" align="center">
                <Switch id="spin-covering" checked={covering} onChange={setCovering} />
                <label htmlFor="spin-covering">{t('spin.wrap.switch')}</label>
              </Flex>
              <Spin spinning={covering} description={t('spin.wrap.loading')} data-testid="covering">
                <ul className="spin-demo-orders">
                  {orders.map((order) => (
                    <li key={order}>{t('spin.wrap.order', { number: order })}</li>
                  ))}
                </ul>
              </Spin>
            </Flex>
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={t('spin.delay.title')}>
            <Flex vertical gap="middle">
              <Paragraph type="secondary">{t('spin.delay.help', { delay: spinDelayMs })}</Paragraph>
              <Flex gap="small" wrap>
                <Button onClick={() => start(quickLoadMs)}>
                  {t('spin.delay.quick', { ms: quickLoadMs })}
                </Button>
                <Button onClick={() => start(slowLoadMs)}>
                  {t('spin.delay.slow', { ms: slowLoadMs })}
                </Button>
              </Flex>
              <Spin spinning={load === 'loading'} delay={spinDelayMs} data-testid="delayed">
                <Paragraph role="status" style={{ padding: 16, margin: 0 }}>
                  {t(`spin.delay.${load}`)}
                </Paragraph>
              </Spin>
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
