import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@tessera/ui';
import {
  BrowserStatesCard,
  CompanyTableCard,
  CongratulationsCard,
  EarningsCard,
  GoalOverviewCard,
  OrdersCard,
  ProfitCard,
  RevenueReportCard,
  StatisticsCard,
  TransactionsCard,
} from '../cards/ecommerce';

/** `/`: the e-commerce dashboard, the admin's home. Each card loads, fails and retries alone. */
export default function EcommerceDashboard() {
  const { t } = useTranslation('dashboards');
  return (
    <section data-testid="ecommerce-dashboard">
      <PageHeader title={t('titles.ecommerce')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={8}>
          <CongratulationsCard />
        </Col>
        <Col xs={24} xl={16}>
          <StatisticsCard />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <OrdersCard />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <ProfitCard />
        </Col>
        <Col xs={24} xl={12}>
          <EarningsCard />
        </Col>
        <Col xs={24}>
          <RevenueReportCard />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <GoalOverviewCard />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <BrowserStatesCard />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <TransactionsCard />
        </Col>
        <Col xs={24}>
          <CompanyTableCard />
        </Col>
      </Row>
    </section>
  );
}
