/** A query-string value; undefined, null and '' leave the parameter out. */
export type QueryValue = string | number | null | undefined;

/** A route's parameters: `:name` segments of its path and query-string values. */
export type RouteParams = Record<string, QueryValue>;

/**
 * One storefront route: call it with its parameters for a link (`routes.productDetail({ id: 12 })` →
 * `/pages/prouduct/detail?id=12`); `path` is the pattern the router mounts.
 */
export interface Route<Params extends RouteParams> {
  (
    ...params: keyof Params extends never ? [] : RequiredKeys<Params> extends never ? [Params?] : [Params]
  ): string;
  readonly path: string;
}

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

/** A route at `path`; parameters named like a `:segment` fill it, the others go into the query string. */
export function route<Params extends RouteParams = Record<never, never>>(path: string): Route<Params> {
  const build = (params: RouteParams = {}) => {
    const query = new URLSearchParams();
    let filled = path;
    for (const [name, value] of Object.entries(params)) {
      if (value === undefined || value === null || value === '') continue;
      if (filled.includes(`:${name}`)) filled = filled.replace(`:${name}`, encodeURIComponent(String(value)));
      else query.set(name, String(value));
    }
    const search = query.toString();
    return search ? `${filled}?${search}` : filled;
  };
  return Object.assign(build, { path }) as Route<Params>;
}
