import { CreditCardOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Descriptions, Flex, Form, Input, Row, type FormRule } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCardNumber, type User } from '@tessera/api-client';
import { ColorTag, dateFormat, Text, useSubmitForm } from '@tessera/ui';
import {
  cardBrand,
  isValidCvc,
  isValidExpiry,
  lastFour,
  sampleCards,
  type PaymentCard,
} from '../../../model/cards';
import { billingPeriodDays, daysUsed, formatPrice, planPrices } from '../../../model/plans';
import { billingKeys } from '../../../model/presentation';
import { UpgradePlanModal } from '../lazy';
import { ItemList } from './ItemList';
import { TabCard } from './TabCard';

interface CardValues {
  number: string;
  holder: string;
  expiry: string;
  cvc: string;
}

const check =
  (isValid: (value: string) => boolean, message: string): FormRule =>
  () => ({
    validator: (_, value: string | undefined) =>
      !value || isValid(value) ? Promise.resolve() : Promise.reject(new Error(message)),
  });

function useCardRules() {
  const { t } = useTranslation('users');
  return useMemo(
    () => ({
      number: [
        { required: true, message: t('billingTab.numberRequired') },
        check(isCardNumber, t('billingTab.numberInvalid')),
      ],
      holder: [{ required: true, whitespace: true, message: t('billingTab.holderRequired') }],
      expiry: [
        { required: true, message: t('billingTab.expiryRequired') },
        check((value) => isValidExpiry(value), t('billingTab.expiryInvalid')),
      ],
      cvc: [
        { required: true, message: t('billingTab.cvcRequired') },
        check(isValidCvc, t('billingTab.cvcInvalid')),
      ],
    }),
    [t],
  );
}

function CurrentPlan({ user }: { user: User }) {
  const { t, i18n } = useTranslation('users');
  const [changing, setChanging] = useState(false);
  const renewal = new Date();
  renewal.setDate(renewal.getDate() + billingPeriodDays - daysUsed(user.id));
  return (
    <TabCard
      title={t('billingTab.currentPlan')}
      testId="current-plan"
      extra={<Button onClick={() => setChanging(true)}>{t('plan.upgrade')}</Button>}
    >
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'plan',
            label: t('fields.currentPlan'),
            children: t(`planNames.${user.currentPlan}`),
          },
          {
            key: 'price',
            label: t('billingTab.price'),
            children: t('plan.pricePerMonth', {
              price: formatPrice(planPrices[user.currentPlan], i18n.language),
            }),
          },
          {
            key: 'renewal',
            label: t('billingTab.renewal'),
            children: dateFormat(i18n.language, { dateStyle: 'long' }).format(renewal),
          },
          {
            key: 'billing',
            label: t('fields.billing'),
            children: t(`billing.${billingKeys[user.billing]}`),
          },
        ]}
      />
      <UpgradePlanModal user={user} open={changing} onClose={() => setChanging(false)} />
    </TabCard>
  );
}

function PaymentMethods({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const [cards, setCards] = useState<PaymentCard[]>(() => sampleCards(user.id, user.fullName));
  const [adding, setAdding] = useState(false);
  const rules = useCardRules();
  // The directory keeps no cards: an added one lives on this screen.
  const { form, formProps } = useSubmitForm({
    name: 'add-card',
    send: (values: CardValues): PaymentCard => ({
      id: `added-${Date.now()}`,
      brand: cardBrand(values.number),
      holder: values.holder.trim(),
      last4: lastFour(values.number),
      expiry: values.expiry.trim(),
      primary: false,
    }),
    success: (card) => t('billingTab.cardAdded', { last4: card.last4 }),
    onSaved: (card) => {
      setCards((current) => [...current, card]);
      form.resetFields();
      setAdding(false);
    },
  });

  return (
    <TabCard
      title={t('billingTab.paymentMethods')}
      testId="payment-methods"
      extra={
        !adding && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            {t('billingTab.addCard')}
          </Button>
        )
      }
    >
      <ItemList
        items={cards}
        itemKey={(card) => card.id}
        renderItem={(card) => (
          <Flex gap="middle" align="center">
            <CreditCardOutlined aria-hidden style={{ fontSize: 24 }} />
            <div>
              <Text strong>
                {t(`billingTab.brands.${card.brand}`)} ···· {card.last4}
              </Text>{' '}
              {card.primary && <ColorTag color="blue">{t('billingTab.primary')}</ColorTag>}
              <Text type="secondary" style={{ display: 'block' }}>
                {card.holder} · {t('billingTab.expires', { expiry: card.expiry })}
              </Text>
            </div>
          </Flex>
        )}
      />
      {adding && (
        <Form<CardValues> {...formProps} style={{ marginTop: 16 }}>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="number" label={t('billingTab.number')} rules={rules.number}>
                <Input
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="4242 4242 4242 4242"
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="holder" label={t('billingTab.holder')} rules={rules.holder}>
                <Input autoComplete="cc-name" placeholder={user.fullName} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="expiry" label={t('billingTab.expiry')} rules={rules.expiry}>
                <Input autoComplete="cc-exp" placeholder="MM/YY" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="cvc" label={t('billingTab.cvc')} rules={rules.cvc}>
                <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
              </Form.Item>
            </Col>
          </Row>
          <Flex gap="small">
            <Button type="primary" htmlType="submit">
              {t('billingTab.saveCard')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setAdding(false);
              }}
            >
              {t('actions.cancel')}
            </Button>
          </Flex>
        </Form>
      )}
    </TabCard>
  );
}

function BillingAddress({ user }: { user: User }) {
  const { t } = useTranslation('users');
  return (
    <TabCard title={t('billingTab.address')} testId="billing-address">
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'name', label: t('fields.fullName'), children: user.fullName },
          { key: 'company', label: t('fields.company'), children: user.company || '—' },
          { key: 'email', label: t('billingTab.billingEmail'), children: user.email },
          { key: 'contact', label: t('fields.contact'), children: user.contact },
          { key: 'country', label: t('fields.country'), children: user.country },
        ]}
      />
    </TabCard>
  );
}

/** The plan summary, payment cards (kept on this screen) and the billing address. */
export function BillingTab({ user }: { user: User }) {
  return (
    <>
      <CurrentPlan user={user} />
      <PaymentMethods user={user} />
      <BillingAddress user={user} />
    </>
  );
}
