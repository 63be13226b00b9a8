import { UndoOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Row } from 'antd';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@tessera/ui';
import { CustomersCard, SessionsByDeviceCard } from '../cards/analytics';
import {
  BrowserStatesCard,
  EarningsCard,
  GoalOverviewCard,
  TransactionsCard,
  type CardProps,
} from '../cards/ecommerce';

const cards: [string, ComponentType<CardProps>][] = [
  ['earnings', EarningsCard],
  ['goal', GoalOverviewCard],
  ['transactions', TransactionsCard],
  ['browsers', BrowserStatesCard],
  ['devices', SessionsByDeviceCard],
  ['customers', CustomersCard],
];

/**
 * `/cards/advanced`: cards with their actions: collapse, refresh (a loading overlay while the
 * call runs again) and remove. Removing only hides a card on this page; "Show all cards" brings
 * every card back, so nothing is lost and no confirmation is needed.
 */
export default function AdvancedCards() {
  const { t } = useTranslation('dashboards');
  const [removed, setRemoved] = useState<string[]>([]);
  const shown = cards.filter(([key]) => !removed.includes(key));
  return (
    <section data-testid="advanced-cards">
      <PageHeader
        title={t('titles.advancedCards')}
        description={t('advanced.intro')}
        extra={
          <Button
            icon={<UndoOutlined aria-hidden />}
            disabled={removed.length === 0}
            onClick={() => setRemoved([])}
          >
            {t('advanced.restore')}
          </Button>
        }
      />
      {shown.length === 0 ? (
        <Empty description={t('advanced.empty')} />
      ) : (
        <Row gutter={[24, 24]}>
          {shown.map(([key, Card]) => (
            <Col key={key} xs={24} md={12} xl={8}>
              <Card actions={{ onRemove: () => setRemoved((keys) => [...keys, key]) }} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
