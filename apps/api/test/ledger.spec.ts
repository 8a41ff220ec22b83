import { tmpdir } from 'node:os';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { eq } from 'drizzle-orm';
import { balancesOf, creditWallet, ledgerViolations } from '@mall/server-wallet';
import { users } from '../src/db/schema';
import { seedDemoData } from '../src/seed/seed';
import { createTestApp, signUp, type TestApp } from './harness';

// The ledger's rules and its races are the wallet domain's own tests (libs/server/wallet/test/ledger.spec.ts);
// here, what the API shows of it and what the demo data gives.

describe('the ledger through the API', () => {
  let api: TestApp;
  before(async () => {
    api = await createTestApp();
  });
  after(() => api.close());

  it('shows the shopper the available balance through the API', async () => {
    const { db } = api.database;
    const { id, token } = await signUp(api, 'balance@example.com');
    await db.transaction((tx) =>
      creditWallet(tx, { userId: id, amountMinor: 1_234, key: 'test-credit:api' }),
    );
    const balance = await api.call({
      method: 'GET',
      url: '/api/customer/info/get_user_balance',
      headers: { 'access-token': token },
    });
    expect(balance.body.data).toMatchObject({ balance_minor: 1_234, frozen_minor: 0, pending_minor: 0 });
  });
});

describe('the demo data', () => {
  it('gives the demo shopper a balance to pay with', async () => {
    const demo = await createTestApp();
    try {
      const { db } = demo.database;
      await seedDemoData(db, { products: 1, mediaDir: tmpdir(), images: false });
      const [shopper] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'shopper@mall.example'));
      expect((await balancesOf(db, shopper!.id)).availableMinor).toBe(50_000);
      expect(await ledgerViolations(db)).toEqual([]);
    } finally {
      await demo.close();
    }
  });
});
