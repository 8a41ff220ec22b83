import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Steps } from './steps';

const meta = {
  title: 'UI/Steps',
  component: Steps,
  args: {
    label: 'Checkout progress',
    completedLabel: '(completed)',
    current: 1,
    steps: [
      { id: 'cart', label: 'Cart' },
      { id: 'address', label: 'Address' },
      { id: 'delivery', label: 'Delivery' },
      { id: 'payment', label: 'Payment' },
    ],
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
  },
};

export const FirstStep: Story = { args: { current: 0 } };

export const Vertical: Story = {
  args: {
    orientation: 'vertical',
    current: 2,
    steps: [
      { id: 'placed', label: 'Order placed', description: '12 May, 10:02' },
      { id: 'paid', label: 'Paid', description: '12 May, 10:05' },
      { id: 'shipped', label: 'Shipped', description: 'On its way' },
      { id: 'delivered', label: 'Delivered' },
    ],
  },
};
