import { after, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createPostgresTestDatabase } from '@mall/server-database/testing';
// The throw-away clusters `with-postgres` makes, here a primary and its streaming replica of this test's own.
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  createCluster,
  createReplica,
  type PostgresCluster,
} from '../../../tools/workspace/postgres-cluster.mjs';
import { type DatabaseHandle, openDatabase } from '../src/db/connection';
import { seedShops } from './buying-fixtures';
import { createTestApp, form, signUp, type TestApp } from './harness';

// A primary and a replica of its own (it stops the replica and pauses its replay): the PostgreSQL suite only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// The default limit: a smaller one flaps to the primary on a busy machine (WAL is written every 200 ms here).
const MAX_LAG_MS = 1_000;

async function until(what: string, ok: () => Promise<boolean> | boolean, withinMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await ok())) {
    if (Date.now() - started > withinMs) throw new Error(`not ${what} within ${withinMs} ms`);
    await new Promise((resume) => setTimeout(resume, 50));
  }
}

describe('a read replica', { skip: !onPostgres && 'runs in the PostgreSQL suite' }, () => {
  const clusters: PostgresCluster[] = [];
  const closing: { close(): Promise<void> }[] = [];
  after(async () => {
    for (const handle of closing.reverse()) await handle.close().catch(() => undefined);
    for (const cluster of clusters.reverse()) cluster.destroy();
  });

  it('serves anonymous catalogue reads, keeps a user’s own on the primary, and steps aside when behind or gone', async () => {
    const primary = await createCluster();
    clusters.push(primary);
    primary.start();
    const { url, database: setUp } = await createPostgresTestDatabase(primary.url);
    const { product } = await seedShops(setUp.db);
    const kettle = await product(0, 'Replica Kettle', 1_500, 10);
    closing.push(setUp);
    // Made after the test's database, so the base backup has it.
    const replica = await createReplica(primary);
    clusters.push(replica);
    replica.start();
    const replicaUrl = new URL(url);
    replicaUrl.port = String(replica.port);
    const database: DatabaseHandle = await openDatabase({
      databaseUrl: url,
      replicaUrl: replicaUrl.toString(),
      replicaMaxLagMs: MAX_LAG_MS,
      poolSize: 4,
    });
    const handle = database.replica!;
    const checkedAs = async (state: string) => {
      await handle.check();
      return handle.status().state === state;
    };
    await until('replica in use', () => checkedAs('in-use'));
    const api: TestApp = await createTestApp({ SEARCH_RATE_LIMIT_PER_MINUTE: '0' }, database);
    closing.push(api);
    const onReplica = new pg.Client({ connectionString: replicaUrl.toString() });
    await onReplica.connect();
    closing.push({ close: () => onReplica.end() });

    const productName = async () => {
      const { body } = await api.call({ method: 'GET', url: `/api/customer/product/detail/${kettle.id}` });
      expect(body.code).toBe(200);
      return body.data.name.text as string;
    };
    expect(await productName()).toBe('Replica Kettle');
    const before = handle.status().served;
    expect(before.replica).toBeGreaterThan(0);

    // The replica stops replaying: what the primary writes now, it does not have.
    await onReplica.query('select pg_wal_replay_pause()');
    await database.db.execute(sql`update products set name_en = 'Renamed Kettle' where id = ${kettle.id}`);
    const shopper = await signUp(api, 'replica-shopper@example.com');
    const followed = await api.call(
      form('/api/customer/shop/follow', { shop_id: kettle.shopId }, shopper.token),
    );
    expect(followed.body.code).toBe(200);
    // Anonymous: the replica's (older) page. Signed in: the shop page says at once that the user follows it.
    expect(await productName()).toBe('Replica Kettle');
    const ownView = await api.call({
      method: 'GET',
      url: `/api/shop/${kettle.shopId}/1`,
      headers: { 'access-token': shopper.token },
    });
    expect(ownView.body.data.shop.followed).toBe(true);

    // Past the lag limit the primary serves, until the replica has caught up again.
    await until('lagging noticed', () => checkedAs('lagging'));
    expect(handle.status().lagMs).toBeGreaterThan(MAX_LAG_MS);
    expect(await productName()).toBe('Renamed Kettle');
    await onReplica.query('select pg_wal_replay_resume()');
    await until('caught up', () => checkedAs('in-use'));
    const caughtUp = handle.status().served.replica;
    await until('served by the replica again', async () => {
      expect(await productName()).toBe('Renamed Kettle');
      return handle.status().served.replica > caughtUp;
    });

    // The replica goes away under a steady stream of reads: none fails; they move to the primary.
    await onReplica.end().catch(() => undefined);
    let reading = true;
    const answers: number[] = [];
    const reader = async () => {
      while (reading) {
        const [detail, search] = await Promise.all([
          api.call({ method: 'GET', url: `/api/customer/product/detail/${kettle.id}` }),
          api.call({ method: 'GET', url: '/api/search/kettle' }),
        ]);
        answers.push(detail.body.code, search.body.code);
      }
    };
    const readers = Promise.all([reader(), reader()]);
    await new Promise((resume) => setTimeout(resume, 300));
    replica.stop();
    await until('down noticed', () => handle.status().state === 'down');
    await new Promise((resume) => setTimeout(resume, 300));
    const primaryBefore = handle.status().served.primary;
    await new Promise((resume) => setTimeout(resume, 300));
    expect(handle.status().served.primary).toBeGreaterThan(primaryBefore);
    // It comes back, catches up, and serves again.
    replica.start();
    await until('back in use', () => handle.status().state === 'in-use', 15_000);
    const back = handle.status().served.replica;
    await until('serving again', () => handle.status().served.replica > back);
    reading = false;
    await readers;
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((code) => code !== 200)).toEqual([]);
  });
});
