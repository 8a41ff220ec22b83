// Story and test data for the chat views: typed as the views read them.
import type { ListedConversation, ThreadMessage } from './chat-types';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute)).toISOString();

export const storyMessages = (picture: string): ThreadMessage[] => [
  {
    seq: 1,
    mine: false,
    body: 'Hello! Where is my order SN20261127001?',
    image_url: null,
    nonce: '',
    created_at: at(0),
  },
  { seq: 2, mine: false, body: '', image_url: picture, nonce: '', created_at: at(1) },
  {
    seq: 3,
    mine: true,
    body: 'It left our warehouse this morning. Track it at https://example.com/track/LP0098.',
    image_url: null,
    nonce: 'n-000003',
    created_at: at(4),
  },
];

export const storyConversations: Array<ListedConversation & { name: string }> = [
  {
    id: 1,
    name: 'Ada Lovelace',
    context: { title: 'About order SN20261127001' },
    last_message: { mine: false, body: 'Where is my order?', created_at: at(5) },
    unread_count: 2,
  },
  {
    id: 2,
    name: 'Grace Hopper',
    context: null,
    last_message: { mine: true, body: 'You are welcome!', created_at: at(3) },
    unread_count: 0,
  },
  { id: 3, name: 'Alan Turing', context: null, last_message: null, unread_count: 0 },
];
