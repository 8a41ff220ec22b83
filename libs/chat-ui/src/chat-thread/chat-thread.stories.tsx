import { storyImage } from '@mall/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyMessages } from '../fixtures';
import { ChatThread } from './chat-thread';

const meta = {
  title: 'Chat/ChatThread',
  component: ChatThread,
  args: {
    title: 'Ada Lovelace',
    context: 'About order SN20261127001',
    messages: storyMessages(storyImage('Parcel', 30, 320, 240)),
    pending: [],
    otherName: 'Ada Lovelace',
    otherReadSeq: 3,
    loading: false,
    failed: false,
    onRetryLoad: fn(),
    hasMoreBefore: false,
    loadingOlder: false,
    onLoadOlder: fn(),
    onSend: fn(() => true),
    onAttach: fn(),
    onResend: fn(),
    attaching: false,
    locale: 'en',
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', height: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Messages both ways, a picture, a read tick; Enter sends what is typed. */
export const Conversation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Read/)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Thank you!{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Thank you!');
  },
};

/** A message that did not go out offers to send it again (with the same nonce). */
export const NotSent: Story = {
  args: { pending: [{ nonce: 'n-000004', body: 'Are you there?', failed: true }], onBack: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send again' }));
    await expect(args.onResend).toHaveBeenCalledWith('n-000004');
  },
};

export const Loading: Story = { args: { messages: [], loading: true } };

export const Empty: Story = { args: { messages: [], context: undefined } };

export const LoadFailed: Story = {
  args: { messages: [], failed: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryLoad).toHaveBeenCalled();
  },
};

export const EarlierMessages: Story = { args: { hasMoreBefore: true } };
