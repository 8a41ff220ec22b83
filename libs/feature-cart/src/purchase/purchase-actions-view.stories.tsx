import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withCartTexts } from '../testing/story-views';
import { PurchaseActionsView } from './purchase-actions-view';

const Actions = withCartTexts(PurchaseActionsView);

const meta = {
  title: 'Storefront/Product purchase',
  component: Actions,
  args: { soldOut: false, busy: null, added: false, onAdd: fn(), onBuy: fn() },
} satisfies Meta<typeof Actions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buy now' }));
    await expect(args.onBuy).toHaveBeenCalled();
  },
};

export const Adding: Story = { args: { busy: 'add' } };

export const Added: Story = { args: { added: true } };

export const SoldOut: Story = { args: { soldOut: true } };
