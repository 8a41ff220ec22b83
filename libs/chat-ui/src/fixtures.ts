// Story and test data for the chat views: typed as the views read them.
import { fn } from 'storybook/test';
import type { ListedConversation, ThreadConversation, ThreadMessage } from './chat-types';

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

/** An open conversation about an order, its messages read by the other side up to the third, with spies to act on. */
export const storyThread = (
  picture: string,
  change: Partial<ThreadConversation> = {},
): ThreadConversation => ({
  conversation: { context: { type: 'order', id: 7, title: 'SN20261127001' }, other_read_seq: 3 },
  messages: storyMessages(picture),
  pending: [],
  loading: false,
  failed: false,
  retry: fn(),
  hasMoreBefore: false,
  loadingOlder: false,
  loadOlder: fn(),
  send: fn(() => true),
  attach: fn(),
  resend: fn(),
  attaching: false,
  ...change,
});

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
