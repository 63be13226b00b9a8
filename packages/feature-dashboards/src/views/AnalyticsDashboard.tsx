import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@tessera/ui';
import {
  AppDesignCard,
  AvgSessionsCard,
  OrdersReceivedCard,
  SalesRadarCard,
  SessionsByDeviceCard,
  SubscribersCard,
  SupportTrackerCard,
  UserTimelineCard,
} from '../cards/analytics';

/** `/dashboard/analytics`: audience, sessions, support and sales at a glance. */
export default function AnalyticsDashboard() {
  const { t } = useTranslation('dashboards');
  return (
    <section data-testid="analytics-dashboard">
      <PageHeader title={t('titles.analytics')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} md={12}>
          <SubscribersCard />
        </Col>
        <Col xs={24} md={12}>
          <OrdersReceivedCard />
        </Col>
        <Col xs={24} lg={12}>
          <AvgSessionsCard />
        </Col>
        <Col xs={24} lg={12}>
          <SupportTrackerCard />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <UserTimelineCard />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <SalesRadarCard />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <AppDesignCard />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <SessionsByDeviceCard />
        </Col>
      </Row>
    </section>
  );
}
