import type { ChatConversation, ChatMessage } from '@mall/sdk';
import { operationHandler } from '@mall/sdk/testing';
import { LOGGED_IN_KEY, memoryStorage, TOKEN_KEY } from '@mall/session';
import { screen, waitFor, within } from '@testing-library/react';
import { ChatPage } from './chat-page';
import { BASE_URL, renderPage, startApiServer } from './testing/render-page';

const server = startApiServer();

const message = (seq: number, body: string, mine: boolean): ChatMessage => ({
  conversation_id: 4,
  seq,
  from: mine ? 'customer' : 'staff',
  mine,
  body,
  image_url: null,
  nonce: mine ? `nonce-${seq}` : '',
  created_at: '2026-11-27T10:00:00.000Z',
});

const conversation = (lastSeq: number, readSeq: number): ChatConversation => ({
  id: 4,
  kind: 'support',
  customer: { id: 1, name: 'Ada Tester' },
  shop: null,
  context: { type: 'order', id: 9, title: 'SN-9' },
  assignee: null,
  last_seq: lastSeq,
  read_seq: readSeq,
  other_read_seq: 1,
  unread_count: lastSeq - readSeq,
  last_message: null,
  updated_at: '2026-11-27T10:00:00.000Z',
});

/** A support conversation served by MSW that keeps its messages, and what the page sent. */
function serveChat() {
  const messages = [
    message(1, 'Where is my order?', true),
    message(2, '<b>Shipped</b> https://track.test/9', false),
  ];
  const sent = {
    open: [] as URLSearchParams[],
    send: [] as URLSearchParams[],
    read: [] as URLSearchParams[],
    /** The most sends the server had in hand at once. */
    mostAtOnce: 0,
  };
  let inHand = 0;
  const current = () => conversation(messages.length, 0);
  server.use(
    operationHandler(
      'getChatConversationList',
      () => ({ list: [{ ...current(), last_message: messages.at(-1)! }] }),
      BASE_URL,
    ),
    operationHandler(
      'openChatConversation',
      async (request) => {
        sent.open.push(new URLSearchParams(await request.text()));
        return current();
      },
      BASE_URL,
    ),
    operationHandler(
      'getChatHistory',
      (request) => {
        const after = Number(new URL(request.url).searchParams.get('after_seq') ?? 0);
        return {
          list: messages.filter((entry) => entry.seq > after),
          has_more_before: false,
          conversation: current(),
        };
      },
      BASE_URL,
    ),
    operationHandler(
      'sendChatMessage',
      async (request) => {
        const fields = new URLSearchParams(await request.text());
        sent.send.push(fields);
        inHand += 1;
        sent.mostAtOnce = Math.max(sent.mostAtOnce, inHand);
        // A slow network: a second message written meanwhile must wait for this one.
        await new Promise((resolve) => setTimeout(resolve, 400));
        inHand -= 1;
        const created = {
          ...message(messages.length + 1, fields.get('body') ?? '', true),
          nonce: fields.get('nonce')!,
        };
        messages.push(created);
        return created;
      },
      BASE_URL,
    ),
    operationHandler(
      'markChatRead',
      async (request) => {
        sent.read.push(new URLSearchParams(await request.text()));
        return { unread_count: 0 };
      },
      BASE_URL,
    ),
  );
  return sent;
}

const signedIn = () => memoryStorage({ [TOKEN_KEY]: 'token-of-ada', [LOGGED_IN_KEY]: '1', lang: 'en' });

describe('ChatPage', () => {
  it('opens customer service about an order from a Chat link, shows markup as text and links only web addresses', async () => {
    const sent = serveChat();
    await renderPage(<ChatPage />, {
      route: '/pages/server/chat?kind=support&context_type=order&context_id=9',
      storage: signedIn(),
    });
    const thread = await screen.findByRole('region', { name: 'Customer service' });
    expect(sent.open.map((fields) => Object.fromEntries(fields))).toEqual([
      { kind: 'support', context_type: 'order', context_id: '9' },
    ]);
    expect(within(thread).getByRole('link', { name: 'About order SN-9' })).toBeInTheDocument();
    const log = within(thread).getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText(/<b>Shipped<\/b>/)).toBeInTheDocument();
    expect(log.querySelector('b')).toBeNull();
    expect(within(log).getByRole('link', { name: 'https://track.test/9' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    // What is on screen is marked read.
    await waitFor(() => expect(sent.read.map((fields) => fields.get('seq'))).toEqual(['2']));
  });

  it('sends with Enter, once, with a nonce, and shows the message in its place', async () => {
    const sent = serveChat();
    const { user } = await renderPage(<ChatPage />, { route: '/pages/server/chat?c=4', storage: signedIn() });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Thanks!{Enter}');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Thanks!')).toBeInTheDocument();
    expect(sent.send).toHaveLength(1);
    expect(sent.send[0]!.get('body')).toBe('Thanks!');
    expect(sent.send[0]!.get('nonce')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(box).toHaveValue('');
    await waitFor(() => expect(within(log).getAllByText('Thanks!')).toHaveLength(1));
  });

  it('sends messages written in quick succession one at a time, in the order written', async () => {
    const sent = serveChat();
    const { user } = await renderPage(<ChatPage />, { route: '/pages/server/chat?c=4', storage: signedIn() });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Royal Mail{Enter}');
    await user.type(box, 'Tuesday{Enter}');
    await user.type(box, 'Thanks{Enter}');
    const log = screen.getByRole('log', { name: 'Messages' });
    await waitFor(() => expect(sent.send).toHaveLength(3), { timeout: 5_000 });
    expect(sent.send.map((fields) => fields.get('body'))).toEqual(['Royal Mail', 'Tuesday', 'Thanks']);
    expect(sent.mostAtOnce).toBe(1);
    expect(await within(log).findByText('Thanks')).toBeInTheDocument();
  });
});
