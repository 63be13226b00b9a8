import { buildAbility, canAccess } from '@tessera/ui';
import { adminRules, expectLazyServerStateFeature } from '@tessera/ui/testing';
import { ecommerceFeature } from './index';

// The client account's rules as the server gives them (the shop's subject is theirs to manage).
const shopperRules = [
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
  { action: 'manage', subject: 'ECommerce' },
];
const readerRules = [
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
];

describe('ecommerceFeature', () => {
  it('serves the shop, a product, the wishlist and the checkout, titled in its namespace', () => {
    expect(ecommerceFeature.routes.map((route) => route.path)).toEqual([
      '/apps/ecommerce/shop',
      '/apps/ecommerce/product-detail/:slug',
      '/apps/ecommerce/wishlist',
      '/apps/ecommerce/checkout',
    ]);
    for (const route of ecommerceFeature.routes) {
      expect(route.meta?.title).toMatch(/^ecommerce:titles\./);
    }
  });

  it('opens to admins and client accounts (shoppers), not to an account without the shop', () => {
    for (const route of ecommerceFeature.routes) {
      expect(canAccess(buildAbility(adminRules), route.meta)).toBe(true);
      expect(canAccess(buildAbility(shopperRules), route.meta)).toBe(true);
      expect(canAccess(buildAbility(readerRules), route.meta)).toBe(false);
    }
  });

  it('loads each view lazily, and has no slice or saga of its own (its data is server state)', async () => {
    await expectLazyServerStateFeature(ecommerceFeature);
  });

  it('puts eCommerce in the Apps section of the menu, and its cart in the navbar', () => {
    expect(ecommerceFeature.navigation).toEqual([
      expect.objectContaining({
        title: 'ecommerce:nav.ecommerce',
        section: 'common:section.apps',
        subject: 'ECommerce',
        children: [
          expect.objectContaining({ path: '/apps/ecommerce/shop' }),
          expect.objectContaining({ path: '/apps/ecommerce/wishlist' }),
          expect.objectContaining({ path: '/apps/ecommerce/checkout' }),
        ],
      }),
    ]);
    expect(ecommerceFeature.navbar).toEqual([
      expect.objectContaining({ key: 'cart', placement: 'end' }),
    ]);
  });
});
