import { cancellation, history, order } from '../testing/fixtures';
import { orderProgress } from './order-progress';

const summary = (steps: ReturnType<typeof orderProgress>) =>
  steps.map((s) => `${s.kind}:${s.state}${s.current ? '*' : ''}`);

describe('orderProgress (the shop’s view)', () => {
  it('stands at the latest step and foretells the usual ones', () => {
    expect(
      summary(orderProgress(order({ history: [history.placed, history.paid, history.shipped] }))),
    ).toEqual(['placed:done', 'paid:done', 'shipped:current*', 'delivered:upcoming', 'completed:upcoming']);
  });

  it('foretells no payment for cash on delivery', () => {
    expect(
      summary(orderProgress(order({ payment_method: 'cash_on_delivery', history: [history.placed] }))),
    ).toEqual(['placed:current*', 'shipped:upcoming', 'delivered:upcoming', 'completed:upcoming']);
  });

  it('ends at completion', () => {
    const all = [history.placed, history.paid, history.shipped, history.delivered, history.completed];
    expect(summary(orderProgress(order({ history: all }))).at(-1)).toBe('completed:done*');
  });

  it('ends at a cancellation, with the order’s reason when the step has none', () => {
    const progress = orderProgress(
      order({ cancel_remark: 'Out of stock', history: [history.placed, cancellation('seller', null)] }),
    );
    expect(summary(progress)).toEqual(['placed:done', 'cancelled:failed*']);
    expect(progress[1]).toMatchObject({ actor: 'seller', remark: 'Out of stock' });
  });
});
