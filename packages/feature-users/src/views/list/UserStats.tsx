import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CrownOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { User } from '@tessera/api-client';
import { StatCard } from '@tessera/ui';
import { isPaidPlan } from '../../model/plans';
import { selectUsers } from '../../store/slice';

/** The four counts the cards show, over every user (not the filtered page). */
export function countUsers(users: readonly User[]) {
  return {
    total: users.length,
    paid: users.filter((user) => isPaidPlan(user.currentPlan)).length,
    active: users.filter((user) => user.status === 'active').length,
    pending: users.filter((user) => user.status === 'pending').length,
  };
}

export function UserStats() {
  const { t, i18n } = useTranslation('users');
  const { allData, allStatus } = useSelector(selectUsers);
  const counts = countUsers(allData);
  const loading = allStatus !== 'succeeded' && allData.length === 0;
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const share = (value: number) =>
    t('stats.share', {
      percent: counts.total ? Math.round((value / counts.total) * 100) : 0,
    });

  return (
    <Row gutter={[24, 24]} style={{ marginBottom: 24 }} data-testid="user-stats">
      <Col xs={24} sm={12} xl={6}>
        <StatCard
          title={t('stats.total')}
          value={number(counts.total)}
          icon={<TeamOutlined />}
          color="purple"
          description={t('stats.totalHint')}
          loading={loading}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <StatCard
          title={t('stats.paid')}
          value={number(counts.paid)}
          icon={<CrownOutlined />}
          color="red"
          description={share(counts.paid)}
          loading={loading}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <StatCard
          title={t('stats.active')}
          value={number(counts.active)}
          icon={<CheckCircleOutlined />}
          color="green"
          description={share(counts.active)}
          loading={loading}
        />
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <StatCard
          title={t('stats.pending')}
          value={number(counts.pending)}
          icon={<ClockCircleOutlined />}
          color="orange"
          description={share(counts.pending)}
          loading={loading}
        />
      </Col>
    </Row>
  );
}
