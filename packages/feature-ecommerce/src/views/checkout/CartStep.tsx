import { DeleteOutlined } from '@ant-design/icons';
import type { DeliveryOption } from '@tessera/api-client';
import { cartMaxQty, cartMinQty, couponPercent } from '@tessera/api-client/ecommerce';
import {
  dateFormat,
  LinkButton,
  LoadFailedAlert,
  Text,
  useErrorMessage,
  useFeedback,
  ColorTag,
} from '@tessera/ui';
import { Button, Empty, Form, Input, InputNumber, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetCartQuery, useSetCartQtyMutation } from '../../api';
import { productPath, shopPath } from '../../paths';
import { usePrice } from '../shared/Price';
import { useShopActions } from '../shared/useShopActions';
import { Summary } from './Summary';

/** Step 1: the cart's lines with their quantities, a coupon, and the price summary. */
export function CartStep({
  coupon,
  delivery,
  onNext,
}: {
  coupon: string;
  delivery: DeliveryOption;
  onNext: (coupon: string) => void;
}) {
  const { t, i18n } = useTranslation('ecommerce');
  const price = usePrice();
  const describe = useErrorMessage();
  const { message } = useFeedback();
  const actions = useShopActions();
  const cart = useGetCartQuery(undefined);
  const [setQty] = useSetCartQtyMutation();
  const [couponText, setCouponText] = useState(coupon);
  const [applied, setApplied] = useState(coupon);
  const [couponError, setCouponError] = useState<string | null>(null);
  const lines = cart.currentData?.products ?? [];
  const dates = dateFormat(i18n.language, { month: 'short', day: 'numeric' });

  const changeQty = async (productId: number, qty: number | null) => {
    if (qty === null || qty < cartMinQty || qty > cartMaxQty) return;
    try {
      await setQty({ productId, qty }).unwrap();
    } catch (failure) {
      void message.error(describe(failure));
    }
  };

  const applyCoupon = () => {
    const code = couponText.trim();
    if (code !== '' && couponPercent(code) === undefined) {
      setCouponError(t('checkout.coupon.invalid'));
      return false;
    }
    setCouponError(null);
    setApplied(code.toUpperCase());
    return true;
  };

  if (cart.isLoading) {
    return <Skeleton active paragraph={{ rows: 8 }} aria-busy="true" />;
  }
  if (cart.isError && !cart.currentData) {
    return (
      <LoadFailedAlert
        title={t('checkout.cartFailed')}
        message={describe(cart.error)}
        onRetry={() => void cart.refetch()}
      />
    );
  }
  if (lines.length === 0) {
    return (
      <Empty description={t('checkout.emptyCart')} image={Empty.PRESENTED_IMAGE_SIMPLE}>
        <LinkButton to={shopPath} type="primary">
          {t('actions.backToShop')}
        </LinkButton>
      </Empty>
    );
  }

  return (
    <div className="ecommerce-step">
      <ul className="ecommerce-lines" aria-label={t('checkout.steps.cart')}>
        {lines.map((line) => (
          <li key={line.id} className="ecommerce-line">
            <img src={line.image} alt="" width={96} height={77} />
            <div className="ecommerce-line__body">
              <Link to={productPath(line.slug)} className="ecommerce-line__name">
                {line.name}
              </Link>
              <Text type="secondary">
                {t('checkout.line.delivery', {
                  date: dates.format(new Date(`${line.shippingDate}T12:00:00`)),
                })}
              </Text>
              <span>
                <ColorTag color="green">
                  {t('checkout.line.discount', { percent: line.discountPercentage })}
                </ColorTag>
                <ColorTag>{t('checkout.line.offers', { count: line.offers })}</ColorTag>
              </span>
            </div>
            <div className="ecommerce-line__qty">
              <label htmlFor={`qty-${line.id}`} className="sr-only">
                {t('checkout.line.qty', { name: line.name })}
              </label>
              <InputNumber
                id={`qty-${line.id}`}
                min={cartMinQty}
                max={Math.max(cartMinQty, Math.min(cartMaxQty, line.stock))}
                value={line.qty}
                onChange={(qty) => void changeQty(line.id, qty)}
                mode="spinner"
                style={{ width: 110 }}
              />
              <Text strong>{price(line.price * line.qty)}</Text>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => void actions.removeFromCart(line)}
                aria-label={`${t('cart.remove')}: ${line.name}`}
              >
                {t('cart.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <aside className="ecommerce-step__side">
        <Form layout="vertical" requiredMark={false} onFinish={applyCoupon}>
          <Form.Item
            label={t('checkout.coupon.label')}
            htmlFor="checkout-coupon"
            validateStatus={couponError ? 'error' : undefined}
            help={couponError ?? t('checkout.coupon.help')}
          >
            <div className="ecommerce-coupon">
              <Input
                id="checkout-coupon"
                value={couponText}
                onChange={(event) => setCouponText(event.target.value)}
              />
              <Button htmlType="submit">{t('checkout.coupon.apply')}</Button>
            </div>
          </Form.Item>
        </Form>
        <Summary lines={lines} couponPercentage={couponPercent(applied) ?? 0} delivery={delivery} />
        <Button
          type="primary"
          block
          onClick={() => {
            if (applyCoupon()) onNext(couponText.trim().toUpperCase());
          }}
        >
          {t('checkout.next')}
        </Button>
      </aside>
    </div>
  );
}
