import type { OrderHistoryStep } from '@mall/sdk';
import { completedOrder, orderDetail } from '../testing/fixtures';
import { orderProgress } from './order-progress';

const step = (
  axis: OrderHistoryStep['axis'],
  from: string | null,
  to: string,
  at: string,
  actor: OrderHistoryStep['actor'] = 'shopper',
  remark: string | null = null,
): OrderHistoryStep => ({ axis, from, to, actor, remark, at });

const placed = step('payment', null, 'unpaid', '2026-01-15T09:30:00.000Z');
const paid = step('payment', 'unpaid', 'paid', '2026-01-15T09:40:00.000Z');
const shipped = step('delivery', 'to_ship', 'shipped', '2026-01-16T08:00:00.000Z', 'seller');

/** Each step as kind/state, with a star on where the order stands. */
const summary = (steps: ReturnType<typeof orderProgress>) =>
  steps.map((s) => `${s.kind}:${s.state}${s.current ? '*' : ''}`);

describe('orderProgress', () => {
  it('foretells paying, shipping, delivery and completion of a placed order', () => {
    expect(summary(orderProgress(orderDetail()))).toEqual([
      'placed:current*',
      'paid:upcoming',
      'shipped:upcoming',
      'delivered:upcoming',
      'completed:upcoming',
    ]);
  });

  it('does not foretell a payment for cash on delivery', () => {
    expect(summary(orderProgress(orderDetail({ payment_method: 'cod' })))).toEqual([
      'placed:current*',
      'shipped:upcoming',
      'delivered:upcoming',
      'completed:upcoming',
    ]);
  });

  it('stands at the latest step that happened', () => {
    const progress = orderProgress(orderDetail({ history: [placed, paid, shipped] }));
    expect(summary(progress)).toEqual([
      'placed:done',
      'paid:done',
      'shipped:current*',
      'delivered:upcoming',
      'completed:upcoming',
    ]);
    expect(progress[2]).toMatchObject({ at: '2026-01-16T08:00:00.000Z', actor: 'seller' });
  });

  it('shows in transit only once it happened', () => {
    const transit = step('delivery', 'shipped', 'in_transit', '2026-01-17T08:00:00.000Z', 'seller');
    expect(summary(orderProgress(orderDetail({ history: [placed, paid, shipped, transit] })))).toEqual([
      'placed:done',
      'paid:done',
      'shipped:done',
      'in_transit:current*',
      'delivered:upcoming',
      'completed:upcoming',
    ]);
  });

  it('ends a completed order at completion, with nothing to come', () => {
    expect(summary(orderProgress(completedOrder()))).toEqual([
      'placed:done',
      'paid:done',
      'shipped:done',
      'delivered:done',
      'completed:done*',
    ]);
  });

  it('shows cash on delivery paid as the order completes, just before completion', () => {
    const cod = orderProgress(
      orderDetail({
        payment_method: 'cod',
        history: [
          placed,
          shipped,
          step('delivery', 'shipped', 'delivered', '2026-01-19T15:00:00.000Z', 'staff'),
          step('delivery', 'delivered', 'completed', '2026-01-20T18:00:00.000Z'),
          step('payment', 'unpaid', 'paid', '2026-01-20T18:00:00.000Z', 'system'),
        ],
      }),
    );
    expect(summary(cod)).toEqual([
      'placed:done',
      'shipped:done',
      'delivered:done',
      'paid:done',
      'completed:done*',
    ]);
  });

  it('ends a cancelled order at its cancellation, with who cancelled and why', () => {
    const progress = orderProgress(
      orderDetail({
        history: [
          placed,
          step('payment', 'unpaid', 'cancelled', '2026-01-15T10:00:00.000Z', 'shopper', 'Wrong size'),
        ],
      }),
    );
    expect(summary(progress)).toEqual(['placed:done', 'cancelled:failed*']);
    expect(progress[1]).toMatchObject({ actor: 'shopper', remark: 'Wrong size' });
  });

  it('takes the order’s cancellation reason when the step has none', () => {
    const progress = orderProgress(
      orderDetail({
        cancel_remark: 'Not paid in time',
        history: [placed, step('payment', 'unpaid', 'cancelled', '2026-01-15T12:30:00.000Z', 'system')],
      }),
    );
    expect(progress[1]).toMatchObject({ actor: 'system', remark: 'Not paid in time' });
  });

  it('shows placing once, whichever axes record it, and starts from the order’s time without history', () => {
    const both = [placed, step('delivery', null, 'to_ship', placed.at)];
    expect(summary(orderProgress(orderDetail({ history: both })))[0]).toBe('placed:current*');
    expect(orderProgress(orderDetail({ history: [] }))[0]).toMatchObject({
      kind: 'placed',
      at: '2026-01-15T09:30:00.000Z',
    });
  });
});
