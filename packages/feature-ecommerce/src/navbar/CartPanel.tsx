import { cartTotals } from '@tessera/api-client/ecommerce';
import { LinkButton, LoadFailedAlert, Text, useErrorMessage } from '@tessera/ui';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetCartQuery } from '../api';
import { checkoutPath, productPath } from '../paths';
import { usePrice } from '../views/shared/Price';
import '../views/ecommerce.css';

/** The navbar cart's panel: its items, quantities and total, and links to the cart and checkout. */
export default function CartPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('ecommerce');
  const price = usePrice();
  const describe = useErrorMessage();
  const cart = useGetCartQuery(undefined);
  const lines = cart.currentData?.products ?? [];

  if (cart.isLoading) return <Skeleton active paragraph={{ rows: 3 }} aria-busy="true" />;
  if (cart.isError && !cart.currentData) {
    return (
      <LoadFailedAlert
        title={t('navbar.failed')}
        message={describe(cart.error)}
        onRetry={() => void cart.refetch()}
      />
    );
  }
  if (lines.length === 0) {
    return <Empty description={t('checkout.emptyCart')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  }
  return (
    <div className="ecommerce-minicart">
      <ul className="ecommerce-minicart__lines" aria-label={t('navbar.items')}>
        {lines.map((line) => (
          <li key={line.id}>
            <img src={line.image} alt="" width={48} height={38} />
            <span className="ecommerce-minicart__name">
              <Link to={productPath(line.slug)} onClick={onNavigate}>
                {line.name}
              </Link>
              <Text type="secondary">
                {t('navbar.qty', { qty: line.qty, price: price(line.price) })}
              </Text>
            </span>
          </li>
        ))}
      </ul>
      <p className="ecommerce-minicart__total">
        <span>{t('checkout.summary.total')}</span>
        <Text strong>{price(cartTotals(lines).total)}</Text>
      </p>
      <div className="ecommerce-minicart__links">
        <LinkButton to={checkoutPath} onMouseUp={onNavigate}>
          {t('navbar.viewCart')}
        </LinkButton>
        <LinkButton to={`${checkoutPath}?step=address`} type="primary" onMouseUp={onNavigate}>
          {t('navbar.checkout')}
        </LinkButton>
      </div>
    </div>
  );
}
