import { getCartOperation, getOrderDetailOperation, getUserBalanceOperation } from '@mall/sdk';
import { signedInRequests } from './signed-in-requests';

const query = (text: string) => new URLSearchParams(text);

describe('signedInRequests', () => {
  it('asks for what the cart, the payment step and an order page read first', () => {
    expect(signedInRequests('/pages/cart/cart', query(''), true)).toEqual([
      { operation: getCartOperation, args: undefined },
    ]);
    expect(signedInRequests('/pages/cart/pay', query('orders=4,5'), true)).toEqual([
      { operation: getUserBalanceOperation, args: undefined },
    ]);
    expect(signedInRequests('/pages/history/detail', query('id=42'), true)).toEqual([
      { operation: getOrderDetailOperation, args: { id: 42 } },
    ]);
  });

  it('asks for nothing without a token, for an order id the page would refuse, or elsewhere', () => {
    expect(signedInRequests('/pages/cart/cart', query(''), false)).toEqual([]);
    expect(signedInRequests('/pages/history/detail', query('id=abc'), true)).toEqual([]);
    expect(signedInRequests('/pages/history/detail', query(''), true)).toEqual([]);
    expect(signedInRequests('/pages/home/home', query(''), true)).toEqual([]);
  });
});
