/** Ids carried in a query-string value as "3,4,9" (cart lines to check out, orders to pay). */
export function parseIdList(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids = value.split(',').map((part) => Number(part.trim()));
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
}

export const formatIdList = (ids: readonly number[]) => ids.join(',');
