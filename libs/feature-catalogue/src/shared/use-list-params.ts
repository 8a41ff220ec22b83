import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { pageParam, withParams } from './query-params';

/**
 * The query string of a list page (`?id=3&page=2&sort=rating`) and ways to change it. Every change is a
 * navigation, so the back button and shared links keep the page, filters and sort (containers only).
 */
export function useListParams() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const update = useCallback(
    (changes: Record<string, string | number | null | undefined>) =>
      void navigate(withParams(params, changes)),
    [navigate, params],
  );
  const goToPage = useCallback((page: number) => update({ page }), [update]);
  return { params, page: pageParam(params), update, goToPage };
}
