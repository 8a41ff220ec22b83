import { loadedQuery, loadingQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { balance, unpaidOrders } from '../testing/fixtures';
import { withCartTexts } from '../testing/story-views';
import { PayView } from './pay-view';

const PayScreen = withCartTexts(PayView);

const meta = {
  title: 'Storefront/Checkout payment',
  component: PayScreen,
  args: {
    orders: loadedQuery(unpaidOrders.list),
    walletBalanceMinor: balance.balance_minor,
    method: 'wallet',
    onMethodChange: fn(),
    problem: null,
    confirming: false,
    paying: false,
    onRequestPay: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    done: null,
  },
} satisfies Meta<typeof PayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wallet: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay $88.99' }));
    await expect(args.onRequestPay).toHaveBeenCalled();
  },
};

export const SandboxCard: Story = {
  args: { method: 'card' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sandbox card payments: no real money moves')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $88.99' }));
    await expect(await canvas.findByText('Enter the card number (12 to 19 digits).')).toBeInTheDocument();
    await expect(args.onRequestPay).not.toHaveBeenCalled();
  },
};

export const CardDeclined: Story = { args: { method: 'card', problem: 'declined' } };

export const ShortBalance: Story = { args: { problem: 'shortBalance' } };

export const Confirming: Story = { args: { method: 'cod', confirming: true } };

export const Loading: Story = { args: { orders: loadingQuery() } };

export const NothingToPay: Story = { args: { orders: loadedQuery([]) } };

export const Confirmation: Story = {
  args: {
    done: {
      method: 'wallet',
      orders: unpaidOrders.list.map(({ id, order_sn }) => ({ id, order_sn })),
    },
  },
};
