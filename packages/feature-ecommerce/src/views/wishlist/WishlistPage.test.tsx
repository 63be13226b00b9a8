import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { findLoadFailure, openFeature } from '@tessera/ui/testing';
import { ecommerceFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

const wished = () =>
  within(screen.getByRole('list', { name: 'Wishlist' })).queryAllByRole('article');
const openWishlist = (language?: string) =>
  openFeature(
    ecommerceFeature,
    '/apps/ecommerce/wishlist',
    () => screen.getByRole('list', { name: /Wishlist|Liste d’envies/ }),
    { language },
  );

describe('Wishlist', () => {
  it('moves a product to the cart', async () => {
    const { products } = await api.ecommerce.wishlist();
    expect(products.length).toBeGreaterThan(1);
    const [first] = products;
    const { user } = await openWishlist();
    expect(wished()).toHaveLength(products.length);
    await user.click(screen.getByRole('button', { name: `Move to cart: ${first.name}` }));
    expect(await screen.findByText(`${first.name} moved to your cart.`)).toBeInTheDocument();
    await waitFor(() => expect(wished()).toHaveLength(products.length - 1));
    expect((await api.ecommerce.cart()).products.map((line) => line.id)).toContain(first.id);
    expect((await api.ecommerce.wishlist()).products.map((one) => one.id)).not.toContain(first.id);
  });

  it('removes a product after asking', async () => {
    const { products } = await api.ecommerce.wishlist();
    const [first] = products;
    const { user } = await openWishlist();
    await user.click(screen.getByRole('button', { name: `Remove: ${first.name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Remove ${first.name} from your wishlist?`);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(wished()).toHaveLength(products.length - 1));
    expect((await api.ecommerce.wishlist()).products.map((one) => one.id)).not.toContain(first.id);
  });

  it('rolls a refused removal back, and says why', async () => {
    const { products } = await api.ecommerce.wishlist();
    const [first] = products;
    const { user, settled } = await openWishlist();
    failNext(endpoints.ecommerce.removeFromWishlist, { status: 500 });
    await user.click(screen.getByRole('button', { name: `Remove: ${first.name}` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('The server had a problem. Please try again in a moment.'),
    ).toBeInTheDocument();
    await settled();
    expect(wished()).toHaveLength(products.length);
  });

  it('says when it is empty', async () => {
    await signIn({ email: 'client@demo.com', password: 'client' });
    for (const product of (await api.ecommerce.wishlist()).products) {
      await api.ecommerce.removeFromWishlist({ productId: product.id });
    }
    await openFeature(ecommerceFeature, '/apps/ecommerce/wishlist', () =>
      screen.getByText('Your wishlist is empty.'),
    );
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toBeInTheDocument();
  });

  it('says the wishlist could not be loaded, and retry shows it', async () => {
    failNext(endpoints.ecommerce.wishlist, { status: 500 });
    const { user } = await openFeature(ecommerceFeature, '/apps/ecommerce/wishlist');
    const failure = await findLoadFailure(user, 'The wishlist could not be loaded.');
    expect(screen.queryByRole('list', { name: 'Wishlist' })).not.toBeInTheDocument();
    await failure.retry();
    const { products } = await api.ecommerce.wishlist();
    await waitFor(() => expect(wished()).toHaveLength(products.length));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    const [first] = (await api.ecommerce.wishlist()).products;
    await openWishlist('fr');
    expect(
      screen.getByRole('button', { name: `Passer au panier: ${first.name}` }),
    ).toBeInTheDocument();
  });
});
