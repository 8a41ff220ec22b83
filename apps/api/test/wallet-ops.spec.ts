import { describe, it } from 'node:test';
import { expect } from 'expect';
import { recordUpload } from '@mall/server-upload';
import { balancesOf, creditWallet, ledgerViolations } from '@mall/server-wallet';
import { buildApp } from '../src/app';
import { seedReferenceData } from '../src/seed/seed';
import { signUp, type TestApp, testConfig } from './harness';
import { opsDatabase } from './server-process';

describe('npm run ops -- wallet review commands', () => {
  it('lists and reviews offline top-ups and withdrawals', async (t) => {
    const config = testConfig({ LOG_LEVEL: 'silent' });
    const target = await opsDatabase(config.dataDir);
    t.after(() => target.release());
    const ops = (...args: string[]) => target.ops(...args);
    let database = await target.open();
    await seedReferenceData(database.db);
    const app = await buildApp({ database, config });
    const api = {
      call: async (options: Parameters<TestApp['call']>[0]) => {
        const response = await app.inject(options);
        return { status: response.statusCode, body: response.json() };
      },
    } as TestApp;
    const shopper = await signUp(api, 'ops-wallet@example.com');
    const post = (url: string, payload: Record<string, unknown>) =>
      api.call({ method: 'POST', url: `/api${url}`, payload, headers: { 'access-token': shopper.token } });
    const proof = await recordUpload(database.db, {
      ownerId: shopper.id,
      purpose: 'recharge_proof',
      isPrivate: true,
      storageKey: 'test/ops-proof',
      contentType: 'image/png',
      size: 10,
    });
    const topUp = await post('/customer/info/recharge', {
      wallet_code: 'BTC',
      amount_minor: 20_000,
      transaction_id: 'OPS-TX-1',
      proof_file_id: proof,
    });
    const largeProof = await recordUpload(database.db, {
      ownerId: shopper.id,
      purpose: 'recharge_proof',
      isPrivate: true,
      storageKey: 'test/ops-proof-large',
      contentType: 'image/png',
      size: 10,
    });
    const largeTopUp = await post('/customer/info/recharge', {
      wallet_code: 'BTC',
      amount_minor: 150_000,
      transaction_id: 'OPS-TX-2',
      proof_file_id: largeProof,
    });
    await database.db.transaction((tx) =>
      creditWallet(tx, { userId: shopper.id, amountMinor: 5_000, key: 'test-credit:ops' }),
    );
    const withdrawal = await post('/customer/info/withdraw', {
      wallet_code: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      amount_minor: 4_000,
      password: 'engine42',
    });
    await app.close();
    await database.close();
    const topUpId = String(topUp.body.data.id);
    const withdrawalId = String(withdrawal.body.data.id);

    const pending = ops('recharges-pending');
    expect(pending.stdout).toContain(
      `${topUpId}\tuser ${shopper.id}\t$200.00 declared in BTC\ttransaction "OPS-TX-1"`,
    );
    expect(ops('review-recharge', '--id', topUpId, '--approve').status).toBe(2);
    const approved = ops('review-recharge', '--id', topUpId, '--approve', '--amount', '19950');
    expect(approved.stdout).toContain(`top-up ${topUpId} approved: $199.50 credited`);
    const again = ops('review-recharge', '--id', topUpId, '--refuse', '--message', 'late');
    expect({ status: again.status, stderr: again.stderr }).toEqual({
      status: 1,
      stderr: expect.stringContaining('already been decided'),
    });
    const stillPending = ops('recharges-pending').stdout;
    expect(stillPending).not.toContain(`${topUpId}\tuser`);
    expect(stillPending).toContain(
      `${largeTopUp.body.data.id}\tuser ${shopper.id}\t$1500.00 declared in BTC`,
    );
    // Above the four-eyes threshold the terminal's approval is the first of two: nothing is credited yet.
    const largeId = String(largeTopUp.body.data.id);
    const first = ops('review-recharge', '--id', largeId, '--approve', '--amount', '150000');
    expect(first.stdout).toContain(
      `top-up ${largeId}: first approval of $1500.00 recorded; a second approver credits it`,
    );

    expect(ops('withdrawals-pending').stdout).toContain(`${withdrawalId}\tuser ${shopper.id}\t$40.00`);
    // Paying out names the payout's transaction id.
    expect(ops('review-withdrawal', '--id', withdrawalId, '--approve').status).toBe(2);
    const refused = ops(
      'review-withdrawal',
      '--id',
      withdrawalId,
      '--refuse',
      '--message',
      'Check the address',
    );
    expect(refused.stdout).toContain(`withdrawal ${withdrawalId} refused: $40.00 back`);

    database = await target.open();
    try {
      expect(await balancesOf(database.db, shopper.id)).toEqual({
        availableMinor: 19_950 + 5_000,
        frozenMinor: 0,
        // The large top-up, approved once, is still waiting for its second approver.
        pendingMinor: 150_000,
      });
      expect(await ledgerViolations(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
