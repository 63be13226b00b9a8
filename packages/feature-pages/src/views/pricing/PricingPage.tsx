import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricingPlan } from '@tessera/api-client';
import { ColorTag, LtrText, PageHeader, Paragraph, Text, Title, useMoney } from '@tessera/ui';
import { useGetPricingQuery } from '../../api';
import { Accordion } from '../shared/Accordion';
import { LoadFailed } from '../shared/LoadFailed';
import { useSearchParam } from '../shared/useSearchParam';
import '../shared/pages.css';

const skeletonPlans = [0, 1, 2];

function PlanCard({ plan, yearly }: { plan: PricingPlan; yearly: boolean }) {
  const { t } = useTranslation('pages');
  const money = useMoney();
  const perMonth = yearly ? plan.yearlyPlan.perMonth : plan.monthlyPrice;
  const titleId = `plan-${plan.id}`;
  const free = plan.monthlyPrice === 0;
  return (
    <Card
      className={plan.popular ? 'pages-plan pages-plan--popular' : 'pages-plan'}
      aria-labelledby={titleId}
      role="region"
    >
      <Title level={2} size={4} id={titleId} style={{ marginTop: 0 }}>
        {plan.title} {plan.popular && <ColorTag color="blue">{t('pricing.popular')}</ColorTag>}
      </Title>
      <Paragraph type="secondary">{plan.subtitle}</Paragraph>
      <div data-testid={`price-${plan.id}`}>
        <span className="pages-price">
          <LtrText>{money.whole(perMonth)}</LtrText>
        </span>{' '}
        <Text type="secondary">{t('pricing.perMonth')}</Text>
        {/* A fixed line whatever the period: the cards do not jump when it changes. */}
        <div className="pages-plan__yearly">
          <Text type="secondary">
            {yearly && !free
              ? t('pricing.billedYearly', { total: money.whole(plan.yearlyPlan.totalAnnual) })
              : ' '}
          </Text>
        </div>
      </div>
      <ul>
        {plan.planBenefits.map((benefit) => (
          <li key={benefit}>
            <CheckOutlined aria-hidden className="pages-plan__check" /> {benefit}
          </li>
        ))}
      </ul>
      {free ? (
        <Button block disabled>
          {t('pricing.current')}
        </Button>
      ) : (
        <Button
          block
          type={plan.popular ? 'primary' : 'default'}
          href={`mailto:sales@tessera.example?subject=${encodeURIComponent(plan.title)}`}
        >
          {t('pricing.upgrade', { plan: plan.title })}
        </Button>
      )}
    </Card>
  );
}

/** `/pages/pricing`: the plans, monthly or yearly (in the URL), and the questions about them. */
export default function PricingPage() {
  const { t } = useTranslation('pages');
  const [billing, setBilling] = useSearchParam('billing');
  const yearly = billing === 'yearly';
  const switchId = useId();
  const { data, error, refetch } = useGetPricingQuery(undefined);

  return (
    <>
      <PageHeader title={t('pricing.title')} description={t('pricing.subtitle')} />
      <div className="pages-billing">
        <label htmlFor={switchId}>{t('pricing.monthly')}</label>
        <Switch
          id={switchId}
          checked={yearly}
          onChange={(checked) => setBilling(checked ? 'yearly' : '')}
          aria-label={t('pricing.yearlySwitch')}
        />
        <label htmlFor={switchId}>{t('pricing.yearly')}</label>
        <ColorTag color="green">{t('pricing.save')}</ColorTag>
      </div>
      {error ? (
        <LoadFailed title={t('pricing.failed')} error={error} retry={refetch} />
      ) : (
        <div className="pages-grid pages-plans">
          {data
            ? data.plans.map((plan) => <PlanCard key={plan.id} plan={plan} yearly={yearly} />)
            : skeletonPlans.map((index) => (
                <Card key={index} aria-busy="true" aria-label={t('pricing.loading')}>
                  <Skeleton active paragraph={{ rows: 9 }} />
                </Card>
              ))}
        </div>
      )}
      {data && (
        <section className="pages-pricing__faq" aria-labelledby="pricing-questions">
          <Title level={2} size={4} id="pricing-questions">
            {t('pricing.questions')}
          </Title>
          <Accordion items={data.qandA} />
        </section>
      )}
    </>
  );
}
