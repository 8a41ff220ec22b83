import { failedQuery, loadedQuery, loadingQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { completedOrder, item, orderDetail } from '../testing/fixtures';
import { withStoryImages } from '../testing/story-images';
import { withOrdersTexts } from '../testing/story-views';
import { OrderDetailView } from './order-detail-view';

const DetailScreen = withOrdersTexts(OrderDetailView);

const HOUR_MS = 60 * 60 * 1000;
const pictures = withStoryImages([
  item(1),
  item(2, { unit_price_minor: 999, quantity: 1, line_total_minor: 999 }),
]);
const done = fn(async () => true);

const meta = {
  title: 'Storefront/Order detail',
  component: DetailScreen,
  args: {
    order: loadedQuery(
      orderDetail({ items: pictures, auto_cancel_at: new Date(Date.now() + 2 * HOUR_MS).toISOString() }),
    ),
    language: 'en',
    now: Date.parse('2026-01-21T00:00:00.000Z'),
    notice: undefined,
    onPay: fn(),
    onCancel: done,
    onConfirmReceipt: done,
    onComment: done,
    onReturn: done,
    onPaymentTimeOver: fn(),
  },
} satisfies Meta<typeof DetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unpaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/Time left to pay: 1:59:\d\d|2:00:00/);
    await expect(canvas.getByRole('button', { name: 'Confirm receipt' })).toBeDisabled();
  },
};

export const CancelWithRemark: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Cancel this order?',
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Too late');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(args.onCancel).toHaveBeenCalledWith('Too late');
  },
};

export const CompletedInBaht: Story = {
  args: {
    order: loadedQuery(
      completedOrder({
        items: pictures,
        display_currency: { code: 'THB', symbol: '฿', rate: 36.5, decimals: 2 },
        cancel_remark: null,
      }),
    ),
    notice: 'Thank you: the order is completed.',
  },
};

export const ReviewNeedsRatingAndWords: Story = {
  args: CompletedInBaht.args,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Write a review' })[0]!);
    const sheet = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Review: Teapot 1' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Post review' }));
    await expect(await within(sheet).findByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    await expect(args.onComment).not.toHaveBeenCalled();
  },
};

export const ReturnAnItem: Story = {
  args: CompletedInBaht.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Return' })[0]!);
    const sheet = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Return: Teapot 1' });
    await expect(within(sheet).getByText('You bought 2.')).toBeVisible();
  },
};

export const Shipped: Story = {
  args: {
    order: loadedQuery(
      orderDetail({
        items: pictures,
        payment_state: 'paid',
        delivery_state: 'shipped',
        history_state: 'on_the_way',
        payment_method: 'wallet',
        actual_pay_minor: 3_999,
        paid_at: '2026-01-15T09:40:00.000Z',
        shipped_at: '2026-01-16T08:00:00.000Z',
        log_sn: 'SF1234567890',
        auto_cancel_at: null,
      }),
    ),
  },
};

export const Cancelled: Story = {
  args: {
    order: loadedQuery(
      orderDetail({
        items: pictures,
        payment_state: 'cancelled',
        history_state: 'cancelled',
        cancelled_at: '2026-01-15T10:00:00.000Z',
        cancel_remark: 'Ordered the wrong size',
        auto_cancel_at: null,
      }),
    ),
  },
};

export const Loading: Story = { args: { order: loadingQuery() } };

export const Failed: Story = { args: { order: failedQuery() } };

export const NoSuchOrder: Story = { args: { order: undefined } };
