import { randomUUID } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import { creditWallet } from '@mall/server-wallet';
// The throw-away cluster `with-postgres` makes, here one this test alone stops and restarts.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createCluster, type PostgresCluster } from '../../../tools/workspace/postgres-cluster.mjs';
import { type DatabaseHandle, openDatabase } from '../src/db/connection';
import { expectConsistent, rowsOf, seedShops } from './buying-fixtures';
import { sampleAddress } from './harness';
import { type ServerProcess, startServerProcess } from './server-process';

// These tests stop and restart a PostgreSQL server of their own; they run in the PostgreSQL suite.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const SHOPPERS = 6;
const LOAD_BEFORE_MS = 1_500;
const LOAD_AFTER_MS = 4_000;
const READY_WITHIN_MS = 10_000;

const serverEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  ORDER_AUTO_CANCEL_INTERVAL_SECONDS: '0',
  SIGN_IN_RATE_LIMIT_PER_MINUTE: '0',
  REGISTER_RATE_LIMIT_PER_MINUTE: '0',
  LOG_LEVEL: 'warn',
});

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { code: number; message: string; data: never };
}

/** One request, its fields as JSON. */
async function call(
  server: ServerProcess,
  path: string,
  fields: Record<string, unknown> | undefined,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${server.base}${path}`, {
    method: fields ? 'POST' : 'GET',
    headers: { ...(fields && { 'content-type': 'application/json' }), ...headers },
    body: fields && JSON.stringify(fields),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  };
}

/** The storefront's reaction to a 503: wait as told and send the same request (the same Idempotency-Key) again. */
async function untilAnswered(send: () => Promise<Answer>, seen: Answer[]): Promise<Answer> {
  for (;;) {
    const answer = await send();
    seen.push(answer);
    if (answer.status !== 503) return answer;
    await new Promise((resume) => setTimeout(resume, 200));
  }
}

async function waitUntilReady(server: ServerProcess, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    const ready = await fetch(`${server.base}/health/ready`).catch(() => undefined);
    if (ready?.status === 200) return Date.now() - started;
    await new Promise((resume) => setTimeout(resume, 100));
  }
  throw new Error(`not ready within ${withinMs} ms:\n${server.output()}`);
}

describe('the server outlives its database', { skip: !onPostgres && 'runs in the PostgreSQL suite' }, () => {
  const clusters: PostgresCluster[] = [];
  const servers: ServerProcess[] = [];
  const databases: DatabaseHandle[] = [];
  after(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    for (const database of databases) await database.close().catch(() => undefined);
    for (const cluster of clusters) cluster.destroy();
  });

  it('answers 503 while PostgreSQL restarts under checkouts and wallet payments, then serves again', async () => {
    const cluster = await createCluster();
    clusters.push(cluster);
    cluster.start();
    const database = await openDatabase({ databaseUrl: cluster.url, poolSize: 2 });
    databases.push(database);
    await database.migrate();
    const { product } = await seedShops(database.db);
    const kettle = await product(0, 'Outage Kettle', 1_500, 100_000);
    const server = await startServerProcess(
      ['--import', 'tsx', 'apps/api/src/main.ts'],
      serverEnv(cluster.url),
    );
    servers.push(server);

    const shoppers = [];
    for (let index = 0; index < SHOPPERS; index += 1) {
      const registered = await call(server, '/customer/register/account', {
        firstname: 'Ada',
        lastname: 'Outage',
        email: `outage-${index}@example.com`,
        password: 'engine42',
        confirm_password: 'engine42',
        agree_terms: true,
      });
      const token = registered.body.data['access-token'] as string;
      const userId = (registered.body.data['user'] as { id: number }).id;
      const address = await call(server, '/checkout/onepage/addressadd', sampleAddress, {
        'access-token': token,
      });
      await database.db.transaction((tx) =>
        creditWallet(tx, { userId, amountMinor: 10_000_000, key: `outage-credit:${userId}` }),
      );
      shoppers.push({ token, addressId: (address.body.data as { id: number }).id });
    }

    const answers: Answer[] = [];
    const paidOrders: number[] = [];
    let loadEnds = Number.POSITIVE_INFINITY;
    /** Add to cart, place the order, pay by wallet — each step sent again with its own key until answered. */
    const buyer = async ({ token, addressId }: { token: string; addressId: number }) => {
      const headers = { 'access-token': token };
      while (Date.now() < loadEnds) {
        const added = await untilAnswered(
          () => call(server, '/customer/cart/add', { product_id: kettle.id, quantity: 1 }, headers),
          answers,
        );
        if (added.body.code !== 200) continue;
        const cart = await untilAnswered(
          () => call(server, '/customer/cart/list', undefined, headers),
          answers,
        );
        const lineIds = (cart.body.data as { shops: { lines: { line_id: number }[] }[] }).shops.flatMap(
          (shop) => shop.lines.map((line) => line.line_id),
        );
        const placeKey = { ...headers, 'idempotency-key': randomUUID() };
        const placed = await untilAnswered(
          () =>
            call(
              server,
              '/checkout/onepage/place-order',
              { address_id: addressId, delivery_code: 'standard', line_ids: lineIds },
              placeKey,
            ),
          answers,
        );
        if (placed.body.code !== 200) continue;
        for (const { order_id: orderId } of (placed.body.data as { orders: { order_id: number }[] }).orders) {
          const payKey = { ...headers, 'idempotency-key': randomUUID() };
          const paid = await untilAnswered(
            () => call(server, '/customer/order/pay', { order_id: orderId, method: 'wallet' }, payKey),
            answers,
          );
          if (paid.body.code === 200) paidOrders.push(orderId);
        }
      }
    };
    const load = Promise.all(shoppers.map(buyer));

    await new Promise((resume) => setTimeout(resume, LOAD_BEFORE_MS));
    const restartStarted = Date.now();
    cluster.restart();
    const restartMs = Date.now() - restartStarted;
    const readyAfterMs = await waitUntilReady(server, READY_WITHIN_MS);

    // A network drop as the server sees it: every connection it holds is cut at once.
    await new Promise((resume) => setTimeout(resume, 500));
    const admin = await openDatabase({ databaseUrl: cluster.url, poolSize: 1 });
    databases.push(admin);
    await admin.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    loadEnds = Date.now() + LOAD_AFTER_MS;
    await load;

    const byStatus = answers.reduce<Record<number, number>>(
      (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    );
    console.log(
      `outage: restart took ${restartMs} ms, ready ${readyAfterMs} ms after it; ${answers.length} answers by status ` +
        `${JSON.stringify(byStatus)}; ${paidOrders.length} orders paid`,
    );
    expect(server.child.exitCode).toBe(null);
    expect(Object.keys(byStatus).filter((status) => status !== '200' && status !== '503')).toEqual([]);
    for (const answer of answers.filter(({ status }) => status === 503)) {
      expect(answer.body).toEqual({ code: 503, message: expect.any(String), data: null });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    expect(paidOrders.length).toBeGreaterThan(0);
    const paidInDatabase = await rowsOf<{ id: number }>(
      admin.db,
      sql`select id from orders where payment_state = 'paid' and payment_method = 'wallet'`,
    );
    expect(paidInDatabase.map(({ id }) => id)).toEqual(expect.arrayContaining(paidOrders));
    await expectConsistent(admin.db, new Map([[kettle.id, 100_000]]));
  });

  it('waits for a database that is not up yet, then serves', async () => {
    const cluster = await createCluster();
    clusters.push(cluster);
    let printed = '';
    const starting = startServerProcess(
      ['--import', 'tsx', 'apps/api/src/main.ts'],
      serverEnv(cluster.url),
      120_000,
      (output) => (printed = output),
    );
    // The server is trying while the database is down: it says so, and keeps waiting through a second try.
    const deadline = Date.now() + 60_000;
    while ((printed.match(/database not reachable/g) ?? []).length < 2) {
      if (Date.now() > deadline) throw new Error(`the server did not say it waits:\n${printed}`);
      await new Promise((resume) => setTimeout(resume, 100));
    }
    cluster.start();
    const server = await starting;
    servers.push(server);
    expect(server.output()).toContain('database not reachable (ECONNREFUSED): trying again in');
    expect(await waitUntilReady(server, READY_WITHIN_MS)).toBeLessThan(READY_WITHIN_MS);
  });
});
