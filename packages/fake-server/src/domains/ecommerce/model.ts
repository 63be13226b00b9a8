import type { CartItem, Product, SavedAddress, WishlistItem } from '@tessera/api-client';
import { fieldsRefused, notFound, type HttpError } from '../../server';

/** The shop's offer on a product once it is in a cart: seeded once, the same on every call. */
export interface CartOffer {
  /** 1 to 8 days after the data was made. */
  shippingDate: string;
  offers: number;
  discountPercentage: number;
}

/** What the shop stores. Carts and wishlists are each shopper's own, by user id. */
export interface EcommerceData {
  /** In id order: the featured sort is the newest (highest id) first. */
  products: Product[];
  byId: Map<number, Product>;
  bySlug: Map<string, Product>;
  cartOffers: Map<number, CartOffer>;
  carts: Map<number, CartItem[]>;
  wishlists: Map<number, WishlistItem[]>;
  /** Every shopper's saved addresses (sample data: the same book for everyone). */
  addresses: SavedAddress[];
  /** The highest cart or wishlist item id ever issued: an id is never given twice. */
  lastItemId: number;
  lastOrderNumber: number;
}

export const messages = {
  noProduct: (ref: number | string) => `No product with id or slug ${ref}`,
  notInCart: (id: number) => `Product ${id} is not in the cart`,
  notInWishlist: (id: number) => `Product ${id} is not in the wishlist`,
  outOfStock: 'is out of stock',
  onlyLeft: (stock: number) => `only ${stock} left in stock`,
  emptyCart: 'The cart is empty.',
  unknownCoupon: 'is not a valid coupon',
  expired: 'has passed',
};

/** "Nova Over-Ear Headphones" → "nova-over-ear-headphones". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The shopper's rows, made on first use: a new account starts with an empty cart. */
export function rowsOf<Row>(byUser: Map<number, Row[]>, userId: number): Row[] {
  let rows = byUser.get(userId);
  if (!rows) {
    rows = [];
    byUser.set(userId, rows);
  }
  return rows;
}

export function findProduct(data: EcommerceData, ref: number | string): Product {
  const product =
    typeof ref === 'number' || /^\d+$/.test(ref)
      ? data.byId.get(Number(ref))
      : data.bySlug.get(ref.toLowerCase());
  if (!product) throw notFound(messages.noProduct(ref));
  return product;
}

/** A 400 about one field, as the schema's own refusals read: `qty: only 2 left in stock`. */
export function refused(field: string, reason: string): HttpError {
  return fieldsRefused({ [field]: reason }, `${field}: ${reason}`);
}
