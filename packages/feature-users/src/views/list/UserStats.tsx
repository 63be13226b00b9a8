import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CrownOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LtrText, numberFormat, StatCard, type StatColor } from '@tessera/ui';
import { useUserStatsQuery } from '../../api';

const noCounts = { total: 0, paid: 0, active: 0, pending: 0 };
type Count = keyof typeof noCounts;

/** The cards in order: the count each shows (also its title's key), its icon and colour. */
const cards: { count: Count; icon: ReactNode; color: StatColor }[] = [
  { count: 'total', icon: <TeamOutlined aria-hidden />, color: 'purple' },
  { count: 'paid', icon: <CrownOutlined aria-hidden />, color: 'red' },
  { count: 'active', icon: <CheckCircleOutlined aria-hidden />, color: 'green' },
  { count: 'pending', icon: <ClockCircleOutlined aria-hidden />, color: 'orange' },
];

/** The four counts over the whole directory (not the filtered page), from the stats call. */
export function UserStats() {
  const { t, i18n } = useTranslation('users');
  const { data } = useUserStatsQuery(undefined);
  const counts = data ?? noCounts;
  // Until the counts are in (or when they fail: the list reports the server's problem), no number.
  const loading = !data;
  const number = numberFormat(i18n.language);
  const percent = numberFormat(i18n.language, { style: 'percent' });
  // The total says what it counts; the others, their share of it. The amount is isolated: right
  // to left, "30 %" would otherwise read "% 30".
  const description = (count: Count) =>
    count === 'total' ? (
      t('stats.totalHint')
    ) : (
      <Trans
        t={t}
        i18nKey="stats.share"
        values={{ percent: percent.format(counts.total ? counts[count] / counts.total : 0) }}
        components={{ amount: <LtrText /> }}
      />
    );

  return (
    <Row gutter={[24, 24]} style={{ marginBottom: 24 }} data-testid="user-stats">
      {cards.map(({ count, icon, color }) => (
        <Col key={count} xs={24} sm={12} xl={6}>
          <StatCard
            title={t(`stats.${count}`)}
            value={number.format(counts[count])}
            icon={icon}
            color={color}
            description={description(count)}
            loading={loading}
          />
        </Col>
      ))}
    </Row>
  );
}
