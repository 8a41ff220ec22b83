// The cluster, end to end (`nx run api:test-cluster`, after `api:build`): a PostgreSQL primary and its streaming
// replica, three built API processes (`dist/apps/api/main.js`) behind HAProxy, and a mixed load through HAProxy
// (anonymous browsing and search, shoppers adding to their carts, placing orders and paying from their wallets,
// each holding a live stream) while each process is restarted in turn, one is killed with SIGKILL and the replica
// is stopped. docs/deploy.md, "Several processes", reports what it shows.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import { creditWallet } from '@mall/server-wallet';
/* eslint-disable @nx/enforce-module-boundaries -- the launcher's and the tests' throw-away clusters */
import {
  ApiProcesses,
  clusterEnv,
  haproxyConfig,
  haproxyPath,
  startBalancer,
} from '../../../../tools/workspace/api-cluster.mjs';
import {
  createCluster,
  createReplica,
  freePort,
  type PostgresCluster,
} from '../../../../tools/workspace/postgres-cluster.mjs';
/* eslint-enable @nx/enforce-module-boundaries */
import { type DatabaseHandle, openDatabase } from '../../src/db/connection';
import { expectConsistent, rowsOf, seedShops } from '../buying-fixtures';
import { sampleAddress } from '../harness';
import { workspaceRoot } from '../server-process';

const PROCESSES = 3;
const SHOPPERS = 4;
const BROWSERS = 3;
/** HAProxy checks each process twice a second; two failures take it out (a SIGTERM's drain: 1.5 s). */
const CHECKS = { checkIntervalMs: 500, checkFall: 2 };
const STOCK = 1_000_000;

interface Sent {
  name: string;
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or the connection's error. */
  outcome: number | string;
  code?: number;
  /** Sent again after a failure, with the same Idempotency-Key. */
  retry: boolean;
}

const sleep = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

/**
 * One request on a connection of its own. A kept-alive connection to HAProxy that it closes as the client sends on
 * it fails the request at the client (a browser sends it again; fetch does not), which is not what this measures.
 */
const request = (
  url: string,
  { method, headers, body }: { method: string; headers: Record<string, string>; body?: string },
) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = httpRequest(url, { method, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });

describe('three API processes behind HAProxy on a primary and a replica', () => {
  const clusters: PostgresCluster[] = [];
  const cleanUp: (() => Promise<unknown> | unknown)[] = [];
  after(async () => {
    for (const step of cleanUp.reverse()) await Promise.resolve(step()).catch(() => undefined);
    for (const cluster of clusters.reverse()) cluster.destroy();
  });

  it('restarts each process in turn failing no request, loses only what a SIGKILL cut, reads on without the replica, and keeps the books', async () => {
    const started = Date.now();
    const haproxy = haproxyPath();
    if (!haproxy) throw new Error('HAProxy is not installed: run `bash tools/setup-system.sh`');
    const primary = await createCluster();
    clusters.push(primary);
    primary.start();
    const databaseUrl = primary.url;
    const database: DatabaseHandle = await openDatabase({ databaseUrl, poolSize: 2 });
    cleanUp.push(() => database.close());
    await database.migrate();
    const { product } = await seedShops(database.db);
    const kettle = await product(0, 'Cluster Kettle', 1_500, STOCK);
    const replica = await createReplica(primary);
    clusters.push(replica);
    replica.start();

    const log: string[] = [];
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'mall-cluster-test-'));
    cleanUp.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const processes = new ApiProcesses({
      mainJs: join(workspaceRoot, 'dist/apps/api/main.js'),
      cwd: workspaceRoot,
      count: PROCESSES,
      log: (line: string) => log.push(`${((Date.now() - started) / 1000).toFixed(1)} ${line}`),
      env: {
        ...process.env,
        ...clusterEnv({ port, ...CHECKS }),
        DATABASE_URL: databaseUrl,
        DATABASE_REPLICA_URL: replica.url,
        DATABASE_POOL_SIZE: '4',
        DATA_DIR: dataDir,
        WEB_ROOT: join(tmpdir(), 'mall-no-web-apps'),
        SIGNING_SECRET: 'cluster-test-signing-secret',
        LOG_LEVEL: 'warn',
        ORDER_AUTO_CANCEL_INTERVAL_SECONDS: '0',
        SIGN_IN_RATE_LIMIT_PER_MINUTE: '0',
        REGISTER_RATE_LIMIT_PER_MINUTE: '0',
        SEARCH_RATE_LIMIT_PER_MINUTE: '0',
        SUGGESTIONS_RATE_LIMIT_PER_MINUTE: '0',
      },
    });
    cleanUp.push(() => processes.stop());
    await processes.start();
    const balancer = startBalancer(
      haproxy,
      join(dataDir, 'haproxy.cfg'),
      haproxyConfig({ host: '127.0.0.1', port, servers: processes.slots, ...CHECKS, logRequests: true }),
      ['ignore', 'ignore', 'pipe'],
    );
    // HAProxy's log of each request: the ones that did not end well (status and termination state) go to the log.
    balancer.stderr!.on('data', (chunk) => {
      for (const line of String(chunk).split('\n'))
        if (line && !/ 200 \d+ - - ---- /.test(line))
          log.push(`${((Date.now() - started) / 1000).toFixed(1)} [haproxy] ${line}`);
    });
    cleanUp.push(() => balancer.kill('SIGTERM'));
    const base = `http://127.0.0.1:${port}/api`;
    const health = async (slotPort: number) =>
      (await (await fetch(`http://127.0.0.1:${slotPort}/api/health/ready`)).json()).data as {
        replica: { state: string; served: { replica: number; primary: number } };
      };
    /** Until every process that answers (one may be starting) says `ok`. */
    const untilEveryProcess = async (ok: (data: Awaited<ReturnType<typeof health>>) => boolean) => {
      const deadline = Date.now() + 15_000;
      const answers = () =>
        Promise.all(processes.slots.map((slot) => health(slot.port).then(ok, () => undefined)));
      for (;;) {
        const said = (await answers()).filter((answer) => answer !== undefined);
        if (said.length > 0 && said.every(Boolean)) break;
        if (Date.now() > deadline) throw new Error(`not every process as expected:\n${log.join('\n')}`);
        await sleep(100);
      }
    };
    await untilEveryProcess((data) => data.replica.state === 'in-use');
    const balancerUp = Date.now() + 10_000;
    while (
      (await fetch(`${base}/health/ready`).then(
        (answer) => answer.status,
        () => 0,
      )) !== 200
    ) {
      if (Date.now() > balancerUp) throw new Error('HAProxy does not answer');
      await sleep(100);
    }

    const sent: Sent[] = [];
    /** One request through HAProxy, recorded; the envelope when it was answered with HTTP 200. */
    const send = async (
      name: string,
      path: string,
      {
        fields,
        token,
        key,
        retry = false,
      }: { fields?: object; token?: string; key?: string; retry?: boolean } = {},
    ) => {
      const record: Sent = { name, startedAt: Date.now(), endedAt: 0, outcome: 0, retry };
      sent.push(record);
      try {
        const answer = await request(`${base}${path}`, {
          method: fields ? 'POST' : 'GET',
          headers: {
            ...(fields && { 'content-type': 'application/json' }),
            ...(token && { 'access-token': token }),
            ...(key && { 'idempotency-key': key }),
          },
          body: fields && JSON.stringify(fields),
        });
        record.outcome = answer.status;
        if (answer.status !== 200) return undefined;
        const body = JSON.parse(answer.text) as { code: number; data: never };
        record.code = body.code;
        return body;
      } catch (error) {
        record.outcome = (error as { code?: string }).code ?? String(error);
        return undefined;
      } finally {
        record.endedAt = Date.now();
      }
    };
    /** A request whose effect must happen once: sent again with the same key until it is answered. */
    const once = async (name: string, path: string, options: { fields: object; token: string }) => {
      const key = randomUUID();
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const body = await send(name, path, { ...options, key, retry: attempt > 0 });
        if (body) return { body, key, attempts: attempt + 1 };
        await sleep(200);
      }
      throw new Error(`${name} never answered`);
    };

    // Shoppers, their addresses and wallets.
    const shoppers: { token: string; userId: number; addressId: number }[] = [];
    for (let index = 0; index < SHOPPERS; index += 1) {
      const registered = (await send('register', '/customer/register/account', {
        fields: {
          firstname: 'Ada',
          lastname: 'Cluster',
          email: `cluster-${index}@example.com`,
          password: 'engine42',
          confirm_password: 'engine42',
          agree_terms: true,
        },
      }))!;
      const token = (registered.data as Record<string, string>)['access-token']!;
      const userId = (registered.data as { user: { id: number } }).user.id;
      const address = (await send('address', '/checkout/onepage/addressadd', {
        fields: sampleAddress,
        token,
      }))!;
      await database.db.transaction((tx) =>
        creditWallet(tx, { userId, amountMinor: 1_000_000_000, key: `cluster-credit:${userId}` }),
      );
      shoppers.push({ token, userId, addressId: (address.data as { id: number }).id });
    }

    // Each shopper's live stream, resumed after every end with the last id it saw.
    let running = true;
    let streaming = true;
    const streamsEnd = new AbortController();
    const received = new Map<number, number[]>();
    const resets: number[] = [];
    const streams = shoppers.map(async ({ token, userId }) => {
      let lastId: string | undefined;
      received.set(userId, []);
      while (streaming) {
        try {
          const response = await fetch(`${base}/customer/stream`, {
            headers: { 'access-token': token, ...(lastId && { 'last-event-id': lastId }) },
            signal: streamsEnd.signal,
          });
          log.push(
            `${((Date.now() - started) / 1000).toFixed(1)} stream of user ${userId}: ${response.status} after ${lastId}`,
          );
          const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += value;
            const events = buffer.split('\n\n');
            buffer = events.pop()!;
            for (const event of events) {
              const id = /^id: (\d+)$/m.exec(event)?.[1];
              const kind = /^event: (\w+)$/m.exec(event)?.[1];
              if (kind === 'ready' && /"reset":true/.test(event)) resets.push(userId);
              if (id) lastId = id;
              if (id && kind !== 'ready') received.get(userId)!.push(Number(id));
            }
          }
          await reader.cancel().catch(() => undefined);
        } catch (error) {
          // The process holding it went away: reconnect through HAProxy.
          log.push(
            `${((Date.now() - started) / 1000).toFixed(1)} stream of user ${userId}: ${String(error)}`,
          );
        }
        if (streaming) await sleep(100);
      }
    });

    const placeKeys: string[] = [];
    const buyers = shoppers.map(async ({ token, addressId }) => {
      while (running) {
        const added = await once('add to cart', '/customer/cart/add', {
          fields: { product_id: kettle.id, quantity: 1 },
          token,
        });
        expect(added.body.code).toBe(200);
        const cart = await send('cart', '/customer/cart/list', { token });
        if (!cart) continue;
        const lineIds = (cart.data as { shops: { lines: { line_id: number }[] }[] }).shops.flatMap((shop) =>
          shop.lines.map((line) => line.line_id),
        );
        const placed = await once('place order', '/checkout/onepage/place-order', {
          fields: { address_id: addressId, delivery_code: 'standard', line_ids: lineIds },
          token,
        });
        expect(placed.body.code).toBe(200);
        placeKeys.push(placed.key);
        for (const { order_id: orderId } of (placed.body.data as { orders: { order_id: number }[] }).orders) {
          const paid = await once('wallet payment', '/customer/order/pay', {
            fields: { order_id: orderId, method: 'wallet' },
            token,
          });
          expect(paid.body.code).toBe(200);
        }
      }
    });
    const browsing = [
      '/customer/product/detail/',
      '/search/kettle',
      '/customer/product/get_hot_list',
      '/customer/index/news',
    ];
    const browsers = Array.from({ length: BROWSERS }, async (_, index) => {
      for (let turn = index; running; turn += 1) {
        const path = browsing[turn % browsing.length]!;
        const body = await send(`browse ${path}`, path.endsWith('/') ? `${path}${kettle.id}` : path);
        if (body) expect(body.code).toBe(200);
      }
    });

    const phases: Record<string, { from: number; to: number }> = {};
    const phase = async (name: string, work: () => Promise<unknown>) => {
      const from = Date.now();
      await work();
      phases[name] = { from, to: Date.now() };
      log.push(`phase ${name}: ${((phases[name].to - from) / 1000).toFixed(1)} s`);
    };
    await phase('warm-up', () => sleep(1_500));
    const servedBefore = await Promise.all(processes.slots.map((slot) => health(slot.port)));
    const replicaReads = servedBefore.reduce((sum, data) => sum + data.replica.served.replica, 0);
    await phase('rolling restart', async () => {
      for (const slot of processes.slots) {
        await processes.restart(slot);
        // HAProxy's check brings it back: the next one goes only then.
        await sleep(2 * CHECKS.checkIntervalMs);
      }
    });
    const killedAt = Date.now();
    let diedAt = killedAt;
    log.push(`${((killedAt - started) / 1000).toFixed(1)} SIGKILL`);
    await phase('SIGKILL', async () => {
      await processes.signal(processes.slots[1]!, 'SIGKILL');
      diedAt = Date.now();
      // Started again by the launcher; meanwhile HAProxy sends its requests to the other two.
      await sleep(4 * CHECKS.checkIntervalMs);
    });
    await phase('replica stopped', async () => {
      replica.stop();
      await untilEveryProcess((data) => data.replica.state === 'down');
      await sleep(1_500);
    });
    running = false;
    await Promise.all([...buyers, ...browsers]);
    const loadEnded = Date.now();

    // Every message published to a shopper's stream reached it, once, across the reconnections.
    const published = async () =>
      rowsOf<{ user_id: number; id: string }>(
        database.db,
        sql`select user_id, id from user_stream_messages where user_id in (${sql.join(
          shoppers.map(({ userId }) => sql`${userId}`),
          sql`, `,
        )}) order by id`,
      );
    // Events still being delivered publish more for a moment: wait until the messages stop growing and every one
    // published has arrived, then compare what was published by then with what the streams received.
    const deliveredBy = Date.now() + 15_000;
    let settled = await published();
    const notReceived = (rows: typeof settled) =>
      rows.filter((row) => !received.get(row.user_id)!.includes(Number(row.id)));
    for (;;) {
      await sleep(500);
      const now = await published();
      const stable = now.length === settled.length && notReceived(now).length === 0;
      settled = now;
      if (stable || Date.now() > deliveredBy) break;
    }
    streaming = false;
    streamsEnd.abort();
    await Promise.all(streams);

    const failures = sent.filter((request) => request.outcome !== 200);
    const byName = sent.reduce<Record<string, number>>(
      (counts, { name }) => ({ ...counts, [name]: (counts[name] ?? 0) + 1 }),
      {},
    );
    console.log(
      `cluster: ${sent.length} requests in ${((loadEnded - phases['warm-up']!.from) / 1000).toFixed(1)} s ` +
        `${JSON.stringify(byName)}; phases ${JSON.stringify(
          Object.fromEntries(
            Object.entries(phases).map(([name, { from, to }]) => [
              name,
              `${((to - from) / 1000).toFixed(1)} s`,
            ]),
          ),
        )}; failed ${JSON.stringify(
          failures.map(({ name, outcome, retry, startedAt, endedAt }) => ({
            name,
            outcome,
            retry,
            at: `${((startedAt - started) / 1000).toFixed(1)}–${((endedAt - started) / 1000).toFixed(1)} s`,
          })),
        )}; ` +
        `replica reads before the restarts ${replicaReads}; live messages ${settled.length}; ` +
        `whole test ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    // On a failure, what the processes and the phases said.
    process.once('exit', (code) => {
      if (code !== 0) console.log(log.join('\n'));
    });
    // The replica served the anonymous reads while it was up; reads went on without it.
    expect(replicaReads).toBeGreaterThan(0);
    // Nothing failed but what the SIGKILL cut: the requests in flight on that process (sent before it was seen gone,
    // not answered when the signal went); not one during the rolling restart, none after, none sent again.
    for (const request of failures)
      expect({
        ...request,
        inFlightAtKill: !request.retry && request.startedAt <= diedAt && request.endedAt >= killedAt,
      }).toMatchObject({ inFlightAtKill: true });
    // Reads went on, on the primary, while the replica was down.
    const replicaDown = phases['replica stopped']!;
    expect(
      sent.filter(
        (request) =>
          request.name.startsWith('browse') &&
          request.startedAt >= replicaDown.from + 500 &&
          request.outcome === 200,
      ).length,
    ).toBeGreaterThan(0);
    const cut = failures;
    expect(cut.length).toBeLessThanOrEqual(SHOPPERS + BROWSERS);
    // Each order placed once per key, however often its request was sent; the books and the stock add up.
    const orders = await rowsOf<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from orders where user_id in (${sql.join(
        shoppers.map(({ userId }) => sql`${userId}`),
        sql`, `,
      )})`,
    );
    expect(orders[0]!.count).toBe(placeKeys.length);
    expect(placeKeys.length).toBeGreaterThan(0);
    const unpaid = await rowsOf<{ id: number }>(
      database.db,
      sql`select id from orders where payment_state <> 'paid'`,
    );
    expect(unpaid).toEqual([]);
    await expectConsistent(database.db, new Map([[kettle.id, STOCK]]));
    expect(settled.length).toBeGreaterThan(0);
    expect(notReceived(settled)).toEqual([]);
    for (const [userId, ids] of received)
      expect({ userId, twice: ids.length - new Set(ids).size }).toEqual({ userId, twice: 0 });
    expect(resets).toEqual([]);
  });
});
