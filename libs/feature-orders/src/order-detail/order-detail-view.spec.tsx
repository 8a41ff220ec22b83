import type { OrderDetail } from '@mall/sdk';
import { loadedQuery } from '@mall/ui';
import { screen, within } from '@testing-library/react';
import { cancelledOrder, completedOrder, orderDetail, paidOrder, shippedOrder } from '../testing/fixtures';
import { renderView, viewTexts } from '../testing/render-view';
import { OrderDetailView, type OrderDetailViewProps } from './order-detail-view';

async function renderOrder(order: OrderDetail, language: 'en' | 'th' = 'en') {
  const { i18n, t } = await viewTexts(language);
  const props: OrderDetailViewProps = {
    t,
    order: loadedQuery(order),
    language,
    now: Date.parse('2026-01-21T00:00:00.000Z'),
    notice: undefined,
    onPay: jest.fn(),
    onCancel: jest.fn(async () => true),
    onConfirmReceipt: jest.fn(async () => true),
    onComment: jest.fn(async () => true),
    onReturn: jest.fn(async () => true),
    onPaymentTimeOver: jest.fn(),
  };
  return { props, ...renderView(<OrderDetailView {...props} />, i18n) };
}

/** The tracking's steps as their text (markers included), with "* " before the one announced as current. */
const steps = (name = 'Order progress') =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((step) => `${step.getAttribute('aria-current') === 'step' ? '* ' : ''}${step.textContent}`);

/** The order's own actions (each item's are in a group of its own). */
const orderActions = () =>
  within(screen.getByRole('region', { name: 'What you can do' }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

const itemGroups = () => screen.queryAllByRole('group', { name: /^Actions for/ });

const DAY = /Jan \d\d, 2026, \d\d?:\d\d [AP]M/;
const at = (day: number) => new RegExp(`Jan ${day}, 2026, \\d\\d?:\\d\\d [AP]M`);

describe('OrderDetailView', () => {
  it('tracks a placed order and foretells the usual steps; it can be paid or cancelled', async () => {
    await renderOrder(orderDetail({ auto_cancel_at: null }));
    expect(steps()).toEqual([
      expect.stringMatching(new RegExp(`^\\* ●PlacedNow${at(15).source}$`)),
      'Paid (to come)',
      'Shipped (to come)',
      'Delivered (to come)',
      'Completed (to come)',
    ]);
    expect(orderActions()).toEqual(['Pay', 'Cancel order']);
    expect(itemGroups()).toEqual([]);
  });

  it('offers only cancelling to an order paid in cash on delivery, and foretells no payment', async () => {
    await renderOrder(orderDetail({ payment_method: 'cod', auto_cancel_at: null }));
    expect(steps()).toEqual([
      expect.stringMatching(/^\* ●PlacedNow/),
      'Shipped (to come)',
      'Delivered (to come)',
      'Completed (to come)',
    ]);
    expect(orderActions()).toEqual(['Cancel order']);
  });

  it('stands at Paid, with the method, once paid; it can still be cancelled', async () => {
    await renderOrder(paidOrder());
    expect(steps()).toEqual([
      expect.stringMatching(new RegExp(`^✓Placed \\(done\\)${at(15).source}$`)),
      expect.stringMatching(new RegExp(`^\\* ●PaidNow${at(15).source}Wallet balance$`)),
      'Shipped (to come)',
      'Delivered (to come)',
      'Completed (to come)',
    ]);
    expect(orderActions()).toEqual(['Cancel order']);
  });

  it('shows the carrier and a copyable tracking number once shipped; only receipt can be confirmed', async () => {
    const { user } = await renderOrder(shippedOrder());
    expect(steps()).toEqual([
      expect.stringMatching(/^✓Placed \(done\)/),
      expect.stringMatching(/^✓Paid \(done\)/),
      expect.stringMatching(
        new RegExp(
          `^\\* ●ShippedNow${at(16).source}Carrier: Swift FreightTracking number: SF1234567890Copy$`,
        ),
      ),
      'Delivered (to come)',
      'Completed (to come)',
    ]);
    expect(orderActions()).toEqual(['Confirm receipt']);
    expect(itemGroups()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Copy tracking number SF1234567890' }));
    expect(await navigator.clipboard.readText()).toBe('SF1234567890');
    expect(screen.getByRole('status')).toHaveTextContent('Tracking number copied.');
  });

  it('lets a delivered item be returned, and receipt be confirmed', async () => {
    await renderOrder(shippedOrder({ delivery_state: 'delivered', history_state: 'delivered' }));
    expect(orderActions()).toEqual(['Confirm receipt']);
    const first = screen.getByRole('group', { name: 'Actions for Teapot 1' });
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Return']);
  });

  it('says once that a cancelled order was cancelled, by whom and why, with nothing left to do', async () => {
    await renderOrder(cancelledOrder('shopper', 'Ordered the wrong size'));
    expect(steps()).toEqual([
      expect.stringMatching(/^✓Placed \(done\)/),
      expect.stringMatching(
        new RegExp(`^\\* ✕Cancelled by you${at(15).source}Reason: Ordered the wrong size$`),
      ),
    ]);
    expect(screen.getAllByText('This order was cancelled.')).toHaveLength(1);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it.each([
    ['system', 'Cancelled automatically: not paid in time'],
    ['staff', 'Cancelled by Mall staff'],
    ['seller', 'Cancelled by the shop'],
  ] as const)('says who cancelled: %s', async (actor, title) => {
    await renderOrder(cancelledOrder(actor, null));
    expect(steps()[1]).toMatch(new RegExp(`^\\* ✕${title}${DAY.source}$`));
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('tracks a completed order to completion; its items can be reviewed and returned', async () => {
    await renderOrder(completedOrder({ completed_at: '2026-01-20T18:00:00.000Z' }));
    expect(steps()).toEqual([
      expect.stringMatching(new RegExp(`^✓Placed \\(done\\)${at(15).source}$`)),
      expect.stringMatching(new RegExp(`^✓Paid \\(done\\)${at(15).source}Bank card$`)),
      expect.stringMatching(
        new RegExp(
          `^✓Shipped \\(done\\)${at(16).source}Carrier: Swift FreightTracking number: SF1234567890Copy$`,
        ),
      ),
      expect.stringMatching(new RegExp(`^✓Delivered \\(done\\)${at(19).source}$`)),
      expect.stringMatching(new RegExp(`^\\* ✓Completed \\(done\\)${at(20).source}$`)),
    ]);
    expect(orderActions()).toEqual([]);
    const first = screen.getByRole('group', { name: 'Actions for Teapot 1' });
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Write a review', 'Return']);
  });

  it('tracks in Thai', async () => {
    await renderOrder(cancelledOrder('system', null), 'th');
    expect(steps('ความคืบหน้าของคำสั่งซื้อ')[1]).toMatch(/^\* ✕ยกเลิกอัตโนมัติ: ไม่ได้ชำระเงินภายในเวลาที่กำหนด/);
  });
});
