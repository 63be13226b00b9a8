import type { CartProduct, DeliveryOption } from '@tessera/api-client';
import { cartTotals } from '@tessera/api-client/ecommerce';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../shared/Price';

/** The price summary: what the items cost, what comes off, delivery, and the total. */
export function Summary({
  lines,
  couponPercentage,
  delivery,
}: {
  lines: readonly CartProduct[];
  couponPercentage: number;
  delivery: DeliveryOption;
}) {
  const { t } = useTranslation('ecommerce');
  const price = usePrice();
  const totals = cartTotals(lines, { couponPercentage, delivery });
  return (
    <section className="ecommerce-summary" aria-labelledby="ecommerce-summary-title">
      <h3 id="ecommerce-summary-title" className="ecommerce-h3">
        {t('checkout.summary.title')}
      </h3>
      <dl>
        <div>
          <dt>{t('checkout.summary.subtotal')}</dt>
          <dd>{price(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('checkout.summary.discount')}</dt>
          <dd>−{price(totals.discount)}</dd>
        </div>
        {totals.coupon > 0 && (
          <div>
            <dt>{t('checkout.summary.coupon', { percent: couponPercentage })}</dt>
            <dd>−{price(totals.coupon)}</dd>
          </div>
        )}
        <div>
          <dt>{t('checkout.summary.delivery')}</dt>
          <dd>{totals.delivery === 0 ? t('checkout.summary.free') : price(totals.delivery)}</dd>
        </div>
        <div className="ecommerce-summary__total">
          <dt>{t('checkout.summary.total')}</dt>
          <dd>{price(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
