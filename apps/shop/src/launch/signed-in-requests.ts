import { getCartOperation, getOrderDetailOperation, getUserBalanceOperation } from '@mall/sdk';
import { recordIdParam, routes } from '@mall/shop-routes';
import type { FirstRequest } from './first-requests';

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
  const id = path === routes.orderDetail.path ? recordIdParam(params) : undefined;
  return id === undefined ? [] : [{ operation: getOrderDetailOperation, args: { id } }];
}
