import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { fakeViewport, findLoadFailure, openFeature } from '@tessera/ui/testing';
import { ecommerceFeature } from '../../index';

setupFakeServer();
const viewport = fakeViewport();
beforeEach(() => signIn());

const cards = () => within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article');
const names = () => cards().map((card) => within(card).getByRole('heading').textContent);
const openShop = (path = '/apps/ecommerce/shop', language?: string) =>
  openFeature(
    ecommerceFeature,
    path,
    () => screen.getByRole('list', { name: /Products|Produits/ }),
    {
      language,
    },
  );

describe('Shop', () => {
  it('shows the newest products first, with the result count', async () => {
    const { products, total } = await api.ecommerce.list();
    await openShop();
    expect(names()).toEqual(products.map((product) => product.name));
    expect(screen.getByText(`${total} results`)).toBeInTheDocument();
  });

  it('filters from the sidebar and searches, all in the URL', async () => {
    const { user, router } = await openShop();
    await user.click(screen.getByRole('radio', { name: 'Audio' }));
    await user.click(screen.getByRole('radio', { name: '3 stars and up' }));
    await user.click(screen.getByRole('checkbox', { name: 'Free shipping only' }));
    await user.type(screen.getByRole('textbox', { name: 'Search products' }), 'e');
    const expected = await api.ecommerce.list({
      category: 'audio',
      rating: 3,
      freeShipping: true,
      q: 'e',
    });
    await waitFor(() => expect(router.state.location.search).toContain('q=e'));
    await waitFor(() => expect(names()).toEqual(expected.products.map((product) => product.name)));
    expect(router.state.location.search).toContain('category=audio');
    expect(router.state.location.search).toContain('rating=3');
    expect(router.state.location.search).toContain('freeShipping=true');
    expect(screen.getByText(`${expected.total} results`, { exact: false })).toBeInTheDocument();
  });

  it('sorts by price, keeping the filters and the search', async () => {
    const { user, router } = await openShop('/apps/ecommerce/shop?category=audio&q=e');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('Price: high to low'));
    await waitFor(() => expect(router.state.location.search).toContain('sortBy=price-desc'));
    expect(router.state.location.search).toContain('category=audio');
    const sorted = await api.ecommerce.list({ category: 'audio', q: 'e', sortBy: 'price-desc' });
    await waitFor(() => expect(names()).toEqual(sorted.products.map((product) => product.name)));
  });

  it('opens a deep link as it was: filters, page and the list layout', async () => {
    const second = await api.ecommerce.list({ sortBy: 'price-asc', page: 2 });
    const { router, user } = await openShop(
      '/apps/ecommerce/shop?sortBy=price-asc&page=2&view=list',
    );
    expect(names()).toEqual(second.products.map((product) => product.name));
    expect(screen.getByRole('radio', { name: 'List' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Grid' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('view='));
    expect(router.state.location.search).toContain('page=2');
  });

  it('says when nothing matches, and clears the filters', async () => {
    const { user } = await openFeature(
      ecommerceFeature,
      '/apps/ecommerce/shop?q=no-such-gadget',
      () => screen.getByText('No product matches these filters.'),
    );
    await user.click(
      screen.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement,
    );
    await waitFor(() => expect(cards()).toHaveLength(9));
  });

  it('adds to the cart (then offers to view it) and toggles the wishlist at once', async () => {
    const { products } = await api.ecommerce.list();
    const product = products.find((one) => !one.isInCart && !one.isInWishlist && one.stock > 0);
    if (!product) throw new Error('no free product');
    const { user } = await openShop();
    const card = cards().find((one) => one.textContent?.includes(product.name)) as HTMLElement;
    await user.click(within(card).getByRole('button', { name: `Add to cart: ${product.name}` }));
    expect(
      await within(card).findByRole('link', { name: `View in cart: ${product.name}` }),
    ).toBeInTheDocument();
    expect(await screen.findByText(`${product.name} is in your cart.`)).toBeInTheDocument();

    const heart = within(card).getByRole('button', { name: `Add ${product.name} to the wishlist` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(async () =>
      expect((await api.ecommerce.wishlist()).products.map((one) => one.id)).toContain(product.id),
    );
  });

  it('rolls a refused wishlist toggle back, and says why', async () => {
    const { products } = await api.ecommerce.list();
    const product = products.find((one) => !one.isInWishlist) as (typeof products)[number];
    const { user, settled } = await openShop();
    failNext(endpoints.ecommerce.addToWishlist, {
      status: 500,
      body: { message: 'Wishes offline' },
    });
    const heart = screen.getByRole('button', { name: `Add ${product.name} to the wishlist` });
    await user.click(heart);
    expect(
      await screen.findByText('The server had a problem. Please try again in a moment.'),
    ).toBeInTheDocument();
    await settled();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect((await api.ecommerce.wishlist()).products.map((one) => one.id)).not.toContain(
      product.id,
    );
  });

  it('says the products could not be loaded, and retry shows them', async () => {
    failNext(endpoints.ecommerce.list, { status: 500 });
    const { user } = await openFeature(ecommerceFeature, '/apps/ecommerce/shop');
    const failure = await findLoadFailure(user, 'The products could not be loaded.');
    await failure.retry();
    await waitFor(() => expect(cards()).toHaveLength(9));
  });

  it('puts the filters in a drawer on a phone', async () => {
    viewport.phone();
    const { user, router } = await openShop();
    expect(screen.queryByRole('radio', { name: 'Audio' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('radio', { name: 'Cameras' }));
    await waitFor(() => expect(router.state.location.search).toContain('category=cameras'));
  });

  it('speaks French', async () => {
    await openShop('/apps/ecommerce/shop', 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Boutique' })).toBeInTheDocument();
    expect(screen.getByText('27 résultats')).toBeInTheDocument();
  });
});
