import {
  api,
  updateUserData,
  type AddressesResponse,
  type CartChangeResponse,
  type CartQtyInput,
  type CartRemoved,
  type CartResponse,
  type PlaceOrderInput,
  type PlaceOrderResponse,
  type ProductBrand,
  type ProductCategory,
  type ProductListResponse,
  type ProductSort,
  type ShopProduct,
  type WishlistRemoved,
  type WishlistResponse,
} from '@tessera/api-client';
import {
  fromClient,
  injectFeatureEndpoints,
  onSuccess,
  optimistic,
  patchItems,
} from '@tessera/ui/server-state';

/** The shop's filters as its URL holds them, as text ('' for any). */
export type ShopFilters = {
  sortBy: Exclude<ProductSort, 'featured'> | '';
  category: ProductCategory | '';
  brand: ProductBrand | '';
  rating: '1' | '2' | '3' | '4' | '';
  minPrice: string;
  maxPrice: string;
  freeShipping: 'true' | '';
};

/** The shop's query: its URL's search, page and filters, read into the contract's types here. */
export type ShopQuery = { q?: string; page: number; perPage: number } & Partial<ShopFilters>;

const numberOrNone = (text: string | undefined) => (text ? Number(text) : undefined);

/** One product: its page and every cached list that shows it. */
const productTag = (id: number) => ({ type: 'Product' as const, id });
const cartTag = { type: 'Cart' as const, id: 'MINE' };
const wishlistTag = { type: 'Wishlist' as const, id: 'MINE' };
const listTag = { type: 'Product' as const, id: 'LIST' };

/**
 * The navbar's count lives in the session's userData (the server keeps it there too), so that
 * it is right on the next page, sign-in and refresh without asking for the cart.
 */
function keepCartCount<Answer extends { cartItemsCount: number }>(answer: Answer): Answer {
  updateUserData((userData) => ({
    ...userData,
    extras: { ...userData.extras, eCommerceCartItemsCount: answer.cartItemsCount },
  }));
  return answer;
}

/**
 * The shop's server state. A change invalidates what it touched: the product (its page and the
 * lists that show it), the cart or the wishlist. The cart and wishlist toggles show at once and
 * roll back if the server refuses.
 */
export const ecommerceApi = injectFeatureEndpoints(['Product', 'Cart', 'Wishlist'], (build) => ({
  listProducts: build.query<ProductListResponse, ShopQuery>({
    queryFn: ({ sortBy, category, brand, rating, minPrice, maxPrice, freeShipping, ...query }) =>
      fromClient(
        api.ecommerce.list({
          ...query,
          sortBy: sortBy || undefined,
          category: category || undefined,
          brand: brand || undefined,
          rating: numberOrNone(rating),
          minPrice: numberOrNone(minPrice),
          maxPrice: numberOrNone(maxPrice),
          freeShipping: freeShipping === 'true' ? true : undefined,
        }),
      ),
    providesTags: (answer) => [
      listTag,
      ...(answer?.products ?? []).map(({ id }) => productTag(id)),
    ],
  }),
  getProduct: build.query<ShopProduct, { slug: string }>({
    queryFn: ({ slug }) =>
      fromClient(api.ecommerce.get({ id: slug }).then((answer) => answer.product)),
    providesTags: (answer) => (answer ? [productTag(answer.id)] : []),
  }),
  getCart: build.query<CartResponse, undefined>({
    queryFn: () => fromClient(api.ecommerce.cart().then(keepCartCount)),
    providesTags: [cartTag],
  }),
  addToCart: build.mutation<CartChangeResponse, { productId: number }>({
    queryFn: (input) => fromClient(api.ecommerce.addToCart(input).then(keepCartCount)),
    invalidatesTags: onSuccess(({ productId }) => [cartTag, productTag(productId)]),
  }),
  setCartQty: build.mutation<CartChangeResponse, CartQtyInput>({
    queryFn: (input) => fromClient(api.ecommerce.setCartQty(input).then(keepCartCount)),
    invalidatesTags: onSuccess(() => [cartTag]),
  }),
  removeFromCart: build.mutation<CartRemoved, { productId: number }>({
    queryFn: (input) => fromClient(api.ecommerce.removeFromCart(input).then(keepCartCount)),
    invalidatesTags: onSuccess(({ productId }) => [cartTag, productTag(productId)]),
  }),
  getWishlist: build.query<WishlistResponse, undefined>({
    queryFn: () => fromClient(api.ecommerce.wishlist()),
    providesTags: [wishlistTag],
  }),
  addToWishlist: build.mutation<ShopProduct, { productId: number }>({
    queryFn: (input) =>
      fromClient(api.ecommerce.addToWishlist(input).then((answer) => answer.product)),
    invalidatesTags: onSuccess(({ productId }) => [wishlistTag, productTag(productId)]),
  }),
  removeFromWishlist: build.mutation<WishlistRemoved, { productId: number }>({
    queryFn: (input) => fromClient(api.ecommerce.removeFromWishlist(input)),
    invalidatesTags: onSuccess(({ productId }) => [wishlistTag, productTag(productId)]),
  }),
  listAddresses: build.query<AddressesResponse, undefined>({
    queryFn: () => fromClient(api.ecommerce.addresses()),
  }),
  placeOrder: build.mutation<PlaceOrderResponse, PlaceOrderInput>({
    queryFn: (input) => fromClient(api.ecommerce.placeOrder(input).then(keepCartCount)),
    // The stock of what was bought changed too.
    invalidatesTags: onSuccess(() => [cartTag, 'Product']),
  }),
}));

/** A product's flag, wherever a cached answer shows it. */
function flagProduct(flag: 'isInCart' | 'isInWishlist', value: boolean) {
  const set = (product: ShopProduct) => {
    product[flag] = value;
  };
  return {
    touches: ({ productId }: { productId: number }) => [productTag(productId), wishlistTag],
    patch: {
      listProducts: (list: ProductListResponse, { productId }: { productId: number }) =>
        patchItems(list.products, [productId], set),
      getProduct: (product: ShopProduct, { productId }: { productId: number }) => {
        if (product.id === productId) set(product);
      },
      getWishlist: (wishlist: WishlistResponse, { productId }: { productId: number }) =>
        patchItems(wishlist.products, [productId], set),
    },
  };
}

ecommerceApi.enhanceEndpoints({
  endpoints: {
    addToCart: { onQueryStarted: optimistic(ecommerceApi, flagProduct('isInCart', true)) },
    addToWishlist: { onQueryStarted: optimistic(ecommerceApi, flagProduct('isInWishlist', true)) },
    removeFromWishlist: {
      onQueryStarted: optimistic(ecommerceApi, {
        ...flagProduct('isInWishlist', false),
        patch: {
          ...flagProduct('isInWishlist', false).patch,
          getWishlist: (wishlist, { productId }) => {
            wishlist.products = wishlist.products.filter((product) => product.id !== productId);
          },
        },
      }),
    },
    setCartQty: {
      onQueryStarted: optimistic(ecommerceApi, {
        touches: () => [cartTag],
        patch: {
          getCart: (cart, { productId, qty }) =>
            patchItems(cart.products, [productId], (line) => {
              line.qty = qty;
            }),
        },
      }),
    },
    removeFromCart: {
      onQueryStarted: optimistic(ecommerceApi, {
        touches: ({ productId }) => [cartTag, productTag(productId)],
        patch: {
          getCart: (cart, { productId }) => {
            cart.products = cart.products.filter((line) => line.id !== productId);
          },
          ...flagProduct('isInCart', false).patch,
        },
      }),
    },
  },
});

export const {
  useListProductsQuery,
  useGetProductQuery,
  useGetCartQuery,
  useAddToCartMutation,
  useSetCartQtyMutation,
  useRemoveFromCartMutation,
  useGetWishlistQuery,
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
  useListAddressesQuery,
  usePlaceOrderMutation,
} = ecommerceApi;
