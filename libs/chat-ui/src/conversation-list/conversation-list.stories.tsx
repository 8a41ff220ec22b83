import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyConversations } from '../fixtures';
import { ConversationList } from './conversation-list';

type Listed = (typeof storyConversations)[number];

const meta = {
  title: 'Chat/ConversationList',
  component: ConversationList<Listed>,
  args: {
    conversations: storyConversations,
    titleOf: (conversation: Listed) => conversation.name,
    onSelect: fn(),
    locale: 'en',
    label: 'Conversations',
  },
} satisfies Meta<typeof ConversationList<Listed>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest first, with the last message, its time, the unread count and what it is about. */
export const Conversations: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unread messages: 2')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Grace Hopper/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(storyConversations[1]);
  },
};

export const Selected: Story = { args: { selectedId: 1 } };
