import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const BagIcon = () => (
  <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0" />
  </svg>
);

const onAction = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: <BagIcon />,
    title: 'Your cart is empty',
    message: 'Browse the catalogue and add something you like.',
    action: <Button onClick={onAction}>Start shopping</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Start shopping' }));
    await expect(onAction).toHaveBeenCalled();
  },
};

export const MessageOnly: Story = {
  args: {
    icon: undefined,
    action: undefined,
    title: 'No orders yet',
    message: 'Orders you place show up here.',
  },
};
