import { failedQuery, loadedQuery, loadingQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  cancelledOrder,
  completedOrder,
  item,
  orderDetail,
  paidOrder,
  shippedOrder,
} from '../testing/fixtures';
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
    await expect(canvas.getByRole('button', { name: 'Pay' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Confirm receipt' })).not.toBeInTheDocument();
    const progress = canvas.getByRole('list', { name: 'Order progress' });
    await expect(within(progress).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
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

export const Paid: Story = { args: { order: loadedQuery(paidOrder({ items: pictures })) } };

export const Shipped: Story = {
  args: { order: loadedQuery(shippedOrder({ items: pictures })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copy tracking number SF1234567890' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  },
};

/** A long carrier name and tracking number wrap rather than widen the page. */
export const ShippedWithLongNames: Story = {
  args: {
    order: loadedQuery(
      shippedOrder({
        items: pictures,
        carrier: 'Intercontinental Express Logistics and Freight Forwarding Company Limited',
        log_sn: 'IEL2026011600000000000000123456789012',
      }),
    ),
  },
};

export const Delivered: Story = {
  args: {
    order: loadedQuery(
      shippedOrder({ items: pictures, delivery_state: 'delivered', history_state: 'delivered' }),
    ),
  },
};

export const Cancelled: Story = {
  args: { order: loadedQuery(cancelledOrder('shopper', 'Ordered the wrong size', { items: pictures })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('This order was cancelled.')).toHaveLength(1);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const CancelledAutomatically: Story = {
  args: { order: loadedQuery(cancelledOrder('system', null, { items: pictures })) },
};

export const Loading: Story = { args: { order: loadingQuery() } };

export const Failed: Story = { args: { order: failedQuery() } };

export const NoSuchOrder: Story = { args: { order: undefined } };
