import { storyImage } from '@mall/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyThread } from '../fixtures';
import { ChatThread } from './chat-thread';

const picture = storyImage('Parcel', 30, 320, 240);

const meta = {
  title: 'Chat/ChatThread',
  component: ChatThread,
  args: { chat: storyThread(picture), title: 'Ada Lovelace', locale: 'en' },
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

/** Messages both ways, a picture, a read tick, what it is about; Enter sends what is typed. */
export const Conversation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('About order SN20261127001')).toBeInTheDocument();
    await expect(canvas.getByText(/Read/)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Thank you!{Enter}');
    await expect(args.chat.send).toHaveBeenCalledWith('Thank you!');
  },
};

/** The shop links what the conversation is about to the product or order. */
export const LinkedContext: Story = {
  args: {
    chat: storyThread(picture, {
      conversation: { context: { type: 'product', id: 3, title: 'Linen shirt' }, other_read_seq: 0 },
    }),
    linkContext: (context, label) => <a href={`/products/${context.id}`}>{label}</a>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'About: Linen shirt' })).toHaveAttribute(
      'href',
      '/products/3',
    );
    await expect(canvas.queryByText(/Read/)).not.toBeInTheDocument();
  },
};

/** A message that did not go out offers to send it again (with the same nonce). */
export const NotSent: Story = {
  args: {
    chat: storyThread(picture, { pending: [{ nonce: 'n-000004', body: 'Are you there?', failed: true }] }),
    onBack: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send again' }));
    await expect(args.chat.resend).toHaveBeenCalledWith('n-000004');
  },
};

export const Loading: Story = {
  args: { chat: storyThread(picture, { conversation: undefined, messages: [], loading: true }) },
};

export const Empty: Story = {
  args: { chat: storyThread(picture, { conversation: { context: null, other_read_seq: 0 }, messages: [] }) },
};

export const LoadFailed: Story = {
  args: { chat: storyThread(picture, { conversation: undefined, messages: [], failed: true }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.chat.retry).toHaveBeenCalled();
  },
};

export const EarlierMessages: Story = {
  args: { chat: storyThread(picture, { hasMoreBefore: true }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show earlier messages' }));
    await expect(args.chat.loadOlder).toHaveBeenCalled();
  },
};
