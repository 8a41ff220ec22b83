import { failedQuery, loadedQuery, loadingQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createMoney, USD } from '../shared/money';
import { item, orderSummary, ordersPage } from '../testing/fixtures';
import { withStoryImages } from '../testing/story-images';
import { withOrdersTexts } from '../testing/story-views';
import { PurchaseHistoryView } from './purchase-history-view';

const HistoryScreen = withOrdersTexts(PurchaseHistoryView);

const orders = ordersPage([
  orderSummary(3, { items: withStoryImages([item(1), item(2), item(3)]), items_count: 6 }),
  orderSummary(2, {
    payment_state: 'paid',
    delivery_state: 'in_transit',
    history_state: 'in_transit',
    payment_method: 'card',
    auto_cancel_at: null,
    items: withStoryImages([item(4, { quantity: 1 })]),
  }),
  orderSummary(1, {
    payment_state: 'cancelled',
    history_state: 'cancelled',
    auto_cancel_at: null,
    items: withStoryImages([item(5)]),
  }),
]);

const meta = {
  title: 'Storefront/Purchase history',
  component: HistoryScreen,
  args: {
    tab: undefined,
    orders: loadedQuery(orders),
    page: 1,
    money: createMoney(USD, 'en'),
    onTabChange: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof HistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllOrders: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Pay now' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'In transit' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('in_transit');
  },
};

export const Loading: Story = { args: { orders: loadingQuery() } };

export const EmptyTab: Story = {
  args: { tab: 'to_deliver', orders: loadedQuery(ordersPage([])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No orders are waiting to be shipped.' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'To be shipped' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Failed: Story = {
  args: { orders: failedQuery() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not load your orders.',
    );
  },
};

export const ManyPages: Story = {
  args: { orders: loadedQuery({ ...orders, total: 47, has_more: true }), page: 2 },
};
