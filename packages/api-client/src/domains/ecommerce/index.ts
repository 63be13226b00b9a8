import { z } from 'zod';
import { perPageSchema, positiveInt } from '../../common';
import {
  cardCvvPattern,
  cardExpiryPattern,
  cardNumberPattern,
  passesLuhn,
} from '../../common/constants';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import {
  addressFieldMaxLength,
  cartMaxQty,
  cartMinQty,
  deliveryOptions,
  paymentMethods,
  phonePattern,
  postalCodePattern,
  productBrands,
  productCategories,
  productColors,
  productDefaultPerPage,
  productMaxRating,
  productMinRating,
  productSorts,
} from './constants';

export * from './constants';

// The shop: products (searched, filtered, sorted, paged), one product by id or slug, the
// signed-in shopper's cart and wishlist, saved addresses, and placing an order from the cart.
// Admins and client accounts alike (the fake server's domain says so).

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` });

export const productCategorySchema = z.enum(productCategories);
export const productBrandSchema = z.enum(productBrands);
export const productColorSchema = z.enum(productColors);
export const productSortSchema = z.enum(productSorts);
export const deliveryOptionSchema = z.enum(deliveryOptions);

const money = z.number().nonnegative();
const rating = z
  .number()
  .int({ error: 'must be a whole number' })
  .min(productMinRating, { error: `must be at least ${productMinRating}` })
  .max(productMaxRating, { error: `must be at most ${productMaxRating}` });

export const productSchema = z.object({
  id: positiveInt(),
  name: z.string().min(1),
  /** The product's address in the shop: lower case words and dashes, unique. */
  slug: z.string().min(1),
  description: z.string(),
  brand: productBrandSchema,
  category: productCategorySchema,
  price: money,
  /** A generated picture (a `data:` SVG URL). */
  image: z.string().min(1),
  hasFreeShipping: z.boolean(),
  rating,
  /** Units left; 0 is out of stock. */
  stock: z.number().int().nonnegative(),
  colorOptions: z.array(productColorSchema).min(1),
});

/** A product as the shopper sees it: with whether it is in their wishlist and cart. */
export const shopProductSchema = productSchema.extend({
  isInWishlist: z.boolean(),
  isInCart: z.boolean(),
});

export const cartItemSchema = z.object({
  id: positiveInt(),
  productId: positiveInt(),
  qty: z.number().int().min(cartMinQty).max(cartMaxQty),
});
export const wishlistItemSchema = z.object({ id: positiveInt(), productId: positiveInt() });

/** A product in the cart, with its quantity and the shop's offer on it (the same on every call). */
export const cartProductSchema = shopProductSchema.extend({
  qty: z.number().int().min(cartMinQty).max(cartMaxQty),
  /** ISO date (YYYY-MM-DD) it would arrive: 1 to 8 days ahead. */
  shippingDate: z.iso.date(),
  /** How many offers apply: 1 to 4. */
  offers: z.number().int().min(1).max(4),
  /** Percent off: 3 to 20. */
  discountPercentage: z.number().int().min(3).max(20),
});

const wholeNumber = (field: string) =>
  z
    .number({ error: `must be a number` })
    .int({ error: 'must be a whole number' })
    .nonnegative({ error: `${field} must not be negative` });

export const productListQuerySchema = z.object({
  /** Searches the name, brand and description (any case). */
  q: z.string().trim().max(200, { error: 'must be at most 200 characters' }).default(''),
  sortBy: productSortSchema.default('featured'),
  page: positiveInt().default(1),
  perPage: perPageSchema(productDefaultPerPage),
  minPrice: wholeNumber('minPrice').optional(),
  maxPrice: wholeNumber('maxPrice').optional(),
  category: productCategorySchema.optional(),
  brand: productBrandSchema.optional(),
  /** The lowest rating shown (1 to 5). */
  rating: rating.optional(),
  freeShipping: z.boolean().optional(),
});

export const productListResponseSchema = z.object({
  products: z.array(shopProductSchema),
  /** How many products match, over all pages. */
  total: z.number().int().nonnegative(),
  userWishlist: z.array(wishlistItemSchema),
  userCart: z.array(cartItemSchema),
});

/** One product: by its id (digits) or its slug. */
export const productRefSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .max(120, { error: 'must be at most 120 characters' }),
});
export const productResponseSchema = z.object({ product: shopProductSchema });

const cartItemsCount = z.number().int().nonnegative();

export const productIdInputSchema = z.object({ productId: positiveInt() });

export const cartResponseSchema = z.object({
  products: z.array(cartProductSchema),
  /** What the navbar shows: the cart's rows (userData.extras.eCommerceCartItemsCount). */
  cartItemsCount,
});
export const cartChangeResponseSchema = z.object({
  product: cartProductSchema,
  cartItemsCount,
});
export const cartQtyInputSchema = z.object({
  productId: positiveInt(),
  qty: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(cartMinQty, { error: `must be at least ${cartMinQty}` })
    .max(cartMaxQty, { error: `must be at most ${cartMaxQty}` }),
});
export const cartRemovedSchema = z.object({ productId: positiveInt(), cartItemsCount });

export const wishlistResponseSchema = z.object({ products: z.array(shopProductSchema) });
export const wishlistChangeResponseSchema = z.object({ product: shopProductSchema });
export const wishlistRemovedSchema = z.object({ productId: positiveInt() });

export const addressSchema = z.object({
  fullName: text(addressFieldMaxLength),
  phone: z.string().trim().regex(phonePattern, { error: 'must be a phone number' }),
  line1: text(addressFieldMaxLength),
  line2: z
    .string()
    .trim()
    .max(addressFieldMaxLength, { error: `must be at most ${addressFieldMaxLength} characters` })
    .default(''),
  city: text(addressFieldMaxLength),
  postalCode: z.string().trim().regex(postalCodePattern, { error: 'must be a postal code' }),
  country: text(addressFieldMaxLength),
});

export const savedAddressSchema = addressSchema.extend({
  id: positiveInt(),
  /** What the shopper calls it: Home, Office… */
  label: z.string().min(1),
});
export const addressesResponseSchema = z.object({ addresses: z.array(savedAddressSchema) });

export const cardPaymentSchema = z.object({
  method: z.literal('card'),
  cardNumber: z
    .string()
    .trim()
    .regex(cardNumberPattern, { error: 'must be 12 to 19 digits' })
    .refine(passesLuhn, { error: 'is not a valid card number' }),
  nameOnCard: text(addressFieldMaxLength),
  /** MM/YY, this month or later (the server checks the month). */
  expiry: z.string().trim().regex(cardExpiryPattern, { error: 'must be MM/YY' }),
  cvv: z.string().trim().regex(cardCvvPattern, { error: 'must be 3 or 4 digits' }),
});
export const cashPaymentSchema = z.object({ method: z.literal('cod') });
export const paymentSchema = z.discriminatedUnion(
  'method',
  [cardPaymentSchema, cashPaymentSchema],
  {
    error: `must be one of ${paymentMethods.map((method) => `"${method}"`).join(', ')}`,
  },
);

export const placeOrderInputSchema = z.object({
  address: addressSchema,
  delivery: deliveryOptionSchema,
  payment: paymentSchema,
  /** A coupon code (any case); '' for none. */
  coupon: z.string().trim().max(40, { error: 'must be at most 40 characters' }).default(''),
});
export const placeOrderResponseSchema = z.object({
  /** Shown to the shopper: e.g. TS-000123. */
  orderNumber: z.string().min(1),
  total: money,
  /** The cart is empty after an order. */
  cartItemsCount,
});

export const ecommerceDomain = defineDomain('ecommerce', {
  /** One page of the shop: searched, filtered, sorted; with the shopper's cart and wishlist. */
  list: endpoint({
    method: 'get',
    path: '/apps/ecommerce/products',
    input: productListQuerySchema,
    output: productListResponseSchema,
  }),
  /** One product by id or slug; 404 if there is none. */
  get: endpoint({
    method: 'get',
    path: '/apps/ecommerce/products/{id}',
    input: productRefSchema,
    output: productResponseSchema,
  }),
  /** The shopper's cart. */
  cart: endpoint({
    method: 'get',
    path: '/apps/ecommerce/cart',
    output: cartResponseSchema,
  }),
  /** Puts a product in the cart (201, qty 1); one already there stays one row (200). */
  addToCart: endpoint({
    method: 'post',
    path: '/apps/ecommerce/cart',
    input: productIdInputSchema,
    output: cartChangeResponseSchema,
  }),
  /** Changes a cart row's quantity (1 to 10); 404 if the product is not in the cart. */
  setCartQty: endpoint({
    method: 'patch',
    path: '/apps/ecommerce/cart/{productId}',
    input: cartQtyInputSchema,
    output: cartChangeResponseSchema,
  }),
  /** Takes a product out of the cart; 404 and nothing changed if it is not there. */
  removeFromCart: endpoint({
    method: 'delete',
    path: '/apps/ecommerce/cart/{productId}',
    input: productIdInputSchema,
    output: cartRemovedSchema,
  }),
  wishlist: endpoint({
    method: 'get',
    path: '/apps/ecommerce/wishlist',
    output: wishlistResponseSchema,
  }),
  /** Puts a product in the wishlist (201); one already there stays one row (200). */
  addToWishlist: endpoint({
    method: 'post',
    path: '/apps/ecommerce/wishlist',
    input: productIdInputSchema,
    output: wishlistChangeResponseSchema,
  }),
  removeFromWishlist: endpoint({
    method: 'delete',
    path: '/apps/ecommerce/wishlist/{productId}',
    input: productIdInputSchema,
    output: wishlistRemovedSchema,
  }),
  /** The shopper's saved delivery addresses. */
  addresses: endpoint({
    method: 'get',
    path: '/apps/ecommerce/addresses',
    output: addressesResponseSchema,
  }),
  /** Places an order of the whole cart (201) and empties it; 400 if the cart is empty. */
  placeOrder: endpoint({
    method: 'post',
    path: '/apps/ecommerce/orders',
    input: placeOrderInputSchema,
    output: placeOrderResponseSchema,
  }),
});

export type ProductCategory = (typeof productCategories)[number];
export type ProductBrand = (typeof productBrands)[number];
export type ProductColor = (typeof productColors)[number];
export type ProductSort = (typeof productSorts)[number];
export type DeliveryOption = (typeof deliveryOptions)[number];
export type PaymentMethod = (typeof paymentMethods)[number];
export type Product = z.output<typeof productSchema>;
export type ShopProduct = z.output<typeof shopProductSchema>;
export type CartProduct = z.output<typeof cartProductSchema>;
export type CartItem = z.output<typeof cartItemSchema>;
export type WishlistItem = z.output<typeof wishlistItemSchema>;
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type ProductListResponse = z.output<typeof productListResponseSchema>;
export type ProductResponse = z.output<typeof productResponseSchema>;
export type CartResponse = z.output<typeof cartResponseSchema>;
export type CartChangeResponse = z.output<typeof cartChangeResponseSchema>;
export type CartQtyInput = z.input<typeof cartQtyInputSchema>;
export type CartRemoved = z.output<typeof cartRemovedSchema>;
export type WishlistResponse = z.output<typeof wishlistResponseSchema>;
export type WishlistChangeResponse = z.output<typeof wishlistChangeResponseSchema>;
export type WishlistRemoved = z.output<typeof wishlistRemovedSchema>;
export type Address = z.output<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;
export type SavedAddress = z.output<typeof savedAddressSchema>;
export type AddressesResponse = z.output<typeof addressesResponseSchema>;
export type PaymentInput = z.input<typeof paymentSchema>;
export type PlaceOrderInput = z.input<typeof placeOrderInputSchema>;
export type PlaceOrderResponse = z.output<typeof placeOrderResponseSchema>;
