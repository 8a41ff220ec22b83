import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createPostgresTestDatabase, createTestApp, form, signUp, type TestApp } from './harness';
import { builtServer, type ServerProcess, startServerProcess } from './server-process';

const serverUrl = process.env.TEST_DATABASE_URL;

const CONVERSATIONS = 10;
const MESSAGES = 1_000;
const PER_SECOND = 100;

/** One `chat` message a stream heard: which conversation, which `seq`, when, and the stream message's id. */
interface Heard {
  conversation: number;
  seq: number;
  at: number;
  id: number;
}

/**
 * A shopper's live stream (`GET /api/customer/stream`) held on one process: every `chat` message it hears, in the
 * order heard. `ended` settles when the connection ends (the process died, or `close`).
 */
async function holdStream(server: ServerProcess, token: string, lastEventId?: number) {
  const controller = new AbortController();
  const response = await fetch(`${server.base}/customer/stream`, {
    headers: {
      'access-token': token,
      ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
    },
    signal: controller.signal,
  });
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream'))
    throw new Error(`no stream: ${response.status} ${await response.text()}`);
  const heard: Heard[] = [];
  const state = { lastId: lastEventId, ready: false };
  let readyNow: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (readyNow = resolve));
  const ended = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          const id = fields.has('id') ? Number(fields.get('id')) : undefined;
          if (fields.get('event') === 'ready') {
            readyNow();
            continue;
          }
          if (fields.get('event') !== 'chat' || id === undefined) continue;
          state.lastId = id;
          const data = JSON.parse(fields.get('data') ?? '{}') as {
            conversation_id: number;
            seq: number;
            event: string;
          };
          if (data.event === 'message')
            heard.push({ conversation: data.conversation_id, seq: data.seq, at: performance.now(), id });
        }
      }
    } catch {
      // The connection broke (a killed process) or the test closed it.
    }
  })();
  await ready;
  return { heard, state, ended, close: () => controller.abort() };
}

type HeldStream = Awaited<ReturnType<typeof holdStream>>;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The `seq`s a stream heard in one conversation, in the order heard. */
const seqsIn = (stream: HeldStream, conversation: number) =>
  stream.heard.filter((entry) => entry.conversation === conversation).map((entry) => entry.seq);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe(
  'chat across two API processes on PostgreSQL',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    let api: TestApp;
    let servers: [ServerProcess, ServerProcess];
    const shoppers: { id: number; token: string; conversation: number }[] = [];

    before(async () => {
      const created = await createPostgresTestDatabase(serverUrl!);
      api = await createTestApp({}, created.database);
      const bundle = builtServer();
      const start = () =>
        startServerProcess([join(bundle, 'main.js')], {
          DATABASE_URL: created.url,
          DATABASE_POOL_SIZE: '6',
          ORDER_AUTO_CANCEL_INTERVAL_SECONDS: '0',
          CHAT_MESSAGES_PER_MINUTE: '100000',
        });
      // One after the other: the first start seeds the reference data.
      const first = await start();
      try {
        servers = [first, await start()];
      } catch (error) {
        first.child.kill('SIGKILL');
        throw error;
      }
      for (let index = 0; index < CONVERSATIONS; index += 1) {
        const shopper = await signUp(api, `processes-${index}@example.com`);
        const { body } = await api.call(
          form('/api/customer/chat/conversations', { kind: 'support' }, shopper.token),
        );
        shoppers.push({ ...shopper, conversation: body.data.id as number });
      }
    });
    after(async () => {
      for (const server of servers ?? []) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await api?.close();
    });

    let retried = 0;
    /**
     * Sends as a client should: a 503 (a busy or unreachable database, nothing written) is sent again with the
     * same nonce after its Retry-After, so a machine busy enough to refuse some sends still loses and doubles none.
     */
    const send = async (server: ServerProcess, token: string, conversation: number, nonce: string) => {
      for (let attempt = 1; ; attempt += 1) {
        const response = await fetch(`${server.base}/customer/chat/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'access-token': token },
          body: JSON.stringify({ conversation_id: conversation, nonce, body: `message ${nonce}` }),
        });
        const answer = (await response.json()) as { code: number; data: { seq: number } };
        if (answer.code === 200) return answer.data.seq;
        if (answer.code !== 503 || attempt === 5) throw new Error(`send ${nonce}: ${answer.code}`);
        retried += 1;
        const pause = Number(response.headers.get('retry-after') ?? 1) * 1000;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    };

    it('delivers 1,000 messages sent through both processes to the streams on the other, once each, in order', async () => {
      // Each shopper holds one stream on each process.
      const streams = await Promise.all(
        shoppers.map(async (shopper) => ({
          shopper,
          held: await Promise.all(servers.map((server) => holdStream(server, shopper.token))),
        })),
      );
      // Message k goes out at k × 10 ms through process k mod 2, to conversation k mod 10.
      const sentAt = new Map<string, { at: number; through: number }>();
      const started = performance.now();
      const sends: Promise<unknown>[] = [];
      for (let k = 0; k < MESSAGES; k += 1) {
        const wait = started + (k * 1000) / PER_SECOND - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const shopper = shoppers[k % CONVERSATIONS]!;
        const through = k % 2;
        const at = performance.now();
        sends.push(
          send(servers[through]!, shopper.token, shopper.conversation, `spread-${k}`).then(
            (seq) => sentAt.set(`${shopper.conversation}:${seq}`, { at, through }),
            (error: Error) => error,
          ),
        );
      }
      const failures = (await Promise.all(sends)).filter((outcome) => outcome instanceof Error);
      expect(failures).toEqual([]);
      const perConversation = MESSAGES / CONVERSATIONS;
      const deadline = Date.now() + 20_000;
      const complete = () =>
        streams.every(({ shopper, held }) =>
          held.every((stream) => seqsIn(stream, shopper.conversation).length >= perConversation),
        );
      while (!complete() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

      // Every stream heard its conversation's messages 1…100, each once, in order.
      for (const { shopper, held } of streams)
        for (const stream of held)
          expect(seqsIn(stream, shopper.conversation)).toEqual(range(1, perConversation));
      // Delivery time of each message to the stream on the process it was not sent through.
      const latencies: number[] = [];
      for (const { shopper, held } of streams)
        for (let seq = 1; seq <= perConversation; seq += 1) {
          const sent = sentAt.get(`${shopper.conversation}:${seq}`)!;
          const heard = held[1 - sent.through]!.heard.find(
            (entry) => entry.conversation === shopper.conversation && entry.seq === seq,
          )!;
          latencies.push(heard.at - sent.at);
        }
      latencies.sort((a, b) => a - b);
      const took = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `chat across two processes: ${MESSAGES} messages in ${took} s, delivery to the other process's streams ` +
          `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
          `max ${latencies.at(-1)!.toFixed(1)} ms, ${retried} sends retried after a 503; test, both servers and ` +
          `PostgreSQL on ${cpus().length} cores, ` +
          `load average ${loadavg()[0]!.toFixed(1)}`,
      );
      expect(latencies.length).toBe(MESSAGES);
      for (const { held } of streams) for (const stream of held) stream.close();
    });

    it('loses nothing when a stream held through a kill -9 of its process is reopened on the other', async () => {
      const [doomed, survivor] = servers;
      const shopper = shoppers[0]!;
      const before = (await (
        await fetch(
          `${survivor.base}/customer/chat/history?conversation_id=${shopper.conversation}&limit=1`,
          {
            headers: { 'access-token': shopper.token },
          },
        )
      ).json()) as { data: { conversation: { last_seq: number } } };
      const firstSeq = before.data.conversation.last_seq + 1;
      const first = await holdStream(doomed, shopper.token);
      const TOTAL = 60;
      let reopened: HeldStream | undefined;
      for (let k = 0; k < TOTAL; k += 1) {
        await send(survivor, shopper.token, shopper.conversation, `killed-${k}`);
        if (k === 20) {
          doomed.child.kill('SIGKILL');
          await first.ended;
          // The client reconnects to the other process, resuming after the last message it saw.
          reopened = await holdStream(survivor, shopper.token, first.state.lastId);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const lastSeq = firstSeq + TOTAL - 1;
      const deadline = Date.now() + 10_000;
      const heardAll = () =>
        [...seqsIn(first, shopper.conversation), ...seqsIn(reopened!, shopper.conversation)].at(-1) ===
        lastSeq;
      while (!heardAll() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      // Together the two connections heard every message once, in order.
      expect([...seqsIn(first, shopper.conversation), ...seqsIn(reopened!, shopper.conversation)]).toEqual(
        range(firstSeq, lastSeq),
      );
      expect(seqsIn(first, shopper.conversation).length).toBeGreaterThan(0);
      expect(seqsIn(reopened!, shopper.conversation).length).toBeGreaterThan(0);
      reopened!.close();
    });
  },
);
