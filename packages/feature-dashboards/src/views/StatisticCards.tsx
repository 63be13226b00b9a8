import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@tessera/ui';
import { StatisticCard, statisticCards } from '../cards/statistics';

/** `/cards/statistics`: one card for each card-statistics call. */
export default function StatisticCards() {
  const { t } = useTranslation('dashboards');
  return (
    <section data-testid="statistic-cards">
      <PageHeader title={t('titles.statisticCards')} />
      <Row gutter={[24, 24]}>
        {statisticCards.map((definition) => (
          <Col key={definition.key} xs={24} sm={12} xl={8}>
            <StatisticCard definition={definition} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
