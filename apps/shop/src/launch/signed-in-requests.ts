import { getCartOperation, getOrderDetailOperation, getUserBalanceOperation } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import type { FirstRequest } from './first-requests';

/** An order id as the order page reads it from its query. */
const orderId = (params: URLSearchParams) => {
  const value = params.get('id');
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
};

/**
 * The requests a signed-in page makes as it mounts, with the same arguments its hooks pass, for the page's first
 * script to send with the stored token before the app's code has loaded: the cart, the wallet balance the payment
 * step shows, an order. Without a token the page asks the shopper to sign in instead, so there are none.
 */
export function signedInRequests(path: string, params: URLSearchParams, hasToken: boolean): FirstRequest[] {
  if (!hasToken) return [];
  if (path === routes.cart.path || path === routes.myCart.path)
    return [{ operation: getCartOperation, args: undefined }];
  if (path === routes.pay.path) return [{ operation: getUserBalanceOperation, args: undefined }];
  const id = path === routes.orderDetail.path ? orderId(params) : undefined;
  return id === undefined ? [] : [{ operation: getOrderDetailOperation, args: { id } }];
}
