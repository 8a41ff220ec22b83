import { EmptyState } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConversationList } from '../conversation-list/conversation-list';
import { storyConversations } from '../fixtures';
import { ChatLayout } from './chat-layout';

const list = (
  <ConversationList
    conversations={storyConversations}
    titleOf={(conversation) => conversation.name}
    onSelect={fn()}
    locale="en"
    label="Conversations"
  />
);

const meta = {
  title: 'Chat/ChatLayout',
  component: ChatLayout,
  args: {
    title: 'Messages',
    view: 'list',
    listLabel: 'Conversations',
    list,
    children: <EmptyState title="Choose a conversation" headingLevel={2} />,
  },
} satisfies Meta<typeof ChatLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list beside what is open (on phones, the list alone). */
export const ListBesideConversation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Conversations' })).toBeInTheDocument();
  },
};

/** With filters above the columns (the staff inbox's). */
export const WithTools: Story = {
  args: { tools: <p>Unassigned · Mine · All</p> },
};
