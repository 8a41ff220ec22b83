import type { GetCategoryPageArgs } from '@mall/sdk';

export type ProductSort = NonNullable<GetCategoryPageArgs['sort']>;

/** The sorts a shopper can pick on a product list (search adds "relevance", its default). */
export const listSorts = [
  'newest',
  'price_asc',
  'price_desc',
  'rating',
] as const satisfies readonly ProductSort[];
export const searchSorts = ['relevance', ...listSorts] as const satisfies readonly ProductSort[];

/** A positive whole number from a query-string value (`?id=12`), or undefined for anything else. */
export function positiveInt(value: string | null, max = 2_147_483_647): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return number >= 1 && number <= max ? number : undefined;
}

/** The `page` query parameter: 1 when absent or not a page number (the API allows up to 1000). */
export const pageParam = (params: URLSearchParams): number => positiveInt(params.get('page'), 1000) ?? 1;

/** The `sort` query parameter when it is one of `allowed`. */
export function sortParam<Sort extends ProductSort>(
  params: URLSearchParams,
  allowed: readonly Sort[],
): Sort | undefined {
  const value = params.get('sort');
  return allowed.find((sort) => sort === value);
}

/**
 * The query string for `params` with `changes` applied (undefined or null removes a key). Any change
 * other than the page itself starts over at page 1.
 */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | number | null | undefined>,
): string {
  const next = new URLSearchParams(params);
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '' || (key === 'page' && value === 1)) {
      next.delete(key);
    } else {
      next.set(key, String(value));
    }
  }
  const search = next.toString();
  return search ? `?${search}` : '?';
}
