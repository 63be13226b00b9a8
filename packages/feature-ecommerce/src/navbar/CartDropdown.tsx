import { ShoppingCartOutlined } from '@ant-design/icons';
import { getUserData, subscribeSession } from '@tessera/api-client';
import { cartTotals } from '@tessera/api-client/ecommerce';
import { LinkButton, LoadFailedAlert, Text, useErrorMessage } from '@tessera/ui';
import { Badge, Button, Empty, Popover, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useGetCartQuery } from '../api';
import { checkoutPath, productPath } from '../paths';
import { usePrice } from '../views/shared/Price';
import '../views/ecommerce.css';

/** The cart's size as the session keeps it (the server and every cart change keep it true). */
function useCartCount(): number {
  const read = () => getUserData()?.extras.eCommerceCartItemsCount ?? 0;
  const [count, setCount] = useState(read);
  useEffect(() => subscribeSession(() => setCount(read())), []);
  return count;
}

function CartContent({ onNavigate }: { onNavigate: () => void }) {
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

/** The navbar's cart: its count on the button, its items, total and links in a dropdown. */
export default function CartDropdown() {
  const { t } = useTranslation('ecommerce');
  const count = useCartCount();
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  // A link inside (or any navigation) closes it.
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={t('navbar.title')}
      content={open ? <CartContent onNavigate={() => setOpen(false)} /> : null}
    >
      <Button
        type="text"
        className="ecommerce-navbar-cart"
        aria-label={t('navbar.label', { count })}
        aria-expanded={open}
        aria-haspopup="dialog"
      >
        <Badge count={count} size="small" aria-hidden>
          <ShoppingCartOutlined aria-hidden style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
