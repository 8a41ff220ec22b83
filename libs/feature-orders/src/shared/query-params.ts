/** The `page` query parameter: 1 when absent or not a page number the API accepts (1–1000). */
export function pageParam(params: URLSearchParams): number {
  const value = params.get('page');
  if (value === null || !/^\d{1,4}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= 1000 ? page : 1;
}

/** A query parameter when it is one of `allowed` (a tab name), else undefined (the "All" tab). */
export function oneOf<Value extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly Value[],
): Value | undefined {
  const value = params.get(name);
  return allowed.find((item) => item === value);
}
