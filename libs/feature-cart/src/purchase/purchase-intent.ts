/**
 * What a visitor meant to do on a product page before being sent to sign in. It travels in the page's own
 * address (the `redirect` of the login page), so the product page resumes it once the shopper is back.
 */
export type PurchaseKind = 'add' | 'buy';
export interface PurchaseIntent {
  kind: PurchaseKind;
  quantity: number;
}

const INTENT = 'intent';
const QUANTITY = 'quantity';

/** The current page's address with the intent added, for the login page's `redirect`. */
export function addressWithIntent(pathname: string, search: string, intent: PurchaseIntent): string {
  const params = new URLSearchParams(search);
  params.set(INTENT, intent.kind);
  params.set(QUANTITY, String(intent.quantity));
  return `${pathname}?${params.toString()}`;
}

/** The intent carried in a page's query string, if any (a malformed one is none). */
export function readIntent(params: URLSearchParams): PurchaseIntent | undefined {
  const kind = params.get(INTENT);
  const quantity = Number(params.get(QUANTITY));
  if ((kind !== 'add' && kind !== 'buy') || !Number.isSafeInteger(quantity) || quantity < 1) return undefined;
  return { kind, quantity };
}

/** The query string without the intent, once it has been carried out (a reload must not repeat it). */
export function withoutIntent(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete(INTENT);
  rest.delete(QUANTITY);
  return rest;
}
