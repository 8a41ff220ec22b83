import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { products } from './tables';

/** Which active products a listing shows; unset (or 0) fields do not narrow it. */
export interface ProductFilter {
  categoryId?: number;
  /** A category with its subcategories. */
  categoryIds?: number[];
  brandId?: number;
  shopId?: number;
  recommended?: boolean;
}

export function productCondition(filter: ProductFilter = {}): SQL | undefined {
  return and(
    filter.categoryId ? eq(products.categoryId, filter.categoryId) : undefined,
    filter.categoryIds ? inArray(products.categoryId, filter.categoryIds) : undefined,
    filter.brandId ? eq(products.brandId, filter.brandId) : undefined,
    filter.shopId ? eq(products.shopId, filter.shopId) : undefined,
    filter.recommended ? eq(products.isRecommended, true) : undefined,
  );
}

/** The orders of the home page's short lists. */
export type ListOrder = 'best_selling' | 'newest' | 'top_rated';

export const listOrdering: Record<ListOrder, SQL[]> = {
  best_selling: [desc(products.rankedSoldCount), desc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
  top_rated: [desc(products.rating), desc(products.id)],
};
