// @api-suite embedded-only: it starts on embedded data folders of its own.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { startServer } from '../src/server';
import { form, testConfig } from './harness';
import { runOps } from './server-process';

const count = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], table: string) => {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe('the payment provider setting', () => {
  const withProvider = (PAYMENT_PROVIDER?: string) =>
    loadConfig({ DATA_DIR: '/tmp/mall-x', SIGNING_SECRET: 's', PAYMENT_PROVIDER }).paymentProvider;

  it('charges cards through the sandbox unless told otherwise, and refuses a provider it does not have', () => {
    expect(withProvider()).toBe('sandbox');
    expect(withProvider('sandbox')).toBe('sandbox');
    expect(() => withProvider('stripe')).toThrow('PAYMENT_PROVIDER: expected one of sandbox, got "stripe"');
  });
});

describe('start-up seeding', () => {
  it('seeds demo accounts only into the embedded default database', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/mall-x', SIGNING_SECRET: 's' }).seedDemo).toBe(true);
    expect(
      loadConfig({ DATA_DIR: '/tmp/mall-x', SIGNING_SECRET: 's', DATABASE_URL: 'postgres://db/mall' })
        .seedDemo,
    ).toBe(false);
  });

  it('gives a database that is not the demo its reference data and no accounts', async () => {
    const config = { ...testConfig({ LOG_LEVEL: 'silent' }), port: 0, host: '127.0.0.1', seedDemo: false };
    const server = await startServer(config, () => undefined);
    try {
      const { db } = server.database;
      expect(await count(db, 'users')).toBe(0);
      expect(await count(db, 'products')).toBe(0);
      expect(await count(db, 'languages')).toBe(6);
      expect(await count(db, 'currencies')).toBeGreaterThan(1);
      expect(await count(db, 'wallet_currencies')).toBe(3);
      const staffLogin = await server.app.inject(
        form('/api/customer/login/account', { email: 'staff@mall.example', password: 'staff1234' }),
      );
      expect(staffLogin.json().code).toBe(1100002);
      const currencies = await server.app.inject({ method: 'GET', url: '/api/customer/index/get_currency' });
      expect(currencies.json().code).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe('npm run ops -- create-staff', () => {
  // The built command, as the other ops suites run it: under tsx each run spent seconds loading the sources.
  const ops = (dataDir: string, args: string[], password: string) => runOps(dataDir, args, `${password}\n`);

  it('makes a staff account with the password the operator typed, which then signs in as staff', async () => {
    const config = testConfig({ LOG_LEVEL: 'silent' });
    const made = ops(
      config.dataDir,
      ['create-staff', '--email', 'ops@shop.example', '--name', 'Grace'],
      'chosen-secret',
    );
    expect(made.stderr).toBe('');
    expect(made.stdout).toMatch(/staff account \d+ created for ops@shop.example/);
    const again = ops(
      config.dataDir,
      ['create-staff', '--email', 'OPS@shop.example', '--name', 'Grace'],
      'other-secret',
    );
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already has an account/);
    const short = ops(
      config.dataDir,
      ['create-staff', '--email', 'two@shop.example', '--name', 'Ada'],
      'abc',
    );
    expect(short.stderr).toMatch(/6 to 30 characters/);
    expect(ops(config.dataDir, ['create-staff'], 'x').status).toBe(2);

    const database = await openDatabase({ dataDir: `${config.dataDir}/pglite` });
    try {
      const result = await database.db.execute(sql`select email, role from users order by id`);
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([
        { email: 'ops@shop.example', role: 'staff' },
      ]);
    } finally {
      await database.close();
    }
    const server = await startServer(
      { ...config, port: 0, host: '127.0.0.1', seedDemo: false },
      () => undefined,
    );
    try {
      // The first staff account signs in to the staff console, as its admin; the shop's sign-in does not know it.
      const login = await server.app.inject(
        form('/api/staff/login', { email: 'ops@shop.example', password: 'chosen-secret' }),
      );
      expect(login.json()).toMatchObject({ code: 200, data: { staff: { roles: ['admin'] } } });
      const shopLogin = await server.app.inject(
        form('/api/customer/login/account', { email: 'ops@shop.example', password: 'chosen-secret' }),
      );
      expect(shopLogin.json().code).toBe(1100002);
    } finally {
      await server.stop();
    }
  });
});
