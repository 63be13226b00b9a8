import { screen, waitFor, within } from '@testing-library/react';
import { api, getUserData } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { findLoadFailure, openFeature } from '@tessera/ui/testing';
import { ecommerceFeature } from '../index';

setupFakeServer();
beforeEach(() => signIn());

const openWithNavbar = () =>
  openFeature(
    ecommerceFeature,
    '/apps/ecommerce/shop',
    () => {
      screen.getByRole('button', { name: /^Cart, \d+ items?$/ });
      screen.getByRole('list', { name: 'Products' });
    },
    { navbar: true },
  );

describe('The navbar cart', () => {
  it('shows the count the session carries, and follows the cart', async () => {
    const { products } = await api.ecommerce.list();
    const product = products.find((one) => !one.isInCart && one.stock > 0);
    if (!product) throw new Error('no free product');
    const { user } = await openWithNavbar();
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: `Add to cart: ${product.name}` }));
    expect(await screen.findByRole('button', { name: 'Cart, 4 items' })).toBeInTheDocument();
    expect(getUserData()?.extras.eCommerceCartItemsCount).toBe(4);
  });

  it('lists the items, their quantities and the total, with links to the cart and checkout', async () => {
    const { products } = await api.ecommerce.cart();
    const { user } = await openWithNavbar();
    await user.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    const items = await screen.findByRole('list', { name: 'Items in the cart' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(products.length);
    for (const line of products) {
      expect(within(items).getByRole('link', { name: line.name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/checkout',
    );
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/checkout?step=address',
    );
  });

  it('says the cart could not be loaded, and retry shows it', async () => {
    const { user } = await openWithNavbar();
    failNext(endpoints.ecommerce.cart, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    const failure = await findLoadFailure(user, 'The cart could not be loaded.');
    await failure.retry();
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Items in the cart' })).toBeInTheDocument(),
    );
  });
});
