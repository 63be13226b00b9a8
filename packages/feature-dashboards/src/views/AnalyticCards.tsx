import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@tessera/ui';
import {
  AvgSessionsCard,
  CustomersCard,
  ProductOrdersCard,
  SessionsByDeviceCard,
  SupportTrackerCard,
} from '../cards/analytics';
import { EarningsCard, GoalOverviewCard, RevenueReportCard } from '../cards/ecommerce';

/** `/cards/analytics`: one card for each card-analytics call. */
export default function AnalyticCards() {
  const { t } = useTranslation('dashboards');
  return (
    <section data-testid="analytic-cards">
      <PageHeader title={t('titles.analyticCards')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <SupportTrackerCard />
        </Col>
        <Col xs={24} lg={12}>
          <AvgSessionsCard />
        </Col>
        <Col xs={24} xl={16}>
          <RevenueReportCard />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <GoalOverviewCard />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <EarningsCard />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <ProductOrdersCard />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <SessionsByDeviceCard />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <CustomersCard />
        </Col>
      </Row>
    </section>
  );
}
