import { screen, waitFor, within } from '@testing-library/react';
import { api, type ShopProduct } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { openFeature } from '@tessera/ui/testing';
import { ecommerceFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

async function freeProduct(): Promise<ShopProduct> {
  const { products } = await api.ecommerce.list({ perPage: 100 });
  const product = products.find(
    (one) => !one.isInCart && !one.isInWishlist && one.stock > 0 && one.colorOptions.length > 1,
  );
  if (!product) throw new Error('no free product');
  return product;
}

const openProduct = (slug: string, language?: string) =>
  openFeature(
    ecommerceFeature,
    `/apps/ecommerce/product-detail/${slug}`,
    () => screen.getByRole('list', { name: /Related products|Produits similaires/ }),
    { language },
  );

describe('Product detail', () => {
  it('shows the product: price, rating, stock, shipping, colours, and related items of its category', async () => {
    const product = await freeProduct();
    const { user } = await openProduct(product.slug);
    expect(screen.getByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: product.name })).toBeInTheDocument();
    expect(screen.getByText(`In stock: ${product.stock} left`)).toBeInTheDocument();
    const colours = screen.getByRole('group', { name: 'Colour' });
    const radios = within(colours).getAllByRole('radio');
    expect(radios).toHaveLength(product.colorOptions.length);
    expect(radios[0]).toBeChecked();
    await user.click(radios[1]);
    expect(radios[1]).toBeChecked();

    const { products: sameCategory } = await api.ecommerce.list({
      category: product.category,
      perPage: 10,
    });
    const related = within(screen.getByRole('list', { name: 'Related products' }));
    expect(related.getAllByRole('link').map((link) => link.textContent)).toEqual(
      sameCategory.filter((other) => other.id !== product.id).map((other) => other.name),
    );
  });

  it('adds it to the cart and the wishlist', async () => {
    const product = await freeProduct();
    const { user } = await openProduct(product.slug);
    await user.click(screen.getByRole('button', { name: `Add to cart: ${product.name}` }));
    expect(
      await screen.findByRole('link', { name: `View in cart: ${product.name}` }),
    ).toBeInTheDocument();
    const heart = screen.getByRole('button', { name: 'Wishlist' });
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(async () => {
      const { product: stored } = await api.ecommerce.get({ id: product.slug });
      expect(stored).toMatchObject({ isInCart: true, isInWishlist: true });
    });
  });

  it('says an unknown product is not found, with the way back', async () => {
    await openFeature(ecommerceFeature, '/apps/ecommerce/product-detail/no-such-thing', () =>
      screen.getByRole('heading', { name: 'Product not found' }),
    );
    expect(screen.getByText('No product has the address “no-such-thing”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the shop/ })).toHaveAttribute(
      'href',
      '/apps/ecommerce/shop',
    );
  });

  it('says the product could not be loaded, and retry shows it', async () => {
    const product = await freeProduct();
    failNext(endpoints.ecommerce.get, { status: 500 });
    const { user } = await openFeature(
      ecommerceFeature,
      `/apps/ecommerce/product-detail/${product.slug}`,
    );
    expect(
      await screen.findByRole('heading', { name: 'The product could not be loaded.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The server had a problem. Please try again in a moment.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: product.name }),
    ).toBeInTheDocument();
  });

  it('speaks French', async () => {
    const product = await freeProduct();
    await openProduct(product.slug, 'fr');
    expect(screen.getByRole('group', { name: 'Couleur' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Ajouter au panier: ${product.name}` }),
    ).toBeInTheDocument();
  });
});
