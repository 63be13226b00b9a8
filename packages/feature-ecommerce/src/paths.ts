/** Where the shop lives. */
export const ecommercePath = '/apps/ecommerce';
export const shopPath = `${ecommercePath}/shop`;
export const wishlistPath = `${ecommercePath}/wishlist`;
export const checkoutPath = `${ecommercePath}/checkout`;
export const productPath = (slug: string) => `${ecommercePath}/product-detail/${slug}`;
