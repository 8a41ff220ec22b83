import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/connection';
import { createStaffAccount } from '../src/modules/account/staff-accounts';
import { seedDemoData } from '../src/seed/seed';
import { createPostgresTestDatabase } from './harness';

const serverUrl = process.env.TEST_DATABASE_URL;
const root = resolve(__dirname, '../../..');

const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });

/** `npm start`'s server as its own process on the shared database, ready once it says so. */
async function startProcess(databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mall-instance-')),
      WEB_ROOT: join(tmpdir(), 'mall-no-web-apps'),
      CATALOGUE_CACHE_SECONDS: '600',
      LOG_LEVEL: 'silent',
      TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (!output.includes('Mall is running')) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`instance did not start:\n${output}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { child, base: `http://127.0.0.1:${port}/api` };
}

const newestName = async (base: string) => {
  const answer = await (await fetch(`${base}/customer/product/get_new?limit=1`)).json();
  return answer.data.list[0].name.text as string;
};

describe(
  'caches on several API processes',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    let database: DatabaseHandle;
    let instances: { child: ChildProcess; base: string }[] = [];

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

    it('clear_product_cache on one process drops the cached lists of every process', async () => {
      const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]];
      const before = await newestName(second.base);
      await database.db.execute(
        sql`update products set name_en = 'Renamed while cached' where id = (select id from products order by created_at desc, id desc limit 1)`,
      );
      // Still the cached list: the change is not seen until the cache is dropped.
      expect(await newestName(second.base)).toBe(before);

      const login = await fetch(`${first.base}/customer/login/account`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=ops%40shop.example&password=chosen-secret',
      });
      const token = (await login.json()).data['access-token'] as string;
      const cleared = await fetch(`${first.base}/customer/product/clear_product_cache`, {
        headers: { 'access-token': token },
      });
      expect((await cleared.json()).code).toBe(200);

      let seen = before;
      for (let attempt = 0; attempt < 50 && seen === before; attempt++) {
        await new Promise((wait) => setTimeout(wait, 100));
        seen = await newestName(second.base);
      }
      expect(seen).toBe('Renamed while cached');
    });
  },
);
