import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';

const CartIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H20l-2 8H7.4L4.3 2H1v2h3.2Z"
    />
  </svg>
);

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { count: 3, label: '3 items' },
  render: (args) => (
    <a
      href="#cart"
      style={{
        display: 'inline-flex',
        gap: 'var(--space-3)',
        padding: 'var(--space-4)',
        color: 'var(--color-text)',
      }}
    >
      <span>Cart</span>
      <Badge {...args}>
        <CartIcon />
      </Badge>
    </a>
  ),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart 3 items' })).toBeInTheDocument();
  },
};

export const OverMaximum: Story = {
  args: { count: 1200, label: '1200 items' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('999+')).toBeInTheDocument();
  },
};

export const Zero: Story = {
  args: { count: 0, label: 'No items' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    await expect(canvas.queryByText('0')).not.toBeInTheDocument();
  },
};

export const Inline: Story = {
  args: { count: 12, label: '12 new notices', tone: 'primary' },
  render: (args) => <Badge {...args} />,
};
