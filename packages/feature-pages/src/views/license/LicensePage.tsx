import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader, Paragraph, Title } from '@tessera/ui';
import '../shared/pages.css';

const allowed = ['use', 'modify', 'clients', 'commercial'] as const;
const forbidden = ['resell', 'share', 'trademark'] as const;

/** `/pages/license`: what the template's licence allows and forbids, in short. */
export default function LicensePage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('license.title')} description={t('license.subtitle')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card className="pages-kb-card">
            <Title level={2} size={4} style={{ marginTop: 0 }}>
              {t('license.allowedTitle')}
            </Title>
            <ul className="pages-plain-list pages-license">
              {allowed.map((key) => (
                <li key={key}>
                  <CheckCircleOutlined aria-hidden className="pages-plan__check" />{' '}
                  {t(`license.allowed.${key}`)}
                </li>
              ))}
            </ul>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card className="pages-kb-card">
            <Title level={2} size={4} style={{ marginTop: 0 }}>
              {t('license.forbiddenTitle')}
            </Title>
            <ul className="pages-plain-list pages-license">
              {forbidden.map((key) => (
                <li key={key}>
                  <CloseCircleOutlined aria-hidden className="pages-license__no" />{' '}
                  {t(`license.forbidden.${key}`)}
                </li>
              ))}
            </ul>
          </Card>
        </Col>
      </Row>
      <Card className="pages-section-top">
        <Paragraph>{t('license.summary')}</Paragraph>
        <Paragraph type="secondary">{t('license.note')}</Paragraph>
      </Card>
    </>
  );
}
