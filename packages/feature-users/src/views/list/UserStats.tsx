import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CrownOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Col, Row } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { LtrText, numberFormat, StatCard } from '@tessera/ui';
import { useUserStatsQuery } from '../../api';

const noCounts = { total: 0, paid: 0, active: 0, pending: 0 };

/** The four counts over the whole directory (not the filtered page), from the stats call. */
export function UserStats() {
  const { t, i18n } = useTranslation('users');
  const { data } = useUserStatsQuery(undefined);
  const counts = data ?? noCounts;
  // Until the counts are in (or when they fail: the list reports the server's problem), no number.
  const loading = !data;
  const number = (value: number) => numberFormat(i18n.language).format(value);
  const percent = numberFormat(i18n.language, { style: 'percent' });
  // The amount is isolated: right to left, "30 %" would otherwise read "% 30".
  const share = (value: number) => (
    <Trans
      t={t}
      i18nKey="stats.share"
      values={{ percent: percent.format(counts.total ? value / counts.total : 0) }}
      components={{ amount: <LtrText /> }}
    />
  );

  return (
    <Row gutter={[24, 24]} style={{ marginBottom: 24 }} data-testid="user-stats">
      <Col xs={24} sm={12} xl={6}>
        <StatCard
          title={t('stats.total')}
          value={number(counts.total)}
          icon={<TeamOutlined aria-hidden />}
          color="purple"
          description={t('stats.totalHint')}
          loading={loading}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <StatCard
          title={t('stats.paid')}
          value={number(counts.paid)}
          icon={<CrownOutlined aria-hidden />}
          color="red"
          description={share(counts.paid)}
          loading={loading}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <StatCard
          title={t('stats.active')}
          value={number(counts.active)}
          icon={<CheckCircleOutlined aria-hidden />}
          color="green"
          description={share(counts.active)}
          loading={loading}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <StatCard
          title={t('stats.pending')}
          value={number(counts.pending)}
          icon={<ClockCircleOutlined aria-hidden />}
          color="orange"
          description={share(counts.pending)}
          loading={loading}
        />
      </Col>
    </Row>
  );
}
