import { api, clearSession, type ShopProduct } from '@tessera/api-client';
import { sampleOrder } from '@tessera/api-client/testing';
import {
  cartResponseSchema,
  productListResponseSchema,
  productResponseSchema,
} from '@tessera/api-client/schemas';
import { authData } from '../auth/handle';
import { client, raw, setupDomainTests, signIn, snapshot } from '../../test/helpers';
import { productCount, seededCartSizes } from './data';
import { ecommerceData } from './handle';

const { dataOf, expectRefused, server } = setupDomainTests((server) =>
  server.db.load(ecommerceData),
);

const order = sampleOrder;

/** A product that is in stock and not in the signed-in admin's cart or wishlist. */
async function freeProduct(): Promise<ShopProduct> {
  const { products } = await api.ecommerce.list({ perPage: 100 });
  const product = products.find((one) => one.stock > 0 && !one.isInCart && !one.isInWishlist);
  if (!product) throw new Error('no free product in the sample data');
  return product;
}

describe('GET /apps/ecommerce/products', () => {
  it('answers 9 products, newest first, with the total and the shopper’s cart and wishlist', async () => {
    const response = await api.ecommerce.list();
    expect(productListResponseSchema.parse(response)).toEqual(response);
    expect(response.total).toBe(productCount);
    expect(response.products.map((product) => product.id)).toEqual(
      Array.from({ length: 9 }, (_, index) => productCount - index),
    );
    expect(response.userCart).toHaveLength(seededCartSizes[1]);
    expect(response.userWishlist.length).toBeGreaterThan(0);
    const inCart = new Set(response.userCart.map((item) => item.productId));
    const wished = new Set(response.userWishlist.map((item) => item.productId));
    const all = await api.ecommerce.list({ perPage: 100 });
    for (const product of all.products) {
      expect(product.isInCart).toBe(inCart.has(product.id));
      expect(product.isInWishlist).toBe(wished.has(product.id));
    }
  });

  it('is our own seeded data: at least 27 products, ratings 1–5, generated SVG pictures, unique slugs', async () => {
    const { products } = await dataOf();
    expect(products.length).toBeGreaterThanOrEqual(27);
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);
    for (const product of products) {
      expect(product.rating).toBeGreaterThanOrEqual(1);
      expect(product.rating).toBeLessThanOrEqual(5);
      expect(product.image).toMatch(/^data:image\/svg\+xml,/);
    }
    expect(new Set(products.map((product) => product.hasFreeShipping))).toEqual(
      new Set([true, false]),
    );
    expect(new Set(products.map((product) => product.category)).size).toBeGreaterThan(5);
  });

  it('sorts by price either way', async () => {
    const prices = async (sortBy: 'price-asc' | 'price-desc') =>
      (await api.ecommerce.list({ sortBy, perPage: 100 })).products.map((product) => product.price);
    const ascending = await prices('price-asc');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await prices('price-desc');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('searches name, brand and description without regard to case', async () => {
    const { products } = await dataOf();
    const [first] = products;
    const byBrand = await api.ecommerce.list({ q: first.brand.toUpperCase(), perPage: 100 });
    expect(byBrand.total).toBe(
      products.filter((product) =>
        [product.name, product.brand, product.description].some((text) =>
          text.toLowerCase().includes(first.brand.toLowerCase()),
        ),
      ).length,
    );
    const word = 'made for every day';
    expect((await api.ecommerce.list({ q: word, perPage: 100 })).total).toBe(products.length);
    expect((await api.ecommerce.list({ q: 'no such gadget' })).products).toEqual([]);
  });

  it('combines every filter with search, a sort and paging', async () => {
    const { products } = await dataOf();
    const query = {
      q: 'e',
      minPrice: 20,
      maxPrice: 900,
      rating: 3,
      freeShipping: true,
    } as const;
    const expected = products
      .filter(
        (product) =>
          [product.name, product.brand, product.description].some((text) =>
            text.toLowerCase().includes('e'),
          ) &&
          product.price >= 20 &&
          product.price <= 900 &&
          product.rating >= 3 &&
          product.hasFreeShipping,
      )
      .sort((a, b) => b.price - a.price);
    expect(expected.length).toBeGreaterThan(3);
    const first = await api.ecommerce.list({ ...query, sortBy: 'price-desc', perPage: 2, page: 1 });
    const second = await api.ecommerce.list({
      ...query,
      sortBy: 'price-desc',
      perPage: 2,
      page: 2,
    });
    expect(first.total).toBe(expected.length);
    expect([...first.products, ...second.products].map((product) => product.price)).toEqual(
      expected.slice(0, 4).map((product) => product.price),
    );

    const [sample] = products;
    const narrowed = await api.ecommerce.list({
      category: sample.category,
      brand: sample.brand,
      perPage: 100,
    });
    expect(narrowed.total).toBe(
      products.filter((p) => p.category === sample.category && p.brand === sample.brand).length,
    );
    expect(narrowed.products.map((product) => product.id)).toContain(sample.id);
    const beyond = await api.ecommerce.list({ ...query, page: 99 });
    expect(beyond.products).toEqual([]);
    expect(beyond.total).toBe(expected.length);
  });

  it.each([
    [{ page: 0 }, 'page: must be a positive integer'],
    [{ perPage: 101 }, 'perPage: must be at most 100'],
    [{ sortBy: 'name' }, 'sortBy: must be one of "featured", "price-asc", "price-desc"'],
    [{ category: 'toys' }, expect.stringMatching(/^category: must be one of "audio"/)],
    [{ rating: 6 }, 'rating: must be at most 5'],
    [{ minPrice: -5 }, 'minPrice: minPrice must not be negative'],
    [{ freeShipping: 'maybe' }, expect.stringMatching(/^freeShipping: /)],
  ])('answers 400 naming the field for %j', async (params, message) => {
    const response = await raw('get', '/apps/ecommerce/products', { params });
    expect(response.status).toBe(400);
    expect(response.data).toMatchObject({ message });
  });
});

describe('GET /apps/ecommerce/products/{id}', () => {
  it('answers one product by id or by slug, with its colours', async () => {
    const { products } = await dataOf();
    const product = products[4];
    const byId = await api.ecommerce.get({ id: String(product.id) });
    expect(productResponseSchema.parse(byId)).toEqual(byId);
    expect(byId.product).toMatchObject({ ...product, isInCart: expect.any(Boolean) });
    expect(byId.product.colorOptions.length).toBeGreaterThan(0);
    expect(await api.ecommerce.get({ id: product.slug })).toEqual(byId);
  });

  it('answers 404 for an unknown id or slug', async () => {
    await expectRefused(() => raw('get', '/apps/ecommerce/products/9999'), 404, {
      message: 'No product with id or slug 9999',
    });
    await expectRefused(() => raw('get', '/apps/ecommerce/products/no-such-thing'), 404, {
      message: 'No product with id or slug no-such-thing',
    });
  });
});

describe('the cart', () => {
  it('adds a product once (201, qty 1); adding it again keeps one row (200)', async () => {
    const product = await freeProduct();
    const first = await raw('post', '/apps/ecommerce/cart', { data: { productId: product.id } });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({
      product: { id: product.id, qty: 1, isInCart: true },
      cartItemsCount: seededCartSizes[1] + 1,
    });
    const again = await raw('post', '/apps/ecommerce/cart', { data: { productId: product.id } });
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    const { products } = await api.ecommerce.cart();
    expect(products.filter((line) => line.id === product.id)).toHaveLength(1);
    const ids = [...(await dataOf()).carts.values()].flat().map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every(Number.isSafeInteger)).toBe(true);
  });

  it('answers the same offers, discount and shipping date on every call', async () => {
    const product = await freeProduct();
    await api.ecommerce.addToCart({ productId: product.id });
    const first = cartResponseSchema.parse(await api.ecommerce.cart());
    await api.ecommerce.setCartQty({ productId: product.id, qty: 2 });
    const second = await api.ecommerce.cart();
    const extras = ({ products }: typeof first) =>
      products.map(({ id, offers, discountPercentage, shippingDate }) => ({
        id,
        offers,
        discountPercentage,
        shippingDate,
      }));
    expect(extras(second)).toEqual(extras(first));
    const today = new Date().toISOString().slice(0, 10);
    for (const line of first.products) {
      expect(line.offers).toBeGreaterThanOrEqual(1);
      expect(line.offers).toBeLessThanOrEqual(4);
      expect(line.discountPercentage).toBeGreaterThanOrEqual(3);
      expect(line.discountPercentage).toBeLessThanOrEqual(20);
      const days = (Date.parse(line.shippingDate) - Date.parse(today)) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(0);
      expect(days).toBeLessThanOrEqual(9);
    }
    // Removed and added again, a product keeps its offer.
    await api.ecommerce.removeFromCart({ productId: product.id });
    await api.ecommerce.addToCart({ productId: product.id });
    expect(extras(await api.ecommerce.cart())).toEqual(extras(first));
  });

  it('changes a quantity within 1 to 10, and removes a row', async () => {
    const product = await freeProduct();
    await api.ecommerce.addToCart({ productId: product.id });
    const changed = await api.ecommerce.setCartQty({ productId: product.id, qty: 3 });
    expect(changed.product.qty).toBe(3);
    await expectRefused(
      () => raw('patch', `/apps/ecommerce/cart/${product.id}`, { data: { qty: 11 } }),
      400,
      { message: 'qty: must be at most 10' },
    );
    await expectRefused(
      () => raw('patch', `/apps/ecommerce/cart/${product.id}`, { data: { qty: 0 } }),
      400,
      { message: 'qty: must be at least 1' },
    );
    await expect(api.ecommerce.removeFromCart({ productId: product.id })).resolves.toEqual({
      productId: product.id,
      cartItemsCount: seededCartSizes[1],
    });
    expect((await api.ecommerce.cart()).products.map((line) => line.id)).not.toContain(product.id);
  });

  it('answers 404 for an unknown product, or one not in the cart, and changes nothing', async () => {
    await expectRefused(
      () => raw('post', '/apps/ecommerce/cart', { data: { productId: 9999 } }),
      404,
      {
        message: 'No product with id or slug 9999',
      },
    );
    await expectRefused(
      () => raw('patch', '/apps/ecommerce/cart/9999', { data: { qty: 2 } }),
      404,
      {
        message: 'No product with id or slug 9999',
      },
    );
    await expectRefused(() => raw('delete', '/apps/ecommerce/cart/9999'), 404, {
      message: 'No product with id or slug 9999',
    });
    const product = await freeProduct();
    await expectRefused(() => raw('delete', `/apps/ecommerce/cart/${product.id}`), 404, {
      message: `Product ${product.id} is not in the cart`,
    });
  });

  it('refuses a product out of stock, and a bad product id, naming the field', async () => {
    const { products } = await dataOf();
    const soldOut = products.find((product) => product.stock === 0);
    expect(soldOut).toBeDefined();
    await expectRefused(
      () => raw('post', '/apps/ecommerce/cart', { data: { productId: soldOut?.id } }),
      400,
      { message: 'productId: is out of stock' },
    );
    await expectRefused(
      () => raw('post', '/apps/ecommerce/cart', { data: { productId: 'x' } }),
      400,
      {
        message: 'productId: must be a positive integer',
      },
    );
    await expectRefused(() => raw('post', '/apps/ecommerce/cart', { data: [] }), 400, {
      message: expect.stringMatching(/^body: /),
      fieldErrors: expect.any(Object),
    });
  });

  it('keeps the count in userData.extras: the next sign-in and refresh carry it', async () => {
    const session = await signIn();
    expect(session.userData.extras.eCommerceCartItemsCount).toBe(
      (await api.ecommerce.cart()).products.length,
    );
    const product = await freeProduct();
    await api.ecommerce.addToCart({ productId: product.id });
    const again = await signIn();
    expect(again.userData.extras.eCommerceCartItemsCount).toBe(seededCartSizes[1] + 1);
    const refreshed = await api.auth.refreshToken({ refreshToken: again.refreshToken });
    expect(refreshed.userData.extras.eCommerceCartItemsCount).toBe(seededCartSizes[1] + 1);

    const shopper = await signIn(client);
    expect(shopper.userData.extras.eCommerceCartItemsCount).toBe(0);
    expect((await api.ecommerce.cart()).products).toEqual([]);
  });
});

describe('the wishlist', () => {
  it('adds once (201), keeps one row when added again (200), and removes', async () => {
    const product = await freeProduct();
    const first = await raw('post', '/apps/ecommerce/wishlist', {
      data: { productId: product.id },
    });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ product: { id: product.id, isInWishlist: true } });
    const again = await raw('post', '/apps/ecommerce/wishlist', {
      data: { productId: product.id },
    });
    expect(again.status).toBe(200);
    const { products } = await api.ecommerce.wishlist();
    expect(products.filter((one) => one.id === product.id)).toHaveLength(1);
    await expect(api.ecommerce.removeFromWishlist({ productId: product.id })).resolves.toEqual({
      productId: product.id,
    });
    expect((await api.ecommerce.wishlist()).products.map((one) => one.id)).not.toContain(
      product.id,
    );
  });

  it('answers 404 for an unknown product, or one not in the wishlist, and changes nothing', async () => {
    await expectRefused(
      () => raw('post', '/apps/ecommerce/wishlist', { data: { productId: 9999 } }),
      404,
      { message: 'No product with id or slug 9999' },
    );
    const product = await freeProduct();
    await expectRefused(() => raw('delete', `/apps/ecommerce/wishlist/${product.id}`), 404, {
      message: `Product ${product.id} is not in the wishlist`,
    });
  });
});

describe('placing an order', () => {
  it('charges the cart, empties it and answers an order number', async () => {
    const before = await api.ecommerce.cart();
    expect(before.products.length).toBeGreaterThan(0);
    const response = await raw('post', '/apps/ecommerce/orders', {
      data: { ...order, coupon: 'tessera10' },
    });
    expect(response.status).toBe(201);
    expect(response.data).toEqual({
      orderNumber: 'TS-001001',
      total: expect.any(Number),
      cartItemsCount: 0,
    });
    expect(await api.ecommerce.cart()).toEqual({ products: [], cartItemsCount: 0 });
    expect((await signIn()).userData.extras.eCommerceCartItemsCount).toBe(0);
    const { byId } = await dataOf();
    for (const line of before.products)
      expect(byId.get(line.id)?.stock).toBe(line.stock - line.qty);
  });

  it('refuses an empty cart with 400, and changes nothing', async () => {
    await signIn(client);
    const data = snapshot(await dataOf());
    const response = await raw('post', '/apps/ecommerce/orders', { data: order });
    expect({ status: response.status, data: response.data }).toEqual({
      status: 400,
      data: { message: 'The cart is empty.' },
    });
    expect(await dataOf()).toEqual(data);
  });

  it.each([
    [
      { ...order, payment: { ...order.payment, cardNumber: '4242 4242 4242 4241' } },
      'payment.cardNumber: is not a valid card number',
    ],
    [{ ...order, payment: { ...order.payment, cvv: '12' } }, 'payment.cvv: must be 3 or 4 digits'],
    [{ ...order, payment: { ...order.payment, expiry: '13/30' } }, 'payment.expiry: must be MM/YY'],
    [{ ...order, payment: { ...order.payment, expiry: '01/20' } }, 'payment.expiry: has passed'],
    [{ ...order, address: { ...order.address, city: ' ' } }, 'address.city: is required'],
    [
      { ...order, delivery: 'drone' },
      'delivery: must be one of "standard", "express", "overnight"',
    ],
    [{ ...order, coupon: 'FREE100' }, 'coupon: is not a valid coupon'],
  ])('refuses a bad input naming the field, and changes nothing (%#)', async (data, message) => {
    await expectRefused(() => raw('post', '/apps/ecommerce/orders', { data }), 400, { message });
  });

  it('takes cash on delivery without card details', async () => {
    const placed = await api.ecommerce.placeOrder({ ...order, payment: { method: 'cod' } });
    expect(placed.cartItemsCount).toBe(0);
  });
});

describe('saved addresses', () => {
  it('answers the shopper’s address book', async () => {
    const { addresses } = await api.ecommerce.addresses();
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses[0]).toMatchObject({ id: 1, label: 'Home' });
  });
});

describe('who may call', () => {
  it('answers 401 without a session, and changes nothing', async () => {
    clearSession();
    await expectRefused(
      () => raw('post', '/apps/ecommerce/cart', { data: { productId: 1 } }),
      401,
      {
        message: 'Missing access token',
      },
    );
  });

  it('lets a client account shop: its own cart, not the admin’s', async () => {
    await signIn(client);
    const product = await freeProduct();
    const added = await api.ecommerce.addToCart({ productId: product.id });
    expect(added.cartItemsCount).toBe(1);
    await signIn();
    expect((await api.ecommerce.cart()).products).toHaveLength(seededCartSizes[1]);
  });

  it('answers 403 to an account without the shop’s ability, and changes nothing', async () => {
    // An account whose rules say nothing of the shop (as the client's did before it could shop).
    const { users } = await server().db.load(authData);
    const account = users.find((user) => user.email === client.email);
    if (!account) throw new Error('no client account');
    account.ability = account.ability.filter((rule) => rule.subject !== 'ECommerce');
    await signIn(client);
    await expectRefused(() => raw('get', '/apps/ecommerce/products'), 403, {
      message: 'You are not allowed to do this.',
    });
    await expectRefused(
      () => raw('post', '/apps/ecommerce/cart', { data: { productId: 1 } }),
      403,
      {
        message: 'You are not allowed to do this.',
      },
    );
  });
});
