import type { OrderDetail } from '@mall/sdk';
import { canCancel, canComment, canConfirmReceipt, canPay, canReturn } from './order-actions';

type States = Pick<OrderDetail, 'payment_state' | 'delivery_state' | 'payment_method' | 'completed_at'>;
const order = (
  payment_state: States['payment_state'],
  delivery_state: States['delivery_state'],
  payment_method: States['payment_method'] = 'wallet',
  completed_at: string | null = null,
): States => ({ payment_state, delivery_state, payment_method, completed_at });

const ok = { allowed: true };
const no = (reason: string) => ({ allowed: false, reason });

describe('what the shopper can do with an order', () => {
  it.each([
    [order('unpaid', 'to_ship', null), ok],
    [order('unpaid', 'to_ship', 'cod'), no('payOnDelivery')],
    [order('paid', 'to_ship'), no('alreadyPaid')],
    [order('cancelled', 'to_ship'), no('orderCancelled')],
  ])('pay %o → %o', (states, expected) => expect(canPay(states)).toEqual(expected));

  it.each([
    [order('unpaid', 'to_ship'), ok],
    [order('paid', 'to_ship'), ok],
    [order('unpaid', 'to_ship', 'cod'), ok],
    [order('paid', 'shipped'), no('shipped')],
    [order('paid', 'delivered'), no('shipped')],
    [order('cancelled', 'to_ship'), no('orderCancelled')],
  ])('cancel %o → %o', (states, expected) => expect(canCancel(states)).toEqual(expected));

  it.each([
    [order('paid', 'to_ship'), no('notShipped')],
    [order('paid', 'shipped'), ok],
    [order('paid', 'in_transit'), ok],
    [order('unpaid', 'delivered', 'cod'), ok],
    [order('paid', 'completed'), no('receiptConfirmed')],
    [order('cancelled', 'to_ship'), no('orderCancelled')],
  ])('confirm receipt %o → %o', (states, expected) => expect(canConfirmReceipt(states)).toEqual(expected));

  it.each([
    [order('paid', 'completed'), false, ok],
    [order('paid', 'completed'), true, no('commented')],
    [order('paid', 'delivered'), false, no('commentAfterCompletion')],
    [order('cancelled', 'to_ship'), false, no('orderCancelled')],
  ])('comment %o (commented: %s) → %o', (states, commented, expected) =>
    expect(canComment(states, { commented })).toEqual(expected),
  );

  describe('return', () => {
    const now = Date.parse('2026-01-25T00:00:00.000Z');
    it.each([
      [order('paid', 'delivered'), null, ok],
      [order('paid', 'completed', 'card', '2026-01-20T00:00:00.000Z'), null, ok],
      [order('paid', 'completed', 'card', '2026-01-17T23:59:59.000Z'), null, no('returnWindowClosed')],
      [order('unpaid', 'completed', 'cod', '2026-01-24T00:00:00.000Z'), null, ok],
      [order('unpaid', 'delivered', 'cod'), null, no('returnUnpaid')],
      [order('paid', 'shipped'), null, no('returnAfterDelivery')],
      [order('paid', 'delivered'), 'pending', no('returnRequested')],
      [order('cancelled', 'to_ship'), null, no('orderCancelled')],
    ] as const)('%o with return %s → %o', (states, refund_state, expected) =>
      expect(canReturn(states, { refund_state }, now)).toEqual(expected),
    );
  });
});
