// The shop's plain values, for the schemas and the screens alike (filter options, limits, the
// card check). Zod-free: screens import them from `@tessera/api-client/ecommerce`.

// In a module of its own: the menu and the routes (in the app's entry) read it, and a module
// travels whole, so the entry would otherwise carry every constant below.
export { ecommerceSubject } from './subject';

export const productCategories = [
  'audio',
  'cameras',
  'computers',
  'gaming',
  'home',
  'phones',
  'wearables',
] as const;

/** Brands of our own invention. */
export const productBrands = [
  'Auralis',
  'Brightfold',
  'Corvane',
  'Duskline',
  'Everpeak',
  'Fennick',
  'Glowrift',
  'Halvard',
] as const;

export const productColors = [
  'black',
  'white',
  'silver',
  'blue',
  'red',
  'green',
  'gold',
  'pink',
] as const;

/** featured: newest first (highest id); then by price either way. */
export const productSorts = ['featured', 'price-asc', 'price-desc'] as const;
export const productDefaultPerPage = 9;
export const productPageSizes = [9, 18, 27] as const;
export const productMinRating = 1;
export const productMaxRating = 5;

export const cartMinQty = 1;
export const cartMaxQty = 10;

/** How an order travels, and what it adds to the total. */
export const deliveryOptions = ['standard', 'express', 'overnight'] as const;
export const deliveryPrices: Record<(typeof deliveryOptions)[number], number> = {
  standard: 0,
  express: 10,
  overnight: 25,
};

export const paymentMethods = ['card', 'cod'] as const;

/** Coupons the shop honours, with the percentage they take off the items. */
export const coupons: Readonly<Record<string, number>> = { TESSERA10: 10, WELCOME15: 15 };

/** The percentage a coupon takes off, or undefined for an unknown code (any case). */
export function couponPercent(code: string): number | undefined {
  return coupons[code.trim().toUpperCase()];
}

export const addressFieldMaxLength = 80;
export const postalCodePattern = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;
export const phonePattern = /^\+?[\d\s().-]{7,20}$/;

/** What the items of a cart cost, before and after discounts, coupon and delivery. */
export interface CartLineForTotals {
  price: number;
  qty: number;
  discountPercentage: number;
}

export interface CartTotals {
  subtotal: number;
  discount: number;
  coupon: number;
  delivery: number;
  total: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The price summary the checkout shows and the order charges: the same sums on both sides. */
export function cartTotals(
  lines: readonly CartLineForTotals[],
  { couponPercentage = 0, delivery = 'standard' as (typeof deliveryOptions)[number] } = {},
): CartTotals {
  const subtotal = cents(lines.reduce((sum, line) => sum + line.price * line.qty, 0));
  const discount = cents(
    lines.reduce((sum, line) => sum + (line.price * line.qty * line.discountPercentage) / 100, 0),
  );
  const coupon = cents(((subtotal - discount) * couponPercentage) / 100);
  const deliveryPrice = lines.length === 0 ? 0 : deliveryPrices[delivery];
  return {
    subtotal,
    discount,
    coupon,
    delivery: deliveryPrice,
    total: cents(subtotal - discount - coupon + deliveryPrice),
  };
}
