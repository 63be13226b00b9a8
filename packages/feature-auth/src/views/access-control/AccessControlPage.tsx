import { Can } from '@casl/react';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Paragraph, Title, type AppAbility } from '@tessera/ui';

/** The same page, different content by ability: a card for every ACL reader, one for admins only. */
export default function AccessControlPage() {
  const { t } = useTranslation('auth');
  return (
    <section data-testid="access-control-page">
      <Title level={2}>{t('accessControl.title')}</Title>
      <Paragraph type="secondary">{t('accessControl.intro')}</Paragraph>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={12}>
          <Card data-testid="acl-common-card" title={t('accessControl.commonTitle')}>
            {t('accessControl.commonText')}
          </Card>
        </Col>
        <Can<AppAbility> I="manage" a="all">
          <Col xs={24} md={12}>
            <Card data-testid="acl-admin-card" title={t('accessControl.adminTitle')}>
              {t('accessControl.adminText')}
            </Card>
          </Col>
        </Can>
      </Row>
    </section>
  );
}
