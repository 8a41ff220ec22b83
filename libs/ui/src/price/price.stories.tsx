import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './price';

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { amount: '$12.50' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$12.50')).toBeInTheDocument();
  },
};

export const Discounted: Story = {
  args: { amount: '$9.99', listAmount: '$19.99', listLabel: 'Original price:' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toHaveTextContent('$19.99');
  },
};

export const Converted: Story = {
  args: { amount: '฿437.50', approximateLabel: 'Approximate, converted from US dollars' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByTitle('Approximate, converted from US dollars'),
    ).toBeInTheDocument();
  },
};

export const Large: Story = {
  args: { size: 'lg', amount: '€1,299.00', listAmount: '€1,499.00', listLabel: 'Was' },
};
