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
    expectedOrders: unpaidOrders.list.length,
    walletBalanceMinor: balance.balance_minor,
    method: 'wallet',
    onMethodChange: fn(),
    problem: null,
    confirming: null,
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
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In your wallet')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $88.99 from wallet' }));
    await expect(args.onRequestPay).toHaveBeenCalled();
  },
};

export const SandboxCard: Story = {
  args: { method: 'card' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sandbox card payments: no real money moves')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $88.99 by card' }));
    await expect(await canvas.findByText('Enter the card number (12 to 19 digits).')).toBeInTheDocument();
    await expect(args.onRequestPay).not.toHaveBeenCalled();
  },
};

/** The refusal is brought into view and takes focus, so it is read out where the shopper is. */
export const CardDeclined: Story = {
  args: { method: 'card', problem: 'declined' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The card was declined.');
    await expect(alert).toHaveFocus();
  },
};

export const ShortBalance: Story = { args: { problem: 'shortBalance' } };

/** A wallet that does not cover the orders cannot be chosen, says why and leads to a top-up. */
export const ShortWallet: Story = {
  args: { method: 'card', walletBalanceMinor: 500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wallet = canvas.getByRole('radio', { name: /Wallet balance/ });
    await expect(wallet).toBeDisabled();
    await expect(wallet).toHaveAccessibleDescription('Your wallet has $5.00; this payment needs $88.99.');
    await expect(canvas.getByRole('link', { name: 'Top up your wallet' })).toHaveAttribute(
      'href',
      '/pages/mine/wallet',
    );
  },
};

export const CashOnDelivery: Story = {
  args: { method: 'cod' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Place order — pay on delivery' }),
    );
    await expect(args.onRequestPay).toHaveBeenCalled();
  },
};

/** Cash on delivery's confirmation says nothing is charged now, and what is paid in cash for the orders. */
export const Confirming: Story = {
  args: { method: 'cod', confirming: unpaidOrders.list },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Place the order?' });
    await expect(dialog).toHaveTextContent('You pay $88.99 in cash in all');
    await expect(within(dialog).getByRole('button', { name: 'Place order' })).toHaveFocus();
  },
};

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
