import { ShoppingCartOutlined } from '@ant-design/icons';
import { getUserData, subscribeSession } from '@tessera/api-client';
import { lazyView } from '@tessera/ui';
import { Button, Dropdown, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import './navbarCart.css';

// The panel (the cart's server state, its list) loads when the cart is first opened: every
// signed-in page shows the button, few open it.
const CartPanel = lazyView(
  () => import('./CartPanel'),
  <Skeleton active paragraph={{ rows: 3 }} aria-busy="true" />,
);

/** The cart's size as the session keeps it (the server and every cart change keep it true). */
function useCartCount(): number {
  const read = () => getUserData()?.extras.eCommerceCartItemsCount ?? 0;
  const [count, setCount] = useState(read);
  useEffect(() => subscribeSession(() => setCount(read())), []);
  return count;
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
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      placement="bottomRight"
      popupRender={() => (
        <section className="navbar-cart__panel" aria-label={t('navbar.title')}>
          <h2 className="navbar-cart__title">{t('navbar.title')}</h2>
          {open && <CartPanel onNavigate={() => setOpen(false)} />}
        </section>
      )}
    >
      <Button
        type="text"
        className="navbar-cart"
        aria-label={t('navbar.label', { count })}
        aria-expanded={open}
      >
        <ShoppingCartOutlined aria-hidden className="navbar-cart__icon" />
        {count > 0 && (
          <span className="navbar-cart__count" aria-hidden>
            {count}
          </span>
        )}
      </Button>
    </Dropdown>
  );
}
