import type {
  AddressInput,
  DeliveryOption,
  PaymentInput,
  PlaceOrderResponse,
} from '@tessera/api-client';
import { couponPercent } from '@tessera/api-client/ecommerce';
import { LinkButton, PageHeader, PageTitle, ResultView, useUnsavedChanges } from '@tessera/ui';
import { Card, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { shopPath } from '../../paths';
import { AddressStep } from './AddressStep';
import { CartStep } from './CartStep';
import { PaymentStep } from './PaymentStep';
import '../ecommerce.css';

/** What the shopper has entered so far: kept when they go back a step. */
export interface CheckoutValues {
  coupon: string;
  address?: AddressInput;
  delivery: DeliveryOption;
  payment?: PaymentInput;
}

const steps = ['cart', 'address', 'payment'] as const;

/**
 * `/apps/ecommerce/checkout`: the cart (quantities, coupon, summary), the address and delivery,
 * then the payment; each step checks its fields before the next, and Back keeps them.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('ecommerce');
  // The navbar's Checkout link starts at the address; the cart is always one Back away.
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState(() => (searchParams.get('step') === 'address' ? 1 : 0));
  const [values, setValues] = useState<CheckoutValues>({ coupon: '', delivery: 'standard' });
  const [placed, setPlaced] = useState<PlaceOrderResponse | null>(null);
  // An address or card typed and not yet ordered: leaving the checkout asks first.
  const unsaved = useUnsavedChanges();
  const couponPercentage = couponPercent(values.coupon) ?? 0;

  if (placed) {
    return (
      <ResultView
        status="success"
        title={<PageTitle>{t('checkout.placed.title')}</PageTitle>}
        subTitle={t('checkout.placed.description', { orderNumber: placed.orderNumber })}
        extra={
          <LinkButton to={shopPath} type="primary">
            {t('checkout.placed.continue')}
          </LinkButton>
        }
      />
    );
  }

  return (
    <>
      <PageHeader title={t('titles.checkout')} />
      <Card className="ecommerce-checkout">
        <Steps
          current={step}
          className="ecommerce-steps"
          items={steps.map((name) => ({ title: t(`checkout.steps.${name}`) }))}
        />
        <h2 className="sr-only" aria-live="polite">
          {t('checkout.stepOf', {
            step: step + 1,
            count: steps.length,
            name: t(`checkout.steps.${steps[step]}`),
          })}
        </h2>
        {step === 0 && (
          <CartStep
            coupon={values.coupon}
            delivery={values.delivery}
            onNext={(coupon) => {
              setValues((current) => ({ ...current, coupon }));
              setStep(1);
            }}
          />
        )}
        {step === 1 && (
          <AddressStep
            values={values}
            couponPercentage={couponPercentage}
            onChange={unsaved.changed}
            onBack={(entered) => {
              setValues((current) => ({ ...current, ...entered }));
              setStep(0);
            }}
            onNext={(entered) => {
              setValues((current) => ({ ...current, ...entered }));
              setStep(2);
            }}
          />
        )}
        {step === 2 && values.address && (
          <PaymentStep
            values={{ ...values, address: values.address }}
            couponPercentage={couponPercentage}
            onChange={unsaved.changed}
            placing={unsaved.saving}
            onBack={(payment) => {
              setValues((current) => ({ ...current, payment }));
              setStep(1);
            }}
            onPlaced={setPlaced}
          />
        )}
      </Card>
    </>
  );
}
