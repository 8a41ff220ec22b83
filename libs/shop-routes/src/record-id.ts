/**
 * A page's `id` query parameter as a record id (1 to 10 digits, no leading zero), or undefined when it is not
 * one: what an order's page asks for, read the same way by the page and by the first script that asks for it early.
 */
export function recordIdParam(params: URLSearchParams): number | undefined {
  const value = params.get('id');
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}
