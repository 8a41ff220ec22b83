import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Toast, useToast, type ToastTone } from './toast';

/** Uses the ToastHost that preview.tsx provides for every story. */
function ToastDemo({ message, tone, durationMs }: { message: string; tone: ToastTone; durationMs?: number }) {
  const toast = useToast();
  return <Button onClick={() => toast.show(message, { tone, durationMs })}>Show toast</Button>;
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  args: { message: 'Added to cart', tone: 'info' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const region = within(canvasElement.ownerDocument.body).getByRole('status');
    await expect(region).toHaveTextContent('Added to cart');
  },
};

export const Success: Story = { args: { message: 'Address saved', tone: 'success' } };

export const Warning: Story = { args: { message: 'Only 2 left in stock', tone: 'warning' } };

export const Failure: Story = {
  args: { message: 'Payment failed. Try again.', tone: 'error', durationMs: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(within(canvasElement.ownerDocument.body).getByRole('status')).toHaveTextContent(
      'Payment failed.',
    );
  },
};

/** The bare toast, as drawn inside the host's live region. */
export const Standalone: Story = {
  render: () => (
    <div role="status">
      <Toast
        message="Coupon applied"
        tone="success"
        durationMs={0}
        dismissLabel="Dismiss"
        onDismiss={() => undefined}
      />
    </div>
  ),
};
