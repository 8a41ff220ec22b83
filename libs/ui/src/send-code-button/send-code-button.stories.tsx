import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SendCodeButton } from './send-code-button';

const meta = {
  title: 'UI/SendCodeButton',
  component: SendCodeButton,
  args: {
    onSend: fn(),
    label: (seconds) => (seconds > 0 ? `Resend in ${seconds} s` : 'Send code'),
  },
} satisfies Meta<typeof SendCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const CountingDown: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: 'Resend in 60 s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };
