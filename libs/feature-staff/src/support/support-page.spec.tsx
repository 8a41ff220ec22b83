import type { ChatConversation, ChatMessage } from '@mall/sdk';
import { operationHandler } from '@mall/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { BASE_URL, renderPage, signedInStorage, startApiServer } from '../testing/render-page';
import { SupportPage } from './support-page';

const server = startApiServer();

const me = (roles: Array<'admin' | 'reviewer' | 'support'>) => ({
  id: 7,
  name: 'Sam Support',
  email: 'sam@mall.example',
  roles,
  disabled: false,
  created_at: '2026-11-01T00:00:00.000Z',
});

const question: ChatMessage = {
  conversation_id: 31,
  seq: 1,
  from: 'customer',
  mine: false,
  body: '<b>Where</b> is my parcel?',
  image_url: null,
  nonce: '',
  created_at: '2026-11-27T09:00:00.000Z',
};

const conversation = (change: Partial<ChatConversation> = {}): ChatConversation => ({
  id: 31,
  kind: 'support',
  customer: { id: 3, name: 'Ada Lovelace' },
  shop: null,
  context: { type: 'order', id: 9, title: 'SN20261127001' },
  assignee: null,
  last_seq: 1,
  read_seq: 0,
  other_read_seq: 1,
  unread_count: 1,
  last_message: question,
  updated_at: question.created_at,
  ...change,
});

/** The inbox's server: what the page asked for and sent, in order. */
function serveInbox(roles: Array<'admin' | 'reviewer' | 'support'> = ['support']) {
  const sent: Array<{ operation: string; body: Record<string, unknown> }> = [];
  let current = conversation();
  const messages: ChatMessage[] = [question];
  const form = async (request: Request) => Object.fromEntries(new URLSearchParams(await request.text()));
  server.use(
    operationHandler('getStaffMe', me(roles), BASE_URL),
    operationHandler(
      'getChatConversations',
      (request) => {
        sent.push({ operation: 'list', body: { filter: new URL(request.url).searchParams.get('filter') } });
        return { list: [current], page: 1, page_size: 20, total: 1, total_capped: false, has_more: false };
      },
      BASE_URL,
    ),
    operationHandler(
      'getStaffChatHistory',
      () => ({ list: [...messages], has_more_before: false, conversation: current }),
      BASE_URL,
    ),
    operationHandler(
      'claimChatConversation',
      async (request) => {
        sent.push({ operation: 'claim', body: await form(request) });
        current = { ...current, assignee: { id: 7, name: 'Sam Support' } };
        return current;
      },
      BASE_URL,
    ),
    operationHandler(
      'replyChat',
      async (request) => {
        const body = await form(request);
        sent.push({ operation: 'reply', body });
        const answer: ChatMessage = {
          ...question,
          seq: messages.length + 1,
          from: 'staff',
          mine: true,
          body: String(body['body']),
          nonce: String(body['nonce']),
        };
        messages.push(answer);
        current = { ...current, last_seq: answer.seq, last_message: answer };
        return answer;
      },
      BASE_URL,
    ),
    operationHandler('markStaffChatRead', { unread_count: 0 }, BASE_URL),
  );
  return sent;
}

describe('the Support inbox', () => {
  it('lists the conversations, opens one with its order, takes it and answers with Enter', async () => {
    const sent = serveInbox();
    const { user } = await renderPage(<SupportPage />, {
      path: '/support',
      route: '/support',
      storage: signedInStorage(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer service' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    expect(await screen.findByText('About order SN20261127001')).toBeInTheDocument();
    // The shopper's markup is shown as text.
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('<b>Where</b> is my parcel?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Take this conversation' }));
    expect(await screen.findByText('You answer this conversation')).toBeInTheDocument();
    expect(sent.find((entry) => entry.operation === 'claim')?.body).toEqual({ conversation_id: '31' });

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'It left our warehouse today.{Enter}');
    await waitFor(() =>
      expect(sent.filter((entry) => entry.operation === 'reply').map((entry) => entry.body['body'])).toEqual([
        'It left our warehouse today.',
      ]),
    );
    expect(await within(log).findByText('It left our warehouse today.')).toBeInTheDocument();

    // The filters list the unassigned conversations, then the staff member's own.
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    await user.click(screen.getByRole('button', { name: 'Mine' }));
    await waitFor(() => expect(sent.some((entry) => entry.body['filter'] === 'mine')).toBe(true));
    expect(screen.getByRole('button', { name: 'Mine' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a reviewer without the support role back to the queues', async () => {
    const sent = serveInbox(['reviewer']);
    await renderPage(<SupportPage />, { path: '/support', route: '/support', storage: signedInStorage() });
    expect(await screen.findByText(/Now at \/queues\/recharges/)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
