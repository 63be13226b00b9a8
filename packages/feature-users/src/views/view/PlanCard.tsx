import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Progress, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@tessera/api-client';
import { ColorTag, Title, Text } from '@tessera/ui';
import {
  billingPeriodDays,
  daysUsed,
  formatPrice,
  planFeatureCount,
  planPrices,
} from '../../model/plans';
import { UpgradePlanModal } from './lazy';

/** The user's plan: price, what it includes, the billing period's days, and Upgrade. */
export function PlanCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation('users');
  const { token } = theme.useToken();
  const [upgrading, setUpgrading] = useState(false);
  const plan = user.currentPlan;
  const used = daysUsed(user.id);
  const remaining = billingPeriodDays - used;
  const features = Array.from({ length: planFeatureCount }, (_, index) =>
    t(`planFeatures.${plan}.${index}`),
  );

  return (
    <Card data-testid="plan-card" style={{ borderColor: token.colorPrimaryBorder }}>
      <Flex justify="space-between" align="flex-start" gap="small">
        <div>
          <Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {t('plan.title')}
          </Title>
          <div style={{ marginTop: 8 }}>
            <ColorTag color="purple">{t(`planNames.${plan}`)}</ColorTag>
          </div>
        </div>
        <Text>
          <Text strong style={{ fontSize: 24 }}>
            {formatPrice(planPrices[plan], i18n.language)}
          </Text>{' '}
          <Text type="secondary">{t('plan.perMonth')}</Text>
        </Text>
      </Flex>
      <ul style={{ listStyle: 'none', padding: 0, margin: '16px 0' }}>
        {features.map((feature) => (
          <li key={feature} style={{ marginBottom: 6 }}>
            <CheckOutlined aria-hidden style={{ color: token.colorSuccess, marginInlineEnd: 8 }} />
            {feature}
          </li>
        ))}
      </ul>
      <Flex justify="space-between">
        <Text strong id={`plan-days-${user.id}`}>
          {t('plan.days')}
        </Text>
        <Text>{t('plan.daysOf', { used, total: billingPeriodDays })}</Text>
      </Flex>
      <Progress
        percent={Math.round((used / billingPeriodDays) * 100)}
        showInfo={false}
        aria-labelledby={`plan-days-${user.id}`}
      />
      <Text type="secondary">{t('plan.remaining', { count: remaining })}</Text>
      <Button type="primary" block style={{ marginTop: 16 }} onClick={() => setUpgrading(true)}>
        {t('plan.upgrade')}
      </Button>
      <UpgradePlanModal user={user} open={upgrading} onClose={() => setUpgrading(false)} />
    </Card>
  );
}
