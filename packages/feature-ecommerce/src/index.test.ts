import { describeFeature } from '@tessera/ui/testing';
import { ecommerceFeature } from './index';

const shop = ['admin', 'shopper'];

// Admins and client accounts, which the server lets manage the shop; not an account without it.
describeFeature(ecommerceFeature, {
  routes: {
    '/apps/ecommerce/shop': shop,
    '/apps/ecommerce/product-detail/:slug': shop,
    '/apps/ecommerce/wishlist': shop,
    '/apps/ecommerce/checkout': shop,
  },
  accounts: {
    shopper: [
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
      { action: 'manage', subject: 'ECommerce' },
    ],
  },
  menu: [
    {
      title: 'ecommerce:nav.ecommerce',
      section: 'common:section.apps',
      paths: ['/apps/ecommerce/shop', '/apps/ecommerce/wishlist', '/apps/ecommerce/checkout'],
    },
  ],
});

it('puts the cart in the navbar, and the shop menu under its own subject', () => {
  expect(ecommerceFeature.navbar).toEqual([
    expect.objectContaining({ key: 'cart', placement: 'end' }),
  ]);
  expect(ecommerceFeature.navigation?.[0]).toMatchObject({ subject: 'ECommerce' });
});
