// @api-suite both: the embedded database's single connection must carry this journey as PostgreSQL does.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { eq } from 'drizzle-orm';
import { errorCodes } from '@mall/sdk-manifest';
import { createOwnedShop } from '@mall/server-catalogue';
import { type Database, DomainError, withTransaction } from '@mall/server-core';
import { SANDBOX_APPROVED_CARD, SANDBOX_DECLINED_CARD } from '@mall/server-payments';
import { recordUpload } from '@mall/server-upload';
import {
  balancesOf,
  creditWallet,
  ledgerViolations,
  payOrderFromWallet,
  submitRecharge,
} from '@mall/server-wallet';
import { users } from '../src/db/schema';
import { seedReferenceData } from '../src/seed/seed';
import { makeStaff } from './buying-fixtures';
import { createTestApp, signUp, type SignedUpUser, type TestApp } from './harness';

const serverUrl = process.env.TEST_DATABASE_URL;

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const PASSWORD = 'engine42';
const card = (number: string) => ({
  card_number: number,
  expiry_month: 12,
  expiry_year: new Date().getFullYear() + 2,
  cvc: '123',
  holder_name: 'Ada Tester',
});

/** A shopper, staff and helpers to call the wallet's operations on one test app. */
function walletWorld(env: NodeJS.ProcessEnv = {}) {
  const world = {
    api: undefined as unknown as TestApp,
    db: undefined as unknown as Database,
    staff: '',
    async start() {
      world.api = await createTestApp(env);
      world.db = world.api.database.db;
      await seedReferenceData(world.db);
      const staff = await signUp(world.api, 'staff@example.com', 'Sam');
      await makeStaff(world.db, staff.id);
      world.staff = staff.token;
    },
    get: (url: string, token: string) =>
      world.api.call({ method: 'GET', url: `/api${url}`, headers: { 'access-token': token } }),
    post: (
      url: string,
      payload: Record<string, unknown>,
      token: string,
      headers: Record<string, string> = {},
    ) =>
      world.api.call({
        method: 'POST',
        url: `/api${url}`,
        payload,
        headers: { 'access-token': token, ...headers },
      }),
    proof: async (ownerId: number, purpose = 'recharge_proof', isPrivate = true) =>
      (await recordUpload(world.db, {
        ownerId,
        purpose,
        isPrivate,
        storageKey: `test/${ownerId}-${purpose}-${Math.random()}`,
        contentType: 'image/png',
        size: 10,
      }))!,
    async topUp(user: SignedUpUser, fields: Record<string, unknown> = {}) {
      return world.post(
        '/customer/info/recharge',
        {
          wallet_code: 'USDT',
          amount_minor: 25_000,
          transaction_id: `tx-${Math.random().toString(36).slice(2)}`,
          proof_file_id: await world.proof(user.id),
          ...fields,
        },
        user.token,
      );
    },
    review: (id: number, decision: Record<string, unknown>) =>
      world.post('/staff/recharges/review', { id, message: '', ...decision }, world.staff),
    balance: async (user: SignedUpUser) =>
      (await world.get('/customer/info/get_user_balance', user.token)).body.data,
    credit: (userId: number, amountMinor: number) =>
      world.db.transaction((tx) =>
        creditWallet(tx, { userId, amountMinor, key: `test-credit:${userId}:${Math.random()}` }),
      ),
    withdraw: (
      user: SignedUpUser,
      fields: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ) =>
      world.post(
        '/customer/info/withdraw',
        { wallet_code: 'BTC', address: BTC_ADDRESS, amount_minor: 3_000, password: PASSWORD, ...fields },
        user.token,
        headers,
      ),
    notices: async (user: SignedUpUser) =>
      (await world.get('/customer/user/notices', user.token)).body.data.list as {
        type: number;
        status: number;
        title: string;
        content: string;
      }[],
  };
  return world;
}

describe('offline top-ups', () => {
  const world = walletWorld({ RECHARGE_SUBMISSIONS_PER_DAY: '3' });
  let shopper: SignedUpUser;
  before(async () => {
    await world.start();
    shopper = await signUp(world.api, 'topper@example.com');
  });
  after(() => world.api.close());

  it('offers each wallet currency with its network and receiving address, and the submissions left', async () => {
    const { body } = await world.get('/customer/info/recharge_options', shopper.token);
    expect(body.data).toEqual({
      currencies: [
        { code: 'USDT', name: 'Tether USD', network: 'TRC20', address: expect.stringMatching(/^T/) },
        { code: 'ETH', name: 'Ethereum', network: 'ERC20', address: ETH_ADDRESS },
        { code: 'BTC', name: 'Bitcoin', network: 'Bitcoin', address: BTC_ADDRESS },
      ],
      min_amount_minor: 10_000,
      max_amount_minor: 100_000_000,
      submissions_per_day: 3,
      submissions_left: 3,
    });
  });

  it('holds the declared amount as pending, then credits the actual amount once on approval', async () => {
    const submitted = await world.topUp(shopper, { transaction_id: 'TRX-Approved-0001' });
    expect(submitted.body.code).toBe(200);
    expect(submitted.body.data).toMatchObject({
      channel: 'offline',
      amount_minor: 25_000,
      actual_amount_minor: null,
      wallet_code: 'USDT',
      wallet_name: 'Tether USD',
      proof_url: expect.stringMatching(/\/api\/uploads\/\d+\?expires=\d+&signature=/),
      state: 'pending',
    });
    expect(await world.balance(shopper)).toMatchObject({ balance_minor: 0, pending_minor: 25_000 });

    const queue = (await world.get('/staff/recharges', world.staff)).body.data.list;
    expect(queue).toEqual([
      expect.objectContaining({
        id: submitted.body.data.id,
        user: expect.objectContaining({ email: 'topper@example.com' }),
        declared_amount_minor: 25_000,
        transaction_id: 'TRX-Approved-0001',
        recent_submission_count: 0,
        state: 'pending',
        message: null,
      }),
    ]);

    const approved = await world.review(submitted.body.data.id, {
      approve: true,
      actual_amount_minor: 24_900,
      message: 'Received 249.00',
    });
    expect(approved.body.data).toMatchObject({ state: 'completed', actual_amount_minor: 24_900 });
    const again = await world.review(submitted.body.data.id, { approve: true, actual_amount_minor: 24_900 });
    expect(again.body.code).toBe(3100001);
    expect(await world.balance(shopper)).toMatchObject({ balance_minor: 24_900, pending_minor: 0 });

    const records = (await world.get('/customer/info/recharge_list', shopper.token)).body.data.list;
    expect(records[0]).toMatchObject({
      state: 'completed',
      message: 'Received 249.00',
      actual_amount_minor: 24_900,
    });
    expect((await world.notices(shopper))[0]).toMatchObject({
      type: 500,
      status: 1,
      content: 'Received 249.00',
    });
    expect(await ledgerViolations(world.db)).toEqual([]);
  });

  it('refuses with the reviewer’s message: the pending amount is released and nothing is credited', async () => {
    const submitted = await world.topUp(shopper, { amount_minor: 10_000 });
    const refused = await world.review(submitted.body.data.id, {
      approve: false,
      message: 'No such transfer',
    });
    expect(refused.body.data).toMatchObject({ state: 'failed', actual_amount_minor: null });
    expect(await world.balance(shopper)).toMatchObject({ balance_minor: 24_900, pending_minor: 0 });
    expect((await world.notices(shopper))[0]).toMatchObject({
      type: 500,
      status: -1,
      content: 'No such transfer',
    });
    expect(
      (await world.get('/customer/info/recharge_list?state=failed', shopper.token)).body.data.list[0],
    ).toMatchObject({ message: 'No such transfer' });
    expect(await ledgerViolations(world.db)).toEqual([]);
  });

  it('caps submissions per 24 hours, refused ones included, and says how many are left', async () => {
    expect(
      (await world.get('/customer/info/recharge_options', shopper.token)).body.data.submissions_left,
    ).toBe(1);
    expect((await world.topUp(shopper)).body.code).toBe(200);
    expect(
      (await world.get('/customer/info/recharge_options', shopper.token)).body.data.submissions_left,
    ).toBe(0);
    expect((await world.topUp(shopper)).body.code).toBe(2000030);
  });

  it('refuses a transaction id already declared, compared trimmed and case-folded', async () => {
    const other = await signUp(world.api, 'copycat@example.com');
    expect((await world.topUp(other, { transaction_id: 'trx-APPROVED-00 01' })).body.code).toBe(2000028);
    expect((await world.topUp(other, { transaction_id: 'trx-approved-0001' })).body.code).toBe(2000028);
    await expect(
      submitRecharge(
        world.db,
        {
          userId: other.id,
          walletCode: 'USDT',
          amountMinor: 10_000,
          transactionId: '  TRX-APPROVED-0001\t',
          proofUploadId: await world.proof(other.id),
        },
        world.api.config.recharge,
      ),
    ).rejects.toMatchObject({ key: 'TRANSACTION_ID_EXISTS' });
  });

  it('refuses an unknown currency, someone else’s proof, a public upload and out-of-range amounts', async () => {
    const other = await signUp(world.api, 'other@example.com');
    expect((await world.topUp(other, { wallet_code: 'DOGE' })).body.code).toBe(2000029);
    expect((await world.topUp(other, { proof_file_id: await world.proof(shopper.id) })).body.code).toBe(
      1000008,
    );
    expect(
      (await world.topUp(other, { proof_file_id: await world.proof(other.id, 'avatar', false) })).body.code,
    ).toBe(1000008);
    for (const amount of [0, -10_000, 10_000.5, 9_999, 1_000_000_000_001])
      expect((await world.topUp(other, { amount_minor: amount })).body.code).toBe(1000008);
    await expect(
      submitRecharge(
        world.db,
        {
          userId: other.id,
          walletCode: 'USDT',
          amountMinor: 10_000.5,
          transactionId: 'fraction-1',
          proofUploadId: 1,
        },
        world.api.config.recharge,
      ),
    ).rejects.toBeInstanceOf(DomainError);
    expect((await world.review(99_999, { approve: true, actual_amount_minor: 1 })).body.code).toBe(2000019);
    const pending = (await world.get('/staff/recharges', world.staff)).body.data.list[0];
    // Out of the wire's range or not whole: the schema refuses it; zero or less: the review names the field.
    for (const amount of [0.5, 1_000_000_000_001])
      expect((await world.review(pending.id, { approve: true, actual_amount_minor: amount })).body.code).toBe(
        1000008,
      );
    for (const amount of [0, -1])
      expect(
        (await world.review(pending.id, { approve: true, actual_amount_minor: amount })).body,
      ).toMatchObject({
        code: 3100006,
        data: { field: 'actual_amount_minor' },
      });
    expect((await world.review(pending.id, { approve: true })).body.code).toBe(3100006);
    expect(await ledgerViolations(world.db)).toEqual([]);
  });
});

describe('card top-ups', () => {
  const world = walletWorld();
  let shopper: SignedUpUser;
  before(async () => {
    await world.start();
    shopper = await signUp(world.api, 'card@example.com');
  });
  after(() => world.api.close());

  it('credits a sandbox card top-up at once, once per Idempotency-Key', async () => {
    const pay = () =>
      world.post('/bank/recharge', { amount_minor: 15_000, ...card(SANDBOX_APPROVED_CARD) }, shopper.token, {
        'idempotency-key': 'card-top-up-1',
      });
    const first = await pay();
    expect(first.body.data).toMatchObject({
      channel: 'card',
      state: 'completed',
      actual_amount_minor: 15_000,
      card_last4: '4242',
      sandbox: true,
      wallet_code: null,
      proof_url: null,
    });
    expect((await pay()).body.data).toEqual(first.body.data);
    expect((await world.balance(shopper)).balance_minor).toBe(15_000);
    expect(await ledgerViolations(world.db)).toEqual([]);
  });

  it('answers a declined card with 1500019 and an invalid one with 1000008, crediting nothing', async () => {
    const declined = await world.post(
      '/bank/recharge',
      { amount_minor: 15_000, ...card(SANDBOX_DECLINED_CARD) },
      shopper.token,
    );
    expect(declined.body.code).toBe(1500019);
    const invalid = await world.post(
      '/bank/recharge',
      { amount_minor: 15_000, ...card('4242424242424241') },
      shopper.token,
    );
    expect(invalid.body.code).toBe(1000008);
    expect((await world.balance(shopper)).balance_minor).toBe(15_000);
  });
});

describe('withdrawals', () => {
  const world = walletWorld();
  let shopper: SignedUpUser;
  before(async () => {
    await world.start();
    shopper = await signUp(world.api, 'withdraw@example.com');
    await world.credit(shopper.id, 10_000);
  });
  after(() => world.api.close());

  it('checks the address for its network, the password and the balance', async () => {
    expect((await world.withdraw(shopper, { address: ETH_ADDRESS })).body.code).toBe(1000008);
    expect(
      (
        await world.withdraw(shopper, {
          wallet_code: 'ETH',
          address: ETH_ADDRESS.toLowerCase().replace('0x', '0x1'),
        })
      ).body.code,
    ).toBe(1000008);
    expect((await world.withdraw(shopper, { wallet_code: 'DOGE' })).body.code).toBe(2000029);
    expect((await world.withdraw(shopper, { password: 'wrong-password' })).body.code).toBe(1100002);
    expect((await world.withdraw(shopper, { amount_minor: 10_001 })).body.code).toBe(2000022);
    for (const amount of [0, -1, 1.5, 1_000_000_000_001])
      expect((await world.withdraw(shopper, { amount_minor: amount })).body.code).toBe(1000008);
    expect(await world.balance(shopper)).toMatchObject({ balance_minor: 10_000, frozen_minor: 0 });
  });

  it('freezes the amount and releases it when recalled while pending, once', async () => {
    const requested = await world.withdraw(shopper, { wallet_code: 'ETH', address: ETH_ADDRESS });
    expect(requested.body.data).toMatchObject({
      state: 'pending',
      amount_minor: 3_000,
      wallet_name: 'Ethereum',
    });
    expect(await world.balance(shopper)).toMatchObject({ balance_minor: 7_000, frozen_minor: 3_000 });
    const stranger = await signUp(world.api, 'stranger@example.com');
    expect(
      (await world.post('/customer/info/withdraw_recall', { id: requested.body.data.id }, stranger.token))
        .body.code,
    ).toBe(2000019);
    const recall = () =>
      world.post('/customer/info/withdraw_recall', { id: requested.body.data.id }, shopper.token);
    expect((await recall()).body.data).toMatchObject({ state: 'recalled' });
    expect((await recall()).body.code).toBe(2000018);
    expect(await world.balance(shopper)).toMatchObject({ balance_minor: 10_000, frozen_minor: 0 });
    expect(
      (
        await world.post(
          '/staff/withdrawals/review',
          { id: requested.body.data.id, approve: true, message: '', payout_transaction_id: 'tx-1' },
          world.staff,
        )
      ).body.code,
    ).toBe(3100001);
  });

  it('pays out an approved withdrawal and releases a refused one, exactly once each, with a notice', async () => {
    const paid = (await world.withdraw(shopper)).body.data;
    const refused = (await world.withdraw(shopper, { amount_minor: 2_000 })).body.data;
    const queue = (await world.get('/staff/withdrawals', world.staff)).body.data.list;
    expect(queue).toEqual([
      expect.objectContaining({
        id: paid.id,
        balance_minor: 5_000,
        frozen_minor: 5_000,
        address: BTC_ADDRESS,
      }),
      expect.objectContaining({ id: refused.id, amount_minor: 2_000 }),
    ]);
    const review = (id: number, approve: boolean) =>
      world.post(
        '/staff/withdrawals/review',
        { id, approve, message: approve ? 'Sent' : 'Address frozen', payout_transaction_id: 'payout-0001' },
        world.staff,
      );
    expect((await review(paid.id, true)).body.data).toMatchObject({ state: 'completed', message: 'Sent' });
    expect((await review(paid.id, false)).body.code).toBe(3100001);
    expect((await review(refused.id, false)).body.data).toMatchObject({ state: 'failed' });
    expect(await world.balance(shopper)).toMatchObject({ balance_minor: 7_000, frozen_minor: 0 });
    expect((await world.notices(shopper)).slice(0, 2)).toEqual([
      expect.objectContaining({ type: 400, status: -1, content: 'Address frozen' }),
      expect.objectContaining({ type: 400, status: 1, content: 'Sent' }),
    ]);
    expect(await ledgerViolations(world.db)).toEqual([]);
  });

  it('lists every entry of the wallet with its direction, kind and the balance after it', async () => {
    const details = (query = '') =>
      world.get(`/customer/info/transaction_details${query}`, shopper.token).then(({ body }) => body.data);
    const all = await details();
    expect(
      all.list.map(
        (entry: { type: string; kind: string; amount_minor: number; balance_after_minor: number }) => [
          entry.type,
          entry.kind,
          entry.amount_minor,
          entry.balance_after_minor,
        ],
      ),
    ).toEqual([
      ['income', 'recall', 2_000, 7_000],
      ['expense', 'withdrawal', 2_000, 5_000],
      ['expense', 'withdrawal', 3_000, 7_000],
      ['income', 'recall', 3_000, 10_000],
      ['expense', 'withdrawal', 3_000, 7_000],
      ['income', 'top_up', 10_000, 10_000],
    ]);
    expect((await details('?type=income&kind=recall')).total).toBe(2);
    const page = await details('?page=2&page_size=4');
    expect(page).toMatchObject({ total: 6, has_more: false });
    expect(page.list.map((entry: { kind: string }) => entry.kind)).toEqual(['withdrawal', 'top_up']);
  });
});

describe('transfer to the merchant account', () => {
  const world = walletWorld();
  let seller: SignedUpUser;
  before(async () => {
    await world.start();
    seller = await signUp(world.api, 'merchant@example.com');
    await world.db.update(users).set({ isSeller: true }).where(eq(users.id, seller.id));
    await world.credit(seller.id, 5_000);
  });
  after(() => world.api.close());

  it('is for sellers with a shop, within the balance, and moves both sides in one journal', async () => {
    const shopper = await signUp(world.api, 'plain@example.com');
    const transfer = (user: SignedUpUser, amount: number) =>
      world.post('/customer/info/transfer_balance_to_merchat', { amount_minor: amount }, user.token);
    expect((await transfer(shopper, 100)).status).toBe(403);
    expect((await transfer(seller, 100)).body.code).toBe(2000018);
    await createOwnedShop(world.db, { ownerId: seller.id, name: 'Seller Shop', description: 'Things' });
    expect((await transfer(seller, 5_001)).body.code).toBe(2000022);
    const done = await transfer(seller, 1_500);
    expect(done.body.data).toEqual({
      entry: expect.objectContaining({
        type: 'expense',
        kind: 'transfer_to_merchant',
        amount_minor: 1_500,
        balance_after_minor: 3_500,
        remark: 'to shop Seller Shop',
      }),
      balance_minor: 3_500,
    });
    const inThai = await world.api.call({
      method: 'GET',
      url: '/api/customer/info/transaction_details',
      headers: { 'access-token': seller.token, lang: 'th' },
    });
    expect(inThai.body.data.list[0]).toMatchObject({
      kind: 'transfer_to_merchant',
      remark: 'โอนไปยังร้าน Seller Shop',
    });
    expect(await ledgerViolations(world.db)).toEqual([]);
  });
});

const outcomesOf = (answers: { body: { code: number | string } }[]) => {
  const counts: Record<string, number> = {};
  for (const { body } of answers) counts[body.code] = (counts[body.code] ?? 0) + 1;
  return counts;
};

describe(
  'wallet races on PostgreSQL',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    const world = walletWorld({ RECHARGE_SUBMISSIONS_PER_DAY: '5' });
    before(() => world.start());
    after(() => world.api.close());

    it('credits a top-up reviewed ten times at once exactly once', async () => {
      const shopper = await signUp(world.api, 'race-review@example.com');
      const { id } = (await world.topUp(shopper)).body.data;
      const reviews = await Promise.all(
        Array.from({ length: 10 }, () => world.review(id, { approve: true, actual_amount_minor: 25_000 })),
      );
      expect(outcomesOf(reviews)).toEqual({ 200: 1, 3100001: 9 });
      expect(await world.balance(shopper)).toMatchObject({ balance_minor: 25_000, pending_minor: 0 });
      expect(await ledgerViolations(world.db)).toEqual([]);
    });

    it('keeps one record of a transaction id submitted twenty times at once', async () => {
      const shoppers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => signUp(world.api, `race-tx-${index}@example.com`)),
      );
      const proofs = await Promise.all(shoppers.map((shopper) => world.proof(shopper.id)));
      const answers = await Promise.all(
        shoppers.map((shopper, index) =>
          world.topUp(shopper, {
            transaction_id: index % 2 ? 'RACE-tx-0001' : 'race-TX-0001',
            proof_file_id: proofs[index],
          }),
        ),
      );
      expect(outcomesOf(answers)).toEqual({ 200: 1, 2000028: 19 });
      expect(await ledgerViolations(world.db)).toEqual([]);
    });

    it('accepts exactly the cap of ten submissions sent at once', async () => {
      const shopper = await signUp(world.api, 'race-cap@example.com');
      const proofs = await Promise.all(Array.from({ length: 10 }, () => world.proof(shopper.id)));
      const answers = await Promise.all(
        proofs.map((proof) => world.topUp(shopper, { proof_file_id: proof })),
      );
      expect(outcomesOf(answers)).toEqual({ 200: 5, 2000030: 5 });
      expect((await world.balance(shopper)).pending_minor).toBe(5 * 25_000);
      expect(await ledgerViolations(world.db)).toEqual([]);
    });

    it('never overdraws a balance that withdrawals and wallet payments draw on at once', async () => {
      const shopper = await signUp(world.api, 'race-withdraw@example.com');
      await world.credit(shopper.id, 10_000);
      const withdrawals = Array.from({ length: 10 }, () => world.withdraw(shopper, { amount_minor: 1_000 }));
      const payments = Array.from({ length: 10 }, (_, order) =>
        withTransaction(world.db, (tx) =>
          payOrderFromWallet(tx, { userId: shopper.id, orderId: 900_000 + order, amountMinor: 1_000 }),
        ).then(
          () => ({ body: { code: 200 } }),
          (error: unknown) => ({
            body: { code: error instanceof DomainError ? errorCodes[error.key].code : String(error) },
          }),
        ),
      );
      const answers = await Promise.all([...withdrawals, ...payments]);
      expect(outcomesOf(answers)).toEqual({ 200: 10, 2000022: 10 });
      const balances = await balancesOf(world.db, shopper.id);
      expect(balances.availableMinor).toBe(0);
      expect(balances.frozenMinor + balances.availableMinor).toBeGreaterThanOrEqual(0);
      expect(await ledgerViolations(world.db)).toEqual([]);
    });
  },
);
