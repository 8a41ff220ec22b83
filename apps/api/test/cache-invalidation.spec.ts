import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/connection';
import { createStaffAccount } from '@mall/server-account';
import { seedDemoData } from '../src/seed/seed';
import { rowsOf } from './buying-fixtures';
import { createPostgresTestDatabase } from './harness';
import { type ServerProcess, startServerProcess } from './server-process';

const serverUrl = process.env.TEST_DATABASE_URL;

/** `npm start`'s server as its own process on the shared database. */
const startProcess = (databaseUrl: string) =>
  startServerProcess(['--import', 'tsx', 'apps/api/src/main.ts'], {
    DATABASE_URL: databaseUrl,
    CATALOGUE_CACHE_SECONDS: '600',
    TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json',
  });

/** The newest product's name as the home's list and its category's first page show it. */
const newestNames = async (base: string, categoryId: number) => {
  const home = await (await fetch(`${base}/customer/product/get_new?limit=1`)).json();
  const category = await (await fetch(`${base}/category/${categoryId}/1?page_size=1`)).json();
  return [home.data.list[0].name.text as string, category.data.products.list[0].name.text as string];
};

describe(
  'caches on several API processes',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    let database: DatabaseHandle;
    let instances: ServerProcess[] = [];

    before(async () => {
      const created = await createPostgresTestDatabase(serverUrl!);
      database = created.database;
      await seedDemoData(database.db, { products: 40, mediaDir: tmpdir(), images: false });
      await createStaffAccount(database.db, {
        email: 'ops@shop.example',
        firstname: 'Grace',
        password: 'chosen-secret',
      });
      instances = await Promise.all([startProcess(created.url), startProcess(created.url)]);
    });
    after(async () => {
      for (const { child } of instances) {
        child.kill('SIGTERM');
        if (child.exitCode === null) await once(child, 'exit');
      }
      await database.close();
    });

    it('clear_product_cache on one process drops the cached lists and pages of every process', async () => {
      const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]];
      const [newest] = await rowsOf<{ id: number; category_id: number }>(
        database.db,
        sql`select id, category_id from products where status = 'active' order by created_at desc, id desc limit 1`,
      );
      const names = () => newestNames(second.base, newest!.category_id);
      const before = await names();
      expect(before[1]).toBe(before[0]);
      await database.db.execute(
        sql`update products set name_en = 'Renamed while cached' where id = ${newest!.id}`,
      );
      // Still the cached list and page: the change is not seen until the cache is dropped.
      expect(await names()).toEqual(before);

      const login = await fetch(`${first.base}/staff/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=ops%40shop.example&password=chosen-secret',
      });
      const token = (await login.json()).data.token as string;
      const cleared = await fetch(`${first.base}/customer/product/clear_product_cache`, {
        headers: { 'access-token': token },
      });
      expect((await cleared.json()).code).toBe(200);

      let seen = before;
      for (let attempt = 0; attempt < 50 && seen[0] === before[0]; attempt++) {
        await new Promise((wait) => setTimeout(wait, 100));
        seen = await names();
      }
      expect(seen).toEqual(['Renamed while cached', 'Renamed while cached']);
    });
  },
);
