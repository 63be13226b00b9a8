import type { AddressInput, DeliveryOption } from '@tessera/api-client';
import {
  addressFieldMaxLength,
  deliveryOptions,
  deliveryPrices,
  phonePattern,
  postalCodePattern,
} from '@tessera/api-client/ecommerce';
import { Text } from '@tessera/ui';
import { Button, Form, Input, Radio, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetCartQuery, useListAddressesQuery } from '../../api';
import { usePrice } from '../shared/Price';
import type { CheckoutValues } from './CheckoutPage';
import { Summary } from './Summary';

interface AddressFormValues {
  address: AddressInput;
  delivery: DeliveryOption;
}

/** Step 2: where it goes (typed, or one of the saved addresses) and how fast. */
export function AddressStep({
  values,
  couponPercentage,
  onChange,
  onBack,
  onNext,
}: {
  values: CheckoutValues;
  couponPercentage: number;
  onChange: () => void;
  onBack: (entered: Partial<AddressFormValues>) => void;
  onNext: (entered: AddressFormValues) => void;
}) {
  const { t } = useTranslation('ecommerce');
  const price = usePrice();
  const [form] = Form.useForm<AddressFormValues>();
  const saved = useListAddressesQuery(undefined);
  const cart = useGetCartQuery(undefined);
  const delivery = Form.useWatch('delivery', form) ?? values.delivery;

  const required = { required: true, whitespace: true, message: t('form.required') };
  const max = {
    max: addressFieldMaxLength,
    message: t('form.max', { max: addressFieldMaxLength }),
  };
  const text = (name: keyof AddressInput, label: string, rules: object[] = [required, max]) => (
    <Form.Item name={['address', name]} label={label} rules={rules}>
      <Input autoComplete={autocomplete[name]} />
    </Form.Item>
  );

  return (
    <div className="ecommerce-step">
      <Form<AddressFormValues>
        form={form}
        name="checkout-address"
        layout="vertical"
        requiredMark={false}
        className="ecommerce-step__main"
        initialValues={{ address: values.address, delivery: values.delivery }}
        onFinish={onNext}
        onValuesChange={onChange}
      >
        <fieldset>
          <legend className="ecommerce-h3">{t('checkout.address.saved')}</legend>
          {saved.isLoading ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : (
            <div className="ecommerce-saved">
              {(saved.currentData?.addresses ?? []).map(({ id, label, ...address }) => (
                <Button
                  key={id}
                  className="ecommerce-saved__address"
                  onClick={() => {
                    form.setFieldsValue({ address });
                    onChange();
                  }}
                >
                  <strong>{label}</strong>
                  <span>
                    {address.line1}, {address.city}
                  </span>
                  <span className="sr-only">{t('checkout.address.use')}</span>
                </Button>
              ))}
            </div>
          )}
        </fieldset>
        <fieldset className="ecommerce-address">
          <legend className="ecommerce-h3">{t('checkout.address.title')}</legend>
          {text('fullName', t('checkout.address.fullName'))}
          {text('phone', t('checkout.address.phone'), [
            required,
            { pattern: phonePattern, message: t('checkout.address.phoneInvalid') },
          ])}
          {text('line1', t('checkout.address.line1'))}
          {text('line2', t('checkout.address.line2'), [max])}
          {text('city', t('checkout.address.city'))}
          {text('postalCode', t('checkout.address.postalCode'), [
            required,
            { pattern: postalCodePattern, message: t('checkout.address.postalCodeInvalid') },
          ])}
          {text('country', t('checkout.address.country'))}
        </fieldset>
        <Form.Item
          name="delivery"
          label={<span className="ecommerce-h3">{t('checkout.delivery.title')}</span>}
        >
          <Radio.Group
            className="ecommerce-filters__options"
            options={deliveryOptions.map((option) => ({
              value: option,
              label: (
                <span>
                  {t(`checkout.delivery.${option}`)}{' '}
                  <Text type="secondary">
                    {deliveryPrices[option] === 0
                      ? t('checkout.summary.free')
                      : price(deliveryPrices[option])}
                  </Text>
                </span>
              ),
            }))}
          />
        </Form.Item>
        <div className="ecommerce-step__buttons">
          <Button onClick={() => onBack(form.getFieldsValue())}>{t('checkout.back')}</Button>
          <Button type="primary" htmlType="submit">
            {t('checkout.next')}
          </Button>
        </div>
      </Form>
      <aside className="ecommerce-step__side">
        <Summary
          lines={cart.currentData?.products ?? []}
          couponPercentage={couponPercentage}
          delivery={delivery}
        />
      </aside>
    </div>
  );
}

const autocomplete: Record<keyof AddressInput, string> = {
  fullName: 'name',
  phone: 'tel',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  postalCode: 'postal-code',
  country: 'country-name',
};
