import { describe, it } from 'node:test';
import { expect } from 'expect';
import {
  cancelRefusal,
  deliveryStepRefusal,
  historyLabel,
  type OrderStates,
  paymentRefusal,
  receiptRefusal,
} from '../src';

const order = (
  paymentState: OrderStates['paymentState'],
  deliveryState: OrderStates['deliveryState'],
  paymentMethod: OrderStates['paymentMethod'] = paymentState === 'paid' ? 'wallet' : null,
): OrderStates => ({ paymentState, deliveryState, paymentMethod });

describe('order states', () => {
  it('derives the purchase-history label from the two states', () => {
    const cases: [OrderStates, string][] = [
      [order('unpaid', 'to_ship'), 'pending_payment'],
      [order('unpaid', 'to_ship', 'cod'), 'to_deliver'],
      [order('paid', 'to_ship'), 'to_deliver'],
      [order('cancelled', 'to_ship'), 'cancelled'],
      [order('cancelled', 'to_ship', 'cod'), 'cancelled'],
      [order('paid', 'shipped'), 'on_the_way'],
      [order('unpaid', 'shipped', 'cod'), 'on_the_way'],
      [order('paid', 'in_transit'), 'in_transit'],
      [order('paid', 'delivered'), 'delivered'],
      [order('unpaid', 'delivered', 'cod'), 'delivered'],
      [order('paid', 'completed', 'cod'), 'delivered'],
    ];
    for (const [states, label] of cases)
      expect({ states, label: historyLabel(states) }).toEqual({ states, label });
  });

  it('lets only an unpaid order still to ship and not cash on delivery be paid', () => {
    const cases: [OrderStates, string | null][] = [
      [order('unpaid', 'to_ship'), null],
      [order('unpaid', 'to_ship', 'cod'), 'ORDER_PAYMENT_FAILED'],
      [order('paid', 'to_ship'), 'ORDER_PAYMENT_FAILED'],
      [order('cancelled', 'to_ship'), 'ORDER_PAYMENT_FAILED'],
    ];
    for (const [states, refusal] of cases)
      expect({ states, refusal: paymentRefusal(states) }).toEqual({ states, refusal });
  });

  it('cancels only before shipping, and never twice', () => {
    const cases: [OrderStates, string | null][] = [
      [order('unpaid', 'to_ship'), null],
      [order('unpaid', 'to_ship', 'cod'), null],
      [order('paid', 'to_ship'), null],
      [order('cancelled', 'to_ship'), 'ORDER_CANCELLATION_FAILED'],
      [order('paid', 'shipped'), 'SHIPPED_ORDER_NOT_CANCELLABLE'],
      [order('unpaid', 'in_transit', 'cod'), 'SHIPPED_ORDER_NOT_CANCELLABLE'],
      [order('paid', 'delivered'), 'SHIPPED_ORDER_NOT_CANCELLABLE'],
      [order('paid', 'completed'), 'SHIPPED_ORDER_NOT_CANCELLABLE'],
    ];
    for (const [states, refusal] of cases)
      expect({ states, refusal: cancelRefusal(states) }).toEqual({ states, refusal });
  });

  it('confirms receipt from shipped, in transit or delivered only', () => {
    const cases: [OrderStates, string | null][] = [
      [order('paid', 'to_ship'), 'ORDER_RECEIPT_FAILED'],
      [order('paid', 'shipped'), null],
      [order('paid', 'in_transit'), null],
      [order('unpaid', 'delivered', 'cod'), null],
      [order('paid', 'completed'), 'ORDER_RECEIPT_FAILED'],
      [order('cancelled', 'to_ship'), 'ORDER_RECEIPT_FAILED'],
    ];
    for (const [states, refusal] of cases)
      expect({ states, refusal: receiptRefusal(states) }).toEqual({ states, refusal });
  });

  it('lets staff ship a paid or cash-on-delivery order and then move it forward only', () => {
    const cases: [OrderStates, 'shipped' | 'in_transit' | 'delivered', string | null][] = [
      [order('paid', 'to_ship'), 'shipped', null],
      [order('unpaid', 'to_ship', 'cod'), 'shipped', null],
      [order('unpaid', 'to_ship'), 'shipped', 'ORDER_DELIVERY_SWITCH_FAILED'],
      [order('cancelled', 'to_ship'), 'shipped', 'ORDER_DELIVERY_SWITCH_FAILED'],
      [order('paid', 'shipped'), 'shipped', 'ORDER_DELIVERY_SWITCH_FAILED'],
      [order('paid', 'shipped'), 'in_transit', null],
      [order('paid', 'shipped'), 'delivered', null],
      [order('paid', 'in_transit'), 'delivered', null],
      [order('paid', 'in_transit'), 'in_transit', 'ORDER_DELIVERY_SWITCH_FAILED'],
      [order('paid', 'delivered'), 'in_transit', 'ORDER_DELIVERY_SWITCH_FAILED'],
      [order('paid', 'to_ship'), 'delivered', 'ORDER_DELIVERY_SWITCH_FAILED'],
      [order('paid', 'completed'), 'delivered', 'ORDER_DELIVERY_SWITCH_FAILED'],
    ];
    for (const [states, next, refusal] of cases)
      expect({ states, next, refusal: deliveryStepRefusal(states, next) }).toEqual({ states, next, refusal });
  });
});
