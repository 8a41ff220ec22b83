import { operationFixtures } from '../../testing';
import type { SdkConfig } from '../config';
import { mallApi } from '../generated/api.gen';
import { makeApiStore, settled } from '../test-store';
import { readEventStream, type ServerSentEvent } from './event-stream-reader';
import { liveStream, type LiveStreamEvent } from './live-stream';

const BASE = 'http://shop.test/api';
const encoder = new TextEncoder();

/** A stream connection the fake server holds: what was asked, and the controls of its body. */
interface FakeConnection {
  url: string;
  headers: Headers;
  signal: AbortSignal;
  push(text: string): void;
  end(): void;
  fail(): void;
}

/**
 * A fake `fetch`: the live stream answers a body the test writes into; other operations answer from `json`
 * (by path) with the envelope.
 */
function fakeServer(json: Record<string, () => unknown> = {}) {
  const connections: FakeConnection[] = [];
  const requests: string[] = [];
  let streamAnswer: (() => Response) | undefined;
  const fakeFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    requests.push(url);
    const path = new URL(url).pathname.replace(/^\/api/, '');
    if (path === '/customer/stream') {
      if (streamAnswer) return streamAnswer();
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      const signal = init.signal!;
      signal.addEventListener('abort', () => {
        try {
          controller.error(new DOMException('aborted', 'AbortError'));
        } catch {
          // already closed
        }
      });
      connections.push({
        url,
        headers: new Headers(init.headers),
        signal,
        push: (text) => controller.enqueue(encoder.encode(text)),
        end: () => controller.close(),
        fail: () => controller.error(new TypeError('network')),
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
    }
    const answer = json[path];
    if (!answer) return new Response('not found', { status: 404 });
    return Response.json({ code: 200, message: 'success', data: answer() });
  }) as typeof globalThis.fetch;
  return {
    fetch: fakeFetch,
    connections,
    requests,
    answerStreamWith(answer: () => Response) {
      streamAnswer = answer;
    },
    async connection(index: number): Promise<FakeConnection> {
      await until(() => connections.length > index);
      return connections[index]!;
    },
  };
}

async function until(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resume) => setTimeout(resume, 5));
  }
}

const fast = { initialDelayMs: 20, maxDelayMs: 80, tokenCheckMs: 10, lingerMs: 0, random: () => 0.5 };

function makeConfig(server: ReturnType<typeof fakeServer>, token: { value: string | null }): SdkConfig {
  return { baseUrl: BASE, fetch: server.fetch, getToken: () => token.value, getLanguage: () => 'en' };
}

const ready = (id: number, reset = false) =>
  `retry: 1000\nid: ${id}\nevent: ready\ndata: {"reset":${reset}}\n\n`;
const badges = (id: number, count: number) =>
  `id: ${id}\nevent: badges\ndata: ${JSON.stringify({ notice: { count } })}\n\n`;

describe('readEventStream', () => {
  it('reads ids, events, multi-line data, retry and comments, whatever the chunks and line ends', async () => {
    const chunks = [
      'retry: 300\r\nid: 4\r\nevent: ready\r\ndata: {"reset":',
      'false}\r\n\r\n: ping\n\n',
      'data: a\ndata: b\r',
      '\n\nid: 9\nevent: order\ndata: {}\n\n',
    ];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    const events: ServerSentEvent[] = [];
    let activity = 0;
    await readEventStream(
      body,
      (event) => events.push(event),
      () => (activity += 1),
    );
    expect(events).toEqual([
      { id: '4', event: 'ready', data: '{"reset":false}', retry: 300 },
      { id: '4', event: 'message', data: 'a\nb', retry: undefined },
      { id: '9', event: 'order', data: '{}', retry: undefined },
    ]);
    expect(activity).toBe(chunks.length);
  });
});

describe('liveStream', () => {
  it('opens one connection with the access-token header for every subscriber, and hands each message to all', async () => {
    const server = fakeServer();
    const config = makeConfig(server, { value: 'token-1' });
    const stream = liveStream(config, fast);
    expect(liveStream(config)).toBe(stream);
    const heard: LiveStreamEvent[][] = [[], []];
    const leave = heard.map((events) => stream.subscribe((event) => events.push(event)));
    const connection = await server.connection(0);
    expect(connection.url).toBe(`${BASE}/customer/stream`);
    expect(connection.headers.get('access-token')).toBe('token-1');
    expect(connection.headers.get('accept')).toBe('text/event-stream');
    expect(connection.headers.has('last-event-id')).toBe(false);
    connection.push(ready(10));
    connection.push(badges(11, 2));
    await until(() => heard[1]!.length === 1);
    expect(heard).toEqual([
      [{ kind: 'badges', data: { notice: { count: 2 } } }],
      [{ kind: 'badges', data: { notice: { count: 2 } } }],
    ]);
    expect(stream.state).toBe('open');
    expect(stream.lastEventId).toBe('11');
    for (const unsubscribe of leave) unsubscribe();
    await until(() => connection.signal.aborted);
    expect(server.connections).toHaveLength(1);
  });

  it('hands on every kind the server sends (a chat message too) and skips a kind it does not know', async () => {
    const server = fakeServer();
    const stream = liveStream(makeConfig(server, { value: 'token-kinds' }), fast);
    const heard: LiveStreamEvent[] = [];
    const leave = stream.subscribe((event) => heard.push(event));
    const connection = await server.connection(0);
    connection.push(ready(30));
    connection.push(
      `id: 31\nevent: chat\ndata: ${JSON.stringify({ conversation_id: 4, event: 'message', seq: 2 })}\n\n`,
    );
    connection.push(`id: 32\nevent: gossip\ndata: {}\n\n`);
    connection.push(`id: 33\nevent: order\ndata: ${JSON.stringify({ id: 7 })}\n\n`);
    await until(() => heard.length === 2);
    expect(heard).toEqual([
      { kind: 'chat', data: { conversation_id: 4, event: 'message', seq: 2 } },
      { kind: 'order', data: { id: 7 } },
    ]);
    leave();
  });

  it('reconnects after a drop with back-off and Last-Event-ID, and after a server restart by its retry hint', async () => {
    const server = fakeServer();
    const stream = liveStream(makeConfig(server, { value: 'token-2' }), fast);
    const heard: LiveStreamEvent[] = [];
    const leave = stream.subscribe((event) => heard.push(event));
    const first = await server.connection(0);
    first.push(ready(20));
    first.push(badges(21, 1));
    await until(() => heard.length === 1);
    first.fail();
    const second = await server.connection(1);
    expect(second.headers.get('last-event-id')).toBe('21');
    second.push(ready(21));
    second.push(badges(22, 2));
    second.push('retry: 30\nevent: end\ndata: {"reason":"shutdown"}\n\n');
    second.end();
    const third = await server.connection(2);
    expect(third.headers.get('last-event-id')).toBe('22');
    third.push(ready(22, true));
    await until(() => heard.length === 3);
    expect(heard).toEqual([
      { kind: 'badges', data: { notice: { count: 1 } } },
      { kind: 'badges', data: { notice: { count: 2 } } },
      { kind: 'reset' },
    ]);
    leave();
  });

  it('backs off more on every failure in a row', async () => {
    const server = fakeServer();
    server.answerStreamWith(() => new Response('down', { status: 502 }));
    const stream = liveStream(makeConfig(server, { value: 'token-3' }), fast);
    const leave = stream.subscribe(() => undefined);
    const times: number[] = [];
    const started = Date.now();
    await until(() => server.requests.length >= 4);
    times.push(Date.now() - started);
    leave();
    // 20, 40 and 80 ms (scaled by the jitter's 0.75): at least about 100 ms for the fourth try.
    expect(times[0]).toBeGreaterThanOrEqual(90);
  });

  it('stops when the token is cleared or the session ended, and starts again for a new token', async () => {
    const server = fakeServer();
    const token = { value: 'token-4' as string | null };
    const stream = liveStream(makeConfig(server, token), fast);
    const leave = stream.subscribe(() => undefined);
    const first = await server.connection(0);
    first.push(ready(30));
    token.value = null;
    await until(() => first.signal.aborted);
    await until(() => stream.state === 'stopped');
    await new Promise((resume) => setTimeout(resume, 60));
    expect(server.connections).toHaveLength(1);
    token.value = 'token-5';
    const second = await server.connection(1);
    expect(second.headers.get('access-token')).toBe('token-5');
    second.push(ready(30));
    second.push('event: end\ndata: {"reason":"session_ended"}\n\n');
    second.end();
    await until(() => stream.state === 'stopped');
    await new Promise((resume) => setTimeout(resume, 60));
    expect(server.connections).toHaveLength(2);
    leave();
  });

  it('stops on a session code instead of retrying', async () => {
    const server = fakeServer();
    server.answerStreamWith(() => Response.json({ code: 1000004, message: 'invalid token', data: null }));
    const stream = liveStream(makeConfig(server, { value: 'token-6' }), fast);
    const leave = stream.subscribe(() => undefined);
    await until(() => stream.state === 'stopped');
    await new Promise((resume) => setTimeout(resume, 80));
    expect(server.requests).toHaveLength(1);
    leave();
  });
});

describe('queries that follow the live stream', () => {
  it('patch the user-info badges, refetch the order and notices on their messages, once per tab', async () => {
    const server = fakeServer({
      '/customer/info/get_userinfo': () => operationFixtures.getUserInfo,
      '/customer/info/notice_in_read': () => ({ unread_count: 0, has_unread: false }),
      '/customer/order/detail/5': () => operationFixtures.getOrderDetail,
      '/customer/user/notices': () => operationFixtures.getNotices,
      '/customer/info/get_user_balance': () => operationFixtures.getUserBalance,
    });
    const config: SdkConfig = { ...makeConfig(server, { value: 'token-7' }), liveStream: fast };
    const store = makeApiStore(config);
    const subscriptions = [
      store.dispatch(mallApi.endpoints.getUserInfo.initiate()),
      store.dispatch(mallApi.endpoints.getOrderDetail.initiate({ id: 5 })),
      store.dispatch(mallApi.endpoints.getNotices.initiate({})),
      store.dispatch(mallApi.endpoints.getNoticeUnreadState.initiate()),
      store.dispatch(mallApi.endpoints.getUserBalance.initiate()),
    ];
    await settled(store);
    const connection = await server.connection(0);
    connection.push(ready(40));
    connection.push(`id: 41\nevent: badges\ndata: ${JSON.stringify({ card: { count: 7 } })}\n\n`);
    await until(
      () => mallApi.endpoints.getUserInfo.select()(store.getState() as never).data?.card.count === 7,
    );
    expect(mallApi.endpoints.getUserInfo.select()(store.getState() as never).data?.notice).toEqual(
      operationFixtures.getUserInfo.notice,
    );
    connection.push(`id: 42\nevent: badges\ndata: ${JSON.stringify({ notice: { count: 3 } })}\n\n`);
    await until(
      () =>
        mallApi.endpoints.getNoticeUnreadState.select()(store.getState() as never).data?.unread_count === 3,
    );
    expect(mallApi.endpoints.getUserInfo.select()(store.getState() as never).data?.notice).toEqual({
      count: 3,
    });
    const count = (path: string) => server.requests.filter((url) => url.includes(path)).length;
    expect(count('/customer/order/detail/5')).toBe(1);
    connection.push(
      `id: 43\nevent: order\ndata: ${JSON.stringify({ id: 5, payment_state: 'paid', delivery_state: 'to_ship' })}\n\n`,
    );
    await until(() => count('/customer/order/detail/5') === 2);
    connection.push(`id: 44\nevent: notice\ndata: ${JSON.stringify({ id: 1, type: 100, title: 'Hi' })}\n\n`);
    await until(() => count('/customer/user/notices') === 2);
    // A notice may tell of money moved (a top-up credited): the balance is read again too.
    await until(() => count('/customer/info/get_user_balance') === 2);
    await settled(store);
    expect(server.connections).toHaveLength(1);
    expect(count('/customer/info/get_userinfo')).toBe(1);
    for (const subscription of subscriptions) subscription.unsubscribe();
    store.dispatch(mallApi.util.resetApiState());
    await until(() => connection.signal.aborted);
  });

  it('open no stream unless the configuration turns it on', async () => {
    const server = fakeServer({ '/customer/info/get_userinfo': () => operationFixtures.getUserInfo });
    const store = makeApiStore(makeConfig(server, { value: 'token-8' }));
    const subscription = store.dispatch(mallApi.endpoints.getUserInfo.initiate());
    await settled(store);
    await new Promise((resume) => setTimeout(resume, 30));
    expect(server.connections).toHaveLength(0);
    subscription.unsubscribe();
    store.dispatch(mallApi.util.resetApiState());
  });
});
