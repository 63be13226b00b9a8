import {
  cardCvvPattern,
  cardExpiryPattern,
  cardNumberPattern,
  expiryInFuture,
  passesLuhn,
  type PaymentInput,
  type PlaceOrderResponse,
} from '@tessera/api-client';
import { addressFieldMaxLength, paymentMethods } from '@tessera/api-client/ecommerce';
import { useSubmitForm } from '@tessera/ui';
import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetCartQuery, usePlaceOrderMutation } from '../../api';
import type { CheckoutValues } from './CheckoutPage';
import { Summary } from './Summary';

interface PaymentValues {
  payment: PaymentInput;
}

/** Step 3: card (checked: Luhn, expiry, CVV) or cash on delivery; then the order is placed. */
export function PaymentStep({
  values,
  couponPercentage,
  onChange,
  placing,
  onBack,
  onPlaced,
}: {
  values: CheckoutValues & { address: NonNullable<CheckoutValues['address']> };
  couponPercentage: number;
  onChange: () => void;
  /** Runs the order's request: once it is placed, leaving no longer asks. */
  placing: <Result>(order: Promise<Result>) => Promise<Result>;
  onBack: (entered: PaymentInput) => void;
  onPlaced: (placed: PlaceOrderResponse) => void;
}) {
  const { t } = useTranslation('ecommerce');
  const cart = useGetCartQuery(undefined);
  const [placeOrder] = usePlaceOrderMutation();
  const { form, formProps, saving } = useSubmitForm<PaymentValues, PlaceOrderResponse>({
    name: 'checkout-payment',
    fields: ['payment'],
    send: ({ payment }) =>
      placing(
        placeOrder({
          address: values.address,
          delivery: values.delivery,
          coupon: values.coupon,
          payment,
        }).unwrap(),
      ),
    success: (placed) => t('checkout.placed.toast', { orderNumber: placed.orderNumber }),
    onSaved: onPlaced,
  });
  const method = Form.useWatch(['payment', 'method'], form) ?? 'card';
  const required = { required: true, whitespace: true, message: t('form.required') };

  return (
    <div className="ecommerce-step">
      <Form<PaymentValues>
        {...formProps}
        className="ecommerce-step__main"
        initialValues={{ payment: values.payment ?? { method: 'card' } }}
        onValuesChange={onChange}
      >
        <Form.Item
          name={['payment', 'method']}
          label={<span className="ecommerce-h3">{t('checkout.payment.method')}</span>}
        >
          <Radio.Group
            className="ecommerce-filters__options"
            options={paymentMethods.map((option) => ({
              value: option,
              label: t(`checkout.payment.${option}`),
            }))}
          />
        </Form.Item>
        {method === 'card' ? (
          <fieldset className="ecommerce-address">
            <legend className="sr-only">{t('checkout.payment.card')}</legend>
            <Form.Item
              name={['payment', 'cardNumber']}
              label={t('checkout.payment.cardNumber')}
              rules={[
                required,
                { pattern: cardNumberPattern, message: t('checkout.payment.cardNumberDigits') },
                {
                  validator: (_rule, value: string | undefined) =>
                    !value || !cardNumberPattern.test(value.trim()) || passesLuhn(value.trim())
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('checkout.payment.cardNumberInvalid'))),
                },
              ]}
            >
              <Input inputMode="numeric" autoComplete="cc-number" />
            </Form.Item>
            <Form.Item
              name={['payment', 'nameOnCard']}
              label={t('checkout.payment.nameOnCard')}
              rules={[
                required,
                {
                  max: addressFieldMaxLength,
                  message: t('form.max', { max: addressFieldMaxLength }),
                },
              ]}
            >
              <Input autoComplete="cc-name" />
            </Form.Item>
            <div className="ecommerce-card-row">
              <Form.Item
                name={['payment', 'expiry']}
                label={t('checkout.payment.expiry')}
                rules={[
                  required,
                  { pattern: cardExpiryPattern, message: t('checkout.payment.expiryFormat') },
                  {
                    validator: (_rule, value: string | undefined) =>
                      !value ||
                      !cardExpiryPattern.test(value.trim()) ||
                      expiryInFuture(value.trim())
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('checkout.payment.expiryPassed'))),
                  },
                ]}
              >
                <Input placeholder="MM/YY" autoComplete="cc-exp" />
              </Form.Item>
              <Form.Item
                name={['payment', 'cvv']}
                label={t('checkout.payment.cvv')}
                rules={[
                  required,
                  { pattern: cardCvvPattern, message: t('checkout.payment.cvvInvalid') },
                ]}
              >
                <Input inputMode="numeric" autoComplete="cc-csc" />
              </Form.Item>
            </div>
          </fieldset>
        ) : (
          <p>{t('checkout.payment.codNote')}</p>
        )}
        <div className="ecommerce-step__buttons">
          <Button onClick={() => onBack(form.getFieldsValue().payment)}>
            {t('checkout.back')}
          </Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('checkout.placeOrder')}
          </Button>
        </div>
      </Form>
      <aside className="ecommerce-step__side">
        <Summary
          lines={cart.currentData?.products ?? []}
          couponPercentage={couponPercentage}
          delivery={values.delivery}
        />
      </aside>
    </div>
  );
}
