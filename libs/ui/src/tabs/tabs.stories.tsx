import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'Order status',
    onChange: fn(),
    items: [
      { id: 'all', label: 'All', content: <p>All your orders.</p> },
      { id: 'unpaid', label: 'Unpaid', content: <p>Orders waiting for payment.</p> },
      { id: 'shipped', label: 'Shipped', content: <p>Orders on their way.</p> },
      { id: 'completed', label: 'Completed', content: <p>Delivered orders.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Unpaid' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Orders waiting for payment.');
    await expect(args.onChange).toHaveBeenCalledWith('unpaid');
  },
};

export const PreSelected: Story = { args: { defaultSelectedId: 'shipped' } };

export const WithDisabledTab: Story = {
  args: {
    items: [
      { id: 'all', label: 'All', content: <p>All your orders.</p> },
      { id: 'refunds', label: 'Refunds', content: <p>Refunds.</p>, disabled: true },
      { id: 'completed', label: 'Completed', content: <p>Delivered orders.</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Completed' })).toHaveFocus();
  },
};
