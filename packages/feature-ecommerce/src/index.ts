import { ShoppingOutlined } from '@ant-design/icons';
import { ecommerceSubject } from '@tessera/api-client/ecommerce';
import { createElement } from 'react';
import { defineFeature } from '@tessera/ui';
import { CartSlot } from './navbar/CartSlot';
import { checkoutPath, shopPath, wishlistPath } from './paths';
import { ecommerceRoutes } from './routes';

const shopper = { action: 'read', subject: ecommerceSubject };

/**
 * The shop, for admins and client accounts: products with filters, a product's page, the
 * wishlist, a three-step checkout, and the cart in the navbar. Only this descriptor and the
 * navbar's small cart button ship with the first signed-in page; each view loads with its route,
 * and its server state (`./api`) with the view. No slice and no saga: carts and wishlists are
 * server state, and the checkout's steps are one page's state.
 */
export const ecommerceFeature = defineFeature({
  id: 'ecommerce',
  namespace: 'ecommerce',
  routes: ecommerceRoutes,
  navigation: [
    {
      key: 'ecommerce',
      title: 'ecommerce:nav.ecommerce',
      icon: createElement(ShoppingOutlined),
      section: 'common:section.apps',
      ...shopper,
      children: [
        { key: 'ecommerce-shop', title: 'ecommerce:nav.shop', path: shopPath, ...shopper },
        {
          key: 'ecommerce-wishlist',
          title: 'ecommerce:nav.wishlist',
          path: wishlistPath,
          ...shopper,
        },
        {
          key: 'ecommerce-checkout',
          title: 'ecommerce:nav.checkout',
          path: checkoutPath,
          ...shopper,
        },
      ],
    },
  ],
  navbar: [{ key: 'cart', placement: 'end', order: 10, component: CartSlot }],
});
