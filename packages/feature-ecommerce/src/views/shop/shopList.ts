import type { ProductListResponse, ShopProduct } from '@tessera/api-client';
import { productBrands, productCategories, productPageSizes } from '@tessera/api-client/ecommerce';
import { useList } from '@tessera/ui';
import { useListProductsQuery, type ShopFilters } from '../../api';

export type { ShopFilters } from '../../api';

/** Featured is the server's default: the URL names only the price sorts. */
export const shopSorts = ['price-asc', 'price-desc'] as const;
const wholeNumber = /^\d{1,6}$/;

// Declared once, outside the page: the list reads it on its first render.
const spec = {
  filters: {
    sortBy: shopSorts,
    category: productCategories,
    brand: productBrands,
    rating: ['1', '2', '3', '4'] as const,
    minPrice: wholeNumber,
    maxPrice: wholeNumber,
    freeShipping: ['true'] as const,
  },
  pageSizes: productPageSizes,
  rows: (data: ProductListResponse) => ({ rows: data.products, total: data.total }),
};

/** The shop's product list: search, filters, sort and page in the URL, asked of the server. */
export function useShopList() {
  return useList<ProductListResponse, ShopProduct, ShopFilters>(useListProductsQuery, spec);
}
