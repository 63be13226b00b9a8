import { Alert, Button, Card, Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@tessera/ui';

const types = ['success', 'info', 'warning', 'error'] as const;

/** antd's Alert in our theme: its types, closing, a description, an action, a banner. */
export default function AlertsDemo() {
  const { t } = useTranslation('showcase');
  const [closed, setClosed] = useState<string[]>([]);
  const [bannerShown, setBannerShown] = useState(true);
  const close = (type: string) => setClosed((current) => [...current, type]);

  return (
    <>
      <PageHeader title={t('titles.components.alerts')} description={t('alerts.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('alerts.types.title')}>
            <Flex vertical gap="small">
              {types.map((type) => (
                <Alert key={type} type={type} showIcon title={t(`alerts.types.${type}`)} />
              ))}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title={t('alerts.closable.title')}
            extra={
              <Button size="small" disabled={!closed.length} onClick={() => setClosed([])}>
                {t('alerts.closable.restore')}
              </Button>
            }
          >
            <Flex vertical gap="small">
              {types
                .filter((type) => !closed.includes(type))
                .map((type) => (
                  <Alert
                    key={type}
                    type={type}
                    title={t(`alerts.closable.${type}`)}
                    closable={{
                      'aria-label': t('alerts.closable.close', {
                        text: t(`alerts.closable.${type}`),
                      }),
                      onClose: () => close(type),
                    }}
                  />
                ))}
              {closed.length === types.length && (
                <Alert type="info" title={t('alerts.closable.none')} />
              )}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('alerts.detailed.title')}>
            <Flex vertical gap="small">
              <Alert
                type="success"
                showIcon
                title={t('alerts.detailed.paidTitle')}
                description={t('alerts.detailed.paidText')}
              />
              <Alert
                type="warning"
                showIcon
                title={t('alerts.detailed.quotaTitle')}
                description={t('alerts.detailed.quotaText')}
                action={<Button size="small">{t('alerts.detailed.upgrade')}</Button>}
              />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('alerts.banner.title')}>
            <Flex vertical gap="small" align="flex-start">
              {bannerShown ? (
                <Alert
                  banner
                  style={{ alignSelf: 'stretch' }}
                  title={t('alerts.banner.text')}
                  closable={{
                    'aria-label': t('alerts.banner.close'),
                    onClose: () => setBannerShown(false),
                  }}
                />
              ) : (
                <Button onClick={() => setBannerShown(true)}>{t('alerts.banner.show')}</Button>
              )}
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
