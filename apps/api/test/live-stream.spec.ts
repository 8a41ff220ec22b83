// @api-suite both: the embedded database's single connection must carry this journey as PostgreSQL does.
import { after, before, describe, it } from 'node:test';
import { LiveHub, publishToUser } from '@mall/server-live';
import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/connection';
import { createPostgresTestDatabase, createTestApp, signUp, testConfig, type TestApp } from './harness';

/** One Server-Sent Event as the stream sent it (`comment` for a `:` line). */
interface StreamEvent {
  id?: string;
  event?: string;
  data?: unknown;
  retry?: number;
  comment?: string;
}

/** A live stream read over a real HTTP connection (inject cannot read a response that does not end). */
interface OpenedStream {
  status: number;
  contentType: string;
  /** The next event (comments skipped unless asked for), or `undefined` after `timeoutMs` or at the end. */
  next(timeoutMs?: number, options?: { comments?: boolean }): Promise<StreamEvent | undefined>;
  /** Resolves when the server has ended the response. */
  ended: Promise<void>;
  close(): void;
  body?: unknown;
}

function parseEvent(block: string): StreamEvent {
  const event: StreamEvent = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) event.comment = line.slice(1).trim();
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'id') event.id = value;
    if (field === 'event') event.event = value;
    if (field === 'data') event.data = JSON.parse(value);
    if (field === 'retry') event.retry = Number(value);
  }
  return event;
}

async function openStream(
  baseUrl: string,
  token: string | undefined,
  headers: Record<string, string> = {},
  query = '',
): Promise<OpenedStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/customer/stream${query}`, {
    headers: { ...(token ? { 'access-token': token } : {}), ...headers },
    signal: controller.signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.startsWith('text/event-stream')) {
    const body = await response.json();
    return {
      status: response.status,
      contentType,
      body,
      next: async () => undefined,
      ended: Promise.resolve(),
      close: () => undefined,
    };
  }
  const queue: StreamEvent[] = [];
  let waiting: (() => void) | undefined;
  let done = false;
  const ended = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          queue.push(parseEvent(buffer.slice(0, cut)));
          buffer = buffer.slice(cut + 2);
          waiting?.();
        }
      }
    } catch {
      // aborted by the test
    } finally {
      done = true;
      waiting?.();
    }
  })();
  /** Resolves when an event arrives, the body ends or `ms` pass. */
  const arrival = (ms: number) =>
    new Promise<void>((resume) => {
      const timer = setTimeout(resume, ms);
      waiting = () => {
        clearTimeout(timer);
        waiting = undefined;
        resume();
      };
    });
  const next = async (timeoutMs = 2_000, options: { comments?: boolean } = {}) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (queue.length > 0) {
        const event = queue.shift()!;
        if (event.comment !== undefined && !options.comments) continue;
        return event;
      }
      if (done) return undefined;
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      await arrival(left);
    }
  };
  return {
    status: response.status,
    contentType,
    next,
    ended,
    close: () => controller.abort(),
  };
}

const HEARTBEAT_MS = 250;

async function listening(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

let api: TestApp;
let live: FastifyInstance;
let baseUrl: string;
const opened: OpenedStream[] = [];
const open = async (
  ...args: Parameters<typeof openStream> extends [string, ...infer Rest] ? Rest : never
) => {
  const stream = await openStream(baseUrl, ...args);
  opened.push(stream);
  return stream;
};

before(async () => {
  api = await createTestApp();
  // A second app on the same database, with a short heartbeat and a limit of two streams a user.
  live = await buildApp({
    database: api.database,
    config: api.config,
    liveStreams: { heartbeatMs: HEARTBEAT_MS, maxStreamsPerUser: 2, retryMs: 500 },
  });
  baseUrl = await listening(live);
});
after(async () => {
  for (const stream of opened) stream.close();
  await live.close();
  await api.close();
});

const badges = (count: number) => ({ kind: 'badges' as const, data: { notice: { count } } });

describe('the live stream', () => {
  it('refuses a request without a session with the envelope', async () => {
    const none = await open(undefined);
    expect({ status: none.status, body: none.body }).toEqual({
      status: 200,
      body: expect.objectContaining({ code: 1100003 }),
    });
    const wrong = await open('x'.repeat(43));
    expect(wrong.body).toEqual(expect.objectContaining({ code: 1000004 }));
  });

  it('opens with ready and sends what is published after, as id, event and JSON data', async () => {
    const ada = await signUp(api, 'live-ada@example.com');
    const stream = await open(ada.token);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
    const ready = await stream.next();
    expect(ready).toEqual({
      retry: 500,
      id: expect.stringMatching(/^\d+$/),
      event: 'ready',
      data: { reset: false },
    });
    await publishToUser(api.database.db, ada.id, badges(3));
    await publishToUser(api.database.db, ada.id, {
      kind: 'order',
      data: { id: 7, payment_state: 'paid', delivery_state: 'to_ship' },
    });
    const first = await stream.next();
    const second = await stream.next();
    expect([first, second]).toEqual([
      { id: expect.any(String), event: 'badges', data: { notice: { count: 3 } } },
      {
        id: expect.any(String),
        event: 'order',
        data: { id: 7, payment_state: 'paid', delivery_state: 'to_ship' },
      },
    ]);
    expect(Number(first!.id)).toBeGreaterThan(Number(ready!.id));
    expect(Number(second!.id)).toBeGreaterThan(Number(first!.id));
    // Another user's message never reaches this stream.
    const bob = await signUp(api, 'live-bob@example.com');
    await publishToUser(api.database.db, bob.id, badges(9));
    expect(await stream.next(400)).toBeUndefined();
    stream.close();
  });

  it('sends a message at commit, and nothing for a transaction that rolls back', async () => {
    const cy = await signUp(api, 'live-cy@example.com');
    const stream = await open(cy.token);
    await stream.next();
    await api.database.db
      .transaction(async (tx) => {
        await publishToUser(tx, cy.id, badges(1));
        tx.rollback();
      })
      .catch(() => undefined);
    await api.database.db.transaction(async (tx) => {
      await publishToUser(tx, cy.id, badges(2));
      // Not before the commit.
      await tx.execute(sql`select pg_sleep(0.2)`);
    });
    expect(await stream.next()).toEqual(
      expect.objectContaining({ event: 'badges', data: { notice: { count: 2 } } }),
    );
    expect(await stream.next(300)).toBeUndefined();
    stream.close();
  });

  it('resumes from Last-Event-ID with exactly the missed messages, in order, once', async () => {
    const dee = await signUp(api, 'live-dee@example.com');
    const first = await open(dee.token);
    const ready = await first.next();
    await publishToUser(api.database.db, dee.id, badges(1));
    const seen = await first.next();
    expect(seen?.data).toEqual({ notice: { count: 1 } });
    first.close();
    await first.ended;
    for (const count of [2, 3, 4]) await publishToUser(api.database.db, dee.id, badges(count));

    const again = await open(dee.token, { 'last-event-id': seen!.id! });
    expect(await again.next()).toEqual(
      expect.objectContaining({ event: 'ready', id: seen!.id, data: { reset: false } }),
    );
    const missed = [await again.next(), await again.next(), await again.next()];
    expect(missed.map((event) => (event?.data as { notice: { count: number } }).notice.count)).toEqual([
      2, 3, 4,
    ]);
    const ids = missed.map((event) => Number(event!.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    await publishToUser(api.database.db, dee.id, badges(5));
    expect((await again.next())?.data).toEqual({ notice: { count: 5 } });
    expect(await again.next(400)).toBeUndefined();

    // The query value works as the header does; an id from before anything kept says reset.
    const byQuery = await open(dee.token, {}, `?last_event_id=${ready!.id}`);
    expect((await byQuery.next())?.data).toEqual({ reset: false });
    const counts = [];
    for (let index = 0; index < 5; index += 1)
      counts.push(((await byQuery.next())?.data as { notice: { count: number } }).notice.count);
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    const tooFar = await open(dee.token, { 'last-event-id': '999999999999' });
    expect((await tooFar.next())?.data).toEqual({ reset: true });
    for (const stream of [again, byQuery, tooFar]) stream.close();
  });

  it('holds at most the limit of streams a user: the oldest is ended with evicted', async () => {
    const eve = await signUp(api, 'live-eve@example.com');
    const oldest = await open(eve.token);
    await oldest.next();
    const middle = await open(eve.token);
    await middle.next();
    const newest = await open(eve.token);
    await newest.next();
    expect(await oldest.next()).toEqual({ event: 'end', data: { reason: 'evicted' } });
    await oldest.ended;
    await publishToUser(api.database.db, eve.id, badges(1));
    expect((await middle.next())?.event).toBe('badges');
    expect((await newest.next())?.event).toBe('badges');
    middle.close();
    newest.close();
  });

  it('sends a heartbeat comment, and ends the stream once its session is revoked', async () => {
    const fay = await signUp(api, 'live-fay@example.com');
    const stream = await open(fay.token);
    await stream.next();
    expect(await stream.next(HEARTBEAT_MS * 4, { comments: true })).toEqual({ comment: 'ping' });
    const loggedOut = await api.call({
      method: 'GET',
      url: '/api/customer/user/logout',
      headers: { 'access-token': fay.token },
    });
    expect(loggedOut.body.code).toBe(200);
    expect(await stream.next(HEARTBEAT_MS * 4)).toEqual({ event: 'end', data: { reason: 'session_ended' } });
    await stream.ended;
  });

  it('ends every stream with a retry hint when the server closes', async () => {
    const gus = await signUp(api, 'live-gus@example.com');
    const closing = await buildApp({ database: api.database, config: api.config });
    const url = await listening(closing);
    const stream = await openStream(url, gus.token);
    await stream.next();
    await closing.close();
    expect(await stream.next()).toEqual({ retry: 2000, event: 'end', data: { reason: 'shutdown' } });
    await stream.ended;
  });
});

describe('the live stream hub', () => {
  it('reads every held user again when its listener was lost, so a notification missed meanwhile costs nothing', async () => {
    const hal = await signUp(api, 'live-hal@example.com');
    let notify: ((payload: string | null) => void) | undefined;
    // A listener that hears nothing until the test says the connection was made again.
    const hub = new LiveHub({
      db: api.database.db,
      listen: async (_channel, onMessage) => {
        notify = onMessage;
        return async () => undefined;
      },
    });
    await hub.start();
    const written: string[] = [];
    await hub.open({
      userId: hal.id,
      sink: { write: (text) => written.push(text), end: () => undefined },
      stillSignedIn: async () => true,
    });
    // The read `open` starts is over before the message is published: only the lost notification could bring it.
    await hub.catchUp(hal.id);
    await publishToUser(api.database.db, hal.id, badges(6));
    await new Promise((resume) => setTimeout(resume, 100));
    expect(written.filter((text) => text.includes('event: badges'))).toEqual([]);
    notify!(null);
    await hub.catchUp();
    expect(written.filter((text) => text.includes('event: badges'))).toEqual([
      expect.stringContaining('data: {"notice":{"count":6}}'),
    ]);
    await hub.stop();
    expect(written.at(-1)).toBe('retry: 2000\nevent: end\ndata: {"reason":"shutdown"}\n\n');
  });

  it('is described in the OpenAPI document as text/event-stream with the Last-Event-ID header', async () => {
    const document = (await api.call({ method: 'GET', url: '/api/docs/json' })).body as unknown as {
      paths: Record<
        string,
        {
          get: {
            parameters: { name: string; in: string }[];
            responses: Record<string, { content?: Record<string, unknown> }>;
          };
        }
      >;
    };
    const operation = document.paths['/customer/stream']!.get;
    expect(Object.keys(operation.responses['200']!.content!)).toEqual([
      'text/event-stream',
      'application/json',
    ]);
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({ name: 'Last-Event-ID', in: 'header' }),
    );
  });
});

describe('the live stream over PostgreSQL', { skip: !process.env.TEST_DATABASE_URL }, () => {
  it('brings a message published through one API process to a stream held by another within 1 s', async () => {
    const { database: first, url } = await createPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
    const { openDatabase } = await import('../src/db/connection');
    const second: DatabaseHandle = await openDatabase({ databaseUrl: url });
    const config = testConfig();
    const appA = await buildApp({ database: first, config });
    const appB = await buildApp({ database: second, config });
    try {
      const register = await appA.inject({
        method: 'POST',
        url: '/api/customer/register/account',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          firstname: 'Ada',
          lastname: 'Tester',
          email: 'live-pg@example.com',
          password: 'engine42',
          confirm_password: 'engine42',
          agree_terms: 'true',
        }).toString(),
      });
      const { data } = register.json();
      const stream = await openStream(await listening(appB), data['access-token']);
      await stream.next();
      const sent = Date.now();
      await first.db.transaction(async (tx) => {
        await publishToUser(tx, data.user.id, badges(4));
      });
      const event = await stream.next(1_000);
      expect(event).toEqual(expect.objectContaining({ event: 'badges', data: { notice: { count: 4 } } }));
      expect(Date.now() - sent).toBeLessThan(1_000);
      stream.close();
    } finally {
      await appB.close();
      await appA.close();
      await second.close();
      await first.close();
    }
  });
});
