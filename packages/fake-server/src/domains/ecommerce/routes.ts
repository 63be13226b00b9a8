import type {
  CartProduct,
  CartResponse,
  Product,
  ProductListResponse,
  ShopProduct,
} from '@tessera/api-client';
import { expiryInFuture } from '@tessera/api-client';
import { cartTotals, couponPercent } from '@tessera/api-client/ecommerce';
import { ecommerceDomain } from '@tessera/api-client/schemas';
import { created, httpError, notFound, ok, queryList, type DomainRoutes } from '../../server';
import { authData } from '../auth/handle';
import { ecommerceData } from './handle';
import { findProduct, messages, refused, rowsOf, type EcommerceData } from './model';

const ecommerceCalls = ecommerceDomain.endpoints;

/** The product with the shopper's flags. */
function forShopper(data: EcommerceData, userId: number, product: Product): ShopProduct {
  return {
    ...product,
    isInWishlist: rowsOf(data.wishlists, userId).some((item) => item.productId === product.id),
    isInCart: rowsOf(data.carts, userId).some((item) => item.productId === product.id),
  };
}

function cartProducts(data: EcommerceData, userId: number): CartProduct[] {
  return rowsOf(data.carts, userId).map((item) => cartProduct(data, userId, item.productId));
}

function cartProduct(data: EcommerceData, userId: number, productId: number): CartProduct {
  const item = rowsOf(data.carts, userId).find((row) => row.productId === productId);
  if (!item) throw notFound(messages.notInCart(productId));
  const offer = data.cartOffers.get(productId);
  if (!offer) throw new Error(`product ${productId} has no seeded offer`);
  return { ...forShopper(data, userId, findProduct(data, productId)), qty: item.qty, ...offer };
}

export const ecommerceRoutes: DomainRoutes = (route, { db }) => {
  /**
   * The cart's size as the navbar shows it, kept in the account's userData too, so that the
   * next sign-in or session refresh carries the true count.
   */
  async function cartChanged(data: EcommerceData, userId: number): Promise<number> {
    const count = rowsOf(data.carts, userId).length;
    const { users } = await db.load(authData);
    const account = users.find((user) => user.id === userId);
    if (account) account.extras.eCommerceCartItemsCount = count;
    return count;
  }

  route(ecommerceCalls.list, async ({ input, userId }) => {
    const data = await db.load(ecommerceData);
    const { minPrice, maxPrice, rating } = input;
    const hasRange = minPrice !== undefined || maxPrice !== undefined || rating !== undefined;
    const { items, total } = queryList(data.products, {
      q: input.q,
      searchIn: (product) => [product.name, product.brand, product.description],
      filters: {
        category: input.category,
        brand: input.brand,
        hasFreeShipping: input.freeShipping,
      },
      where: hasRange
        ? (product) =>
            (minPrice === undefined || product.price >= minPrice) &&
            (maxPrice === undefined || product.price <= maxPrice) &&
            (rating === undefined || product.rating >= rating)
        : undefined,
      sortColumn: input.sortBy === 'featured' ? 'id' : 'price',
      sort: input.sortBy === 'price-asc' ? 'asc' : 'desc',
      page: input.page,
      perPage: input.perPage,
    });
    const response: ProductListResponse = {
      products: items.map((product) => forShopper(data, userId, product)),
      total,
      userWishlist: rowsOf(data.wishlists, userId).map((item) => ({ ...item })),
      userCart: rowsOf(data.carts, userId).map((item) => ({ ...item })),
    };
    return ok(response);
  });

  route(ecommerceCalls.get, async ({ input, userId }) => {
    const data = await db.load(ecommerceData);
    return ok({ product: forShopper(data, userId, findProduct(data, input.id)) });
  });

  route(ecommerceCalls.cart, async ({ userId }) => {
    const data = await db.load(ecommerceData);
    const response: CartResponse = {
      products: cartProducts(data, userId),
      cartItemsCount: rowsOf(data.carts, userId).length,
    };
    return ok(response);
  });

  route(ecommerceCalls.addToCart, async ({ input, userId }) => {
    const data = await db.load(ecommerceData);
    const product = findProduct(data, input.productId);
    const cart = rowsOf(data.carts, userId);
    // Adding what is already there keeps its one row (and its quantity): 200, not 201.
    const already = cart.some((item) => item.productId === product.id);
    if (!already) {
      if (product.stock === 0) throw refused('productId', messages.outOfStock);
      data.lastItemId += 1;
      cart.push({ id: data.lastItemId, productId: product.id, qty: 1 });
    }
    const answer = {
      product: cartProduct(data, userId, product.id),
      cartItemsCount: await cartChanged(data, userId),
    };
    return already ? ok(answer) : created(answer);
  });

  route(ecommerceCalls.setCartQty, async ({ input, userId }) => {
    const data = await db.load(ecommerceData);
    const product = findProduct(data, input.productId);
    const item = rowsOf(data.carts, userId).find((row) => row.productId === product.id);
    if (!item) throw notFound(messages.notInCart(product.id));
    if (input.qty > product.stock) throw refused('qty', messages.onlyLeft(product.stock));
    item.qty = input.qty;
    return ok({
      product: cartProduct(data, userId, product.id),
      cartItemsCount: await cartChanged(data, userId),
    });
  });

  route(ecommerceCalls.removeFromCart, async ({ input, userId }) => {
    const data = await db.load(ecommerceData);
    const product = findProduct(data, input.productId);
    const cart = rowsOf(data.carts, userId);
    const index = cart.findIndex((row) => row.productId === product.id);
    if (index < 0) throw notFound(messages.notInCart(product.id));
    cart.splice(index, 1);
    return ok({ productId: product.id, cartItemsCount: await cartChanged(data, userId) });
  });

  route(ecommerceCalls.wishlist, async ({ userId }) => {
    const data = await db.load(ecommerceData);
    const products = rowsOf(data.wishlists, userId).map((item) =>
      forShopper(data, userId, findProduct(data, item.productId)),
    );
    return ok({ products });
  });

  route(ecommerceCalls.addToWishlist, async ({ input, userId }) => {
    const data = await db.load(ecommerceData);
    const product = findProduct(data, input.productId);
    const wishlist = rowsOf(data.wishlists, userId);
    const already = wishlist.some((item) => item.productId === product.id);
    if (!already) {
      data.lastItemId += 1;
      wishlist.push({ id: data.lastItemId, productId: product.id });
    }
    const answer = { product: forShopper(data, userId, product) };
    return already ? ok(answer) : created(answer);
  });

  route(ecommerceCalls.removeFromWishlist, async ({ input, userId }) => {
    const data = await db.load(ecommerceData);
    const product = findProduct(data, input.productId);
    const wishlist = rowsOf(data.wishlists, userId);
    const index = wishlist.findIndex((row) => row.productId === product.id);
    if (index < 0) throw notFound(messages.notInWishlist(product.id));
    wishlist.splice(index, 1);
    return ok({ productId: product.id });
  });

  route(ecommerceCalls.addresses, async () => {
    const data = await db.load(ecommerceData);
    return ok({ addresses: data.addresses.map((address) => ({ ...address })) });
  });

  route(ecommerceCalls.placeOrder, async ({ input, userId }) => {
    const data = await db.load(ecommerceData);
    const cart = rowsOf(data.carts, userId);
    if (cart.length === 0) throw httpError(400, messages.emptyCart);
    const couponPercentage = input.coupon === '' ? 0 : couponPercent(input.coupon);
    if (couponPercentage === undefined) throw refused('coupon', messages.unknownCoupon);
    if (input.payment.method === 'card' && !expiryInFuture(input.payment.expiry)) {
      throw refused('payment.expiry', messages.expired);
    }
    const lines = cartProducts(data, userId);
    const short = lines.findIndex((line) => line.qty > line.stock);
    if (short >= 0) {
      throw httpError(400, `${lines[short].name}: ${messages.onlyLeft(lines[short].stock)}`);
    }
    // All checked: nothing has changed before this point.
    for (const line of lines) findProduct(data, line.id).stock -= line.qty;
    cart.splice(0, cart.length);
    data.lastOrderNumber += 1;
    return created({
      orderNumber: `TS-${String(data.lastOrderNumber).padStart(6, '0')}`,
      total: cartTotals(lines, { couponPercentage, delivery: input.delivery }).total,
      cartItemsCount: await cartChanged(data, userId),
    });
  });
};
