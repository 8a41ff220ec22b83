import { failedQuery, loadedQuery, loadingQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyCart } from '../testing/fixtures';
import { storyCart, withCartTexts } from '../testing/story-views';
import { CartView } from './cart-view';

const CartScreen = withCartTexts(CartView);
const buyable = new Set([1, 2, 3]);

const meta = {
  title: 'Storefront/Cart',
  component: CartScreen,
  args: {
    cart: loadedQuery(storyCart),
    selected: buyable,
    onToggleLine: fn(),
    onToggleShop: fn(),
    onToggleAll: fn(),
    onQuantityChange: fn(),
    removing: null,
    removeBusy: false,
    onAskRemove: fn(),
    onConfirmRemove: fn(),
    onCancelRemove: fn(),
    onCheckout: fn(),
  },
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByShop: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Select Paper fan' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalled();
  },
};

/** A quantity typed above the stock stops at the stock, and the line says why. */
export const QuantityAboveStock: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const cup = canvas.getByRole('spinbutton', { name: 'Quantity of Tea cup' });
    await userEvent.clear(cup);
    await userEvent.type(cup, '5000{Enter}');
    await expect(await canvas.findByText('Only 3 in stock')).toBeInTheDocument();
    await expect(args.onQuantityChange).toHaveBeenCalledWith(expect.objectContaining({ line_id: 2 }), 3);
  },
};

export const NothingSelected: Story = {
  args: { selected: new Set() },
  play: async ({ canvasElement }) => {
    const checkout = within(canvasElement).getByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeDisabled();
    await expect(checkout).toHaveAccessibleDescription('Select at least one item to check out.');
  },
};

export const ConfirmingRemoval: Story = { args: { removing: storyCart.shops[0]!.lines[0]! } };

export const Empty: Story = { args: { cart: loadedQuery(emptyCart), selected: new Set() } };

export const Loading: Story = { args: { cart: loadingQuery(), selected: new Set() } };

export const Failed: Story = { args: { cart: failedQuery(), selected: new Set() } };
