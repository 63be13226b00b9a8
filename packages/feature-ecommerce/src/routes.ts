import { HeartOutlined, ShopOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { ecommerceSubject } from '@tessera/api-client/ecommerce';
import type { FeatureRoute } from '@tessera/ui';
import { checkoutPath, ecommercePath, shopPath, wishlistPath } from './paths';

// Shoppers are admins and client accounts alike: the pages ask to read the shop's subject, which
// the client account's rules grant (manage ECommerce), as the server's domain does.
const shopper = { action: 'read', subject: ecommerceSubject } as const;
const breadcrumb = [{ title: 'ecommerce:nav.ecommerce', path: shopPath }];

export const ecommerceRoutes: FeatureRoute[] = [
  {
    path: shopPath,
    load: () => import('./views/shop/ShopPage'),
    meta: {
      ...shopper,
      title: 'ecommerce:titles.shop',
      breadcrumb: [{ title: 'ecommerce:nav.ecommerce' }],
      search: { icon: ShopOutlined },
    },
  },
  {
    path: `${ecommercePath}/product-detail/:slug`,
    load: () => import('./views/product/ProductDetailPage'),
    meta: { ...shopper, title: 'ecommerce:titles.product', breadcrumb },
  },
  {
    path: wishlistPath,
    load: () => import('./views/wishlist/WishlistPage'),
    meta: {
      ...shopper,
      title: 'ecommerce:titles.wishlist',
      breadcrumb,
      search: { icon: HeartOutlined },
    },
  },
  {
    path: checkoutPath,
    load: () => import('./views/checkout/CheckoutPage'),
    meta: {
      ...shopper,
      title: 'ecommerce:titles.checkout',
      breadcrumb,
      search: { icon: ShoppingCartOutlined },
    },
  },
];
