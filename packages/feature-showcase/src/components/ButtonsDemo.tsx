import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  DeleteOutlined,
  DownloadOutlined,
  PlusOutlined,
  SearchOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Segmented, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Text } from '@tessera/ui';

const types = ['primary', 'default', 'dashed', 'text', 'link'] as const;
const sizes = ['small', 'middle', 'large'] as const;
const alignments = ['left', 'center', 'right'] as const;
const alignIcons = {
  left: <AlignLeftOutlined />,
  center: <AlignCenterOutlined />,
  right: <AlignRightOutlined />,
};

/** How long the demo's "send" takes: long enough to see the spinner. */
const sendMs = 1200;

/** antd's Button in our theme: types, sizes, loading, disabled, icons, block, danger, groups. */
export default function ButtonsDemo() {
  const { t } = useTranslation('showcase');
  const [clicks, setClicks] = useState(0);
  const [size, setSize] = useState<(typeof sizes)[number]>('middle');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(0);
  const [align, setAlign] = useState<(typeof alignments)[number]>('left');

  useEffect(() => {
    if (!sending) return;
    const timer = setTimeout(() => {
      setSending(false);
      setSent((count) => count + 1);
    }, sendMs);
    return () => clearTimeout(timer);
  }, [sending]);

  return (
    <>
      <PageHeader title={t('titles.components.buttons')} description={t('buttons.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('buttons.types.title')}>
            <Flex vertical gap="middle">
              <Flex wrap gap="small">
                {types.map((type) => (
                  <Button key={type} type={type} onClick={() => setClicks((count) => count + 1)}>
                    {t(`buttons.types.${type}`)}
                  </Button>
                ))}
              </Flex>
              <Text type="secondary" role="status">
                {t('buttons.types.clicks', { count: clicks })}
              </Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('buttons.sizes.title')}>
            <Flex vertical gap="middle">
              <Segmented
                aria-label={t('buttons.sizes.label')}
                value={size}
                onChange={setSize}
                options={sizes.map((value) => ({ value, label: t(`buttons.sizes.${value}`) }))}
              />
              <Flex wrap gap="small" align="center">
                <Button type="primary" size={size}>
                  {t('buttons.types.primary')}
                </Button>
                <Button size={size}>{t('buttons.types.default')}</Button>
                <Button
                  size={size}
                  shape="circle"
                  icon={<SearchOutlined aria-hidden />}
                  aria-label={t('buttons.icons.search')}
                />
                <Button size={size} icon={<DownloadOutlined aria-hidden />}>
                  {t('buttons.icons.download')}
                </Button>
              </Flex>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('buttons.loading.title')}>
            <Flex vertical gap="middle" align="flex-start">
              <Button
                type="primary"
                icon={<SendOutlined aria-hidden />}
                loading={sending}
                onClick={() => setSending(true)}
              >
                {sending ? t('buttons.loading.sending') : t('buttons.loading.send')}
              </Button>
              <Text type="secondary" role="status">
                {t('buttons.loading.sent', { count: sent })}
              </Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('buttons.disabled.title')}>
            <Flex wrap gap="small">
              <Button type="primary" disabled>
                {t('buttons.types.primary')}
              </Button>
              <Button disabled>{t('buttons.types.default')}</Button>
              <Button type="dashed" disabled>
                {t('buttons.types.dashed')}
              </Button>
              <Button type="link" disabled>
                {t('buttons.types.link')}
              </Button>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('buttons.icons.title')}>
            <Flex wrap gap="small">
              <Button type="primary" icon={<PlusOutlined aria-hidden />}>
                {t('buttons.icons.add')}
              </Button>
              <Button icon={<DownloadOutlined aria-hidden />} iconPlacement="end">
                {t('buttons.icons.download')}
              </Button>
              <Button
                type="primary"
                shape="circle"
                icon={<SearchOutlined aria-hidden />}
                aria-label={t('buttons.icons.search')}
              />
              <Button
                shape="circle"
                icon={<PlusOutlined aria-hidden />}
                aria-label={t('buttons.icons.add')}
              />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('buttons.danger.title')}>
            <Flex wrap gap="small">
              <Button type="primary" danger icon={<DeleteOutlined aria-hidden />}>
                {t('buttons.danger.delete')}
              </Button>
              <Button danger>{t('buttons.danger.remove')}</Button>
              <Button type="text" danger>
                {t('buttons.danger.discard')}
              </Button>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('buttons.block.title')}>
            <Flex vertical gap="small">
              <Button type="primary" block>
                {t('buttons.block.primary')}
              </Button>
              <Button block>{t('buttons.block.default')}</Button>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('buttons.group.title')}>
            <Flex vertical gap="middle" align="flex-start">
              <Space.Compact role="group" aria-label={t('buttons.group.label')}>
                {alignments.map((value) => (
                  <Button
                    key={value}
                    type={align === value ? 'primary' : 'default'}
                    aria-pressed={align === value}
                    icon={alignIcons[value]}
                    onClick={() => setAlign(value)}
                  >
                    {t(`buttons.group.${value}`)}
                  </Button>
                ))}
              </Space.Compact>
              <Text type="secondary" role="status">
                {t('buttons.group.chosen', { align: t(`buttons.group.${align}`) })}
              </Text>
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
