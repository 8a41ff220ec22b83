import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The API's highest page number (`PageQuery.page` maximum). */
export const MAX_PAGE = 1000;

/** A query value as a positive whole number, or undefined when it is missing or anything else. */
export function positiveInteger(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

/** The list page in `?page=` (1 when absent or invalid) and a setter that keeps the other parameters. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.min(positiveInteger(params.get('page')) ?? 1, MAX_PAGE);
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(Math.min(next, MAX_PAGE)));
        return updated;
      }),
    [setParams],
  );
  return [page, setPage];
}
