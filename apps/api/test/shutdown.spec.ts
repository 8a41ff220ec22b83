import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import sharp from 'sharp';
import { createPostgresTestDatabase, createTestApp, signUp, type TestApp } from './harness';
import { builtServer, type ServerProcess, startServerProcess } from './server-process';

const serverUrl = process.env.TEST_DATABASE_URL;

const DRAIN_SECONDS = 1;
const GRACE_SECONDS = 4;

/** An upload whose body is sent in two halves: in flight from its first byte until `finish()`. */
function slowUpload(server: ServerProcess, token: string, picture: Buffer) {
  const boundary = `----mall-shutdown-${randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nid_document\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\n` +
        `Content-Type: image/png\r\n\r\n`,
    ),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const half = Math.floor(body.length / 2);
  const { port } = new URL(server.base);
  let sent: ClientRequest;
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    sent = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/upload',
        headers: {
          'access-token': token,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      },
      (response: IncomingMessage) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.write(body.subarray(0, half));
  });
  return { answered, finish: () => sent.end(body.subarray(half)) };
}

/** A live stream's raw text, as it arrives. */
async function openStream(server: ServerProcess, token: string) {
  const response = await fetch(`${server.base}/customer/stream`, { headers: { 'access-token': token } });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const state = { text: '' };
  const ended = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      state.text += value;
    }
  })();
  while (!state.text.includes('event: ready')) await new Promise((wait) => setTimeout(wait, 20));
  return { state, ended };
}

/** How a new connection to the process fares: the HTTP status, or the connection error's code. */
const knock = (server: ServerProcess, path = '/health/ready') =>
  fetch(`${server.base}${path}`).then(
    (response) => response.status,
    (error: { cause?: { code?: string } }) => error.cause?.code ?? 'failed',
  );

const exited = (server: ServerProcess) =>
  new Promise<number | null>((resolve) => {
    if (server.child.exitCode !== null) resolve(server.child.exitCode);
    else server.child.once('exit', (code) => resolve(code));
  });

describe(
  'SIGTERM: a rolling restart fails no request',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    let api: TestApp;
    let server: ServerProcess;
    const dataDir = mkdtempSync(join(tmpdir(), 'mall-shutdown-'));
    const signingSecret = randomBytes(32).toString('hex');

    before(async () => {
      const created = await createPostgresTestDatabase(serverUrl!);
      server = await startServerProcess([join(builtServer(), 'main.js')], {
        DATABASE_URL: created.url,
        DATA_DIR: dataDir,
        SIGNING_SECRET: signingSecret,
        DATABASE_POOL_SIZE: '4',
        SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
        SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      });
      // Another process on the same database, uploads folder and secret: where the load balancer sends next.
      api = await createTestApp({ DATA_DIR: dataDir, SIGNING_SECRET: signingSecret }, created.database);
    });
    after(async () => {
      if (server?.child.exitCode === null) server.child.kill('SIGKILL');
      await api?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('drains, finishes the request in flight, ends live streams with a reconnect hint, refuses new connections, cuts a stalled request at the grace period, and exits 0', async () => {
      const shopper = await signUp(api, 'shutdown@example.com');
      const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c84' } })
        .png()
        .toBuffer();
      const stream = await openStream(server, shopper.token);
      const inFlight = slowUpload(server, shopper.token, picture);
      const stalled = slowUpload(server, shopper.token, picture);
      const exit = exited(server);
      await new Promise((wait) => setTimeout(wait, 200));
      const terminated = Date.now();
      server.child.kill('SIGTERM');

      // At once, and while the drain lasts, readiness says 503 (the balancer takes the process out) and the
      // process still answers.
      await new Promise((wait) => setTimeout(wait, 200));
      expect(await knock(server)).toBe(503);
      expect(await knock(server, '/health/live')).toBe(200);

      // After the drain: no new connection is accepted, and the stream was told to reconnect elsewhere.
      let refused: number | string = 0;
      while (Date.now() - terminated < (DRAIN_SECONDS + 3) * 1000) {
        refused = await knock(server);
        if (refused === 'ECONNREFUSED') break;
        await new Promise((wait) => setTimeout(wait, 100));
      }
      expect(refused).toBe('ECONNREFUSED');
      await stream.ended;
      expect(stream.state.text).toMatch(/retry: \d+\n/);
      expect(stream.state.text).toMatch(/event: end\ndata: \{"reason":"shutdown"\}/);

      // The upload that was in flight completes, and another process serves the stored file.
      inFlight.finish();
      const answer = await inFlight.answered;
      expect(answer.status).toBe(200);
      const uploaded = JSON.parse(answer.text) as { code: number; data: { url: string; private: boolean } };
      expect(uploaded).toMatchObject({ code: 200, data: { private: true } });
      const { pathname, search } = new URL(uploaded.data.url);
      const file = await api.app.inject({ method: 'GET', url: `${pathname}${search}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');

      // The request that never finishes is cut once the grace period is over, and the process exits 0.
      await expect(stalled.answered).rejects.toThrow();
      expect(await exit).toBe(0);
      const took = (Date.now() - terminated) / 1000;
      expect(took).toBeGreaterThanOrEqual(DRAIN_SECONDS + GRACE_SECONDS - 0.5);
      expect(took).toBeLessThan(DRAIN_SECONDS + GRACE_SECONDS + 5);
    });
  },
);
