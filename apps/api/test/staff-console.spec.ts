import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import { createStaffAccount } from '@mall/server-account';
import { type Database, withTransaction } from '@mall/server-core';
import { messagesAfter } from '@mall/server-live';
import { applyForSeller } from '@mall/server-seller';
import { recordUpload } from '@mall/server-upload';
import { balancesOf, creditWallet, ledgerViolations } from '@mall/server-wallet';
import { seedReferenceData } from '../src/seed/seed';
import { getJson, placeOrderOf, postJson, seedShops, shopperWithAddress } from './buying-fixtures';
import { createTestApp, signUp, type SignedUpUser, type TestApp } from './harness';

const workspaceRoot = join(import.meta.dirname, '..', '..', '..');
const serverUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'staff-pass-1';
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** A test app with staff of each role signed in through the staff sign-in, and helpers for their operations. */
function staffWorld(env: NodeJS.ProcessEnv = {}) {
  const world = {
    api: undefined as unknown as TestApp,
    db: undefined as unknown as Database,
    admin: { id: 0, token: '' },
    reviewer: { id: 0, token: '' },
    second: { id: 0, token: '' },
    support: { id: 0, token: '' },
    shopper: undefined as unknown as SignedUpUser,
    async start() {
      world.api = await createTestApp({ STAFF_SECOND_APPROVAL_MINOR: '1000000', ...env });
      world.db = world.api.database.db;
      await seedReferenceData(world.db);
      world.admin = await world.staff('admin@staff.example', 'Ada Admin', ['admin']);
      world.reviewer = await world.staff('rita@staff.example', 'Rita Reviewer', ['reviewer']);
      world.second = await world.staff('sven@staff.example', 'Sven Second', ['reviewer']);
      world.support = await world.staff('sue@staff.example', 'Sue Support', ['support']);
      world.shopper = await signUp(world.api, 'shopper@example.com');
    },
    async staff(email: string, name: string, roles: ('admin' | 'reviewer' | 'support')[]) {
      const [firstname, lastname] = name.split(' ');
      const { id } = await createStaffAccount(world.db, {
        email,
        firstname: firstname!,
        lastname,
        password: PASSWORD,
        roles,
      });
      const { body } = await world.post('/staff/login', { email, password: PASSWORD }, '');
      if (body.code !== 200) throw new Error(`staff login ${email}: ${body.code}`);
      return { id, token: body.data.token as string };
    },
    get: (url: string, token: string) =>
      world.api.call({ method: 'GET', url: `/api${url}`, headers: { 'access-token': token } }),
    post: (url: string, payload: Record<string, unknown>, token: string) =>
      world.api.call({
        method: 'POST',
        url: `/api${url}`,
        payload,
        headers: token ? { 'access-token': token } : {},
      }),
    upload: async (ownerId: number, purpose: string) =>
      (await recordUpload(world.db, {
        ownerId,
        purpose,
        isPrivate: true,
        storageKey: `test/${ownerId}-${purpose}-${Math.random()}`,
        contentType: 'image/png',
        size: 10,
      }))!,
    async topUp(user: SignedUpUser, amountMinor = 25_000) {
      const { body } = await world.post(
        '/customer/info/recharge',
        {
          wallet_code: 'BTC',
          amount_minor: amountMinor,
          transaction_id: `tx-${Math.random().toString(36).slice(2)}`,
          proof_file_id: await world.upload(user.id, 'recharge_proof'),
        },
        user.token,
      );
      if (body.code !== 200) throw new Error(`top-up: ${body.code} ${body.message}`);
      return body.data.id as number;
    },
    async withdrawal(user: SignedUpUser, amountMinor: number) {
      await withTransaction(world.db, (tx) =>
        creditWallet(tx, { userId: user.id, amountMinor, key: `credit:${user.id}:${Math.random()}` }),
      );
      const { body } = await world.post(
        '/customer/info/withdraw',
        { wallet_code: 'BTC', address: BTC_ADDRESS, amount_minor: amountMinor, password: 'engine42' },
        user.token,
      );
      if (body.code !== 200) throw new Error(`withdraw: ${body.code} ${body.message}`);
      return body.data.id as number;
    },
    reviewRecharge: (token: string, id: number, decision: Record<string, unknown>) =>
      world.post('/staff/recharges/review', { id, message: '', ...decision }, token),
    reviewWithdrawal: (token: string, id: number, decision: Record<string, unknown>) =>
      world.post('/staff/withdrawals/review', { id, message: '', ...decision }, token),
    counts: async (token: string) => (await world.get('/staff/queues', token)).body.data,
    claim: (token: string, kind: string, id: number) => world.post('/staff/tasks/claim', { kind, id }, token),
    reviewRefund: (token: string, id: number, decision: Record<string, unknown>) =>
      world.post('/staff/refunds/review', { id, message: '', ...decision }, token),
    /**
     * A shopper's return of a product costing `priceMinor`, bought by wallet (credited first), shipped and
     * delivered by a reviewer; answers the return's id and its shopper.
     */
    async returnRequest(priceMinor: number) {
      const { product } = await seedShops(world.db);
      const item = await product(0, `Lamp ${priceMinor}-${Math.random()}`, priceMinor, 10);
      const shopper = await shopperWithAddress(world.api, `returns-${Math.random()}@example.com`);
      const [placed] = await placeOrderOf(world.api, shopper, [[item.id, 1]]);
      const orderId = placed!.order_id;
      await withTransaction(world.db, (tx) =>
        creditWallet(tx, { userId: shopper.id, amountMinor: placed!.total_minor, key: `order:${orderId}` }),
      );
      const steps: [string, Record<string, unknown>, string][] = [
        ['/api/customer/order/pay', { order_id: orderId, method: 'wallet' }, shopper.token],
        [
          '/api/staff/orders/ship',
          { order_id: orderId, log_sn: 'SF-9', carrier: 'Swift' },
          world.reviewer.token,
        ],
        [
          '/api/staff/orders/advance',
          { order_id: orderId, delivery_state: 'delivered' },
          world.reviewer.token,
        ],
      ];
      for (const [url, payload, token] of steps) {
        const { body } = await postJson(world.api, url, payload, token);
        if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.message}`);
      }
      const detail = await getJson(world.api, `/api/customer/order/detail/${orderId}`, shopper.token);
      const { body } = await postJson(
        world.api,
        '/api/customer/refund/apply',
        { order_id: orderId, item_id: detail.body.data.items[0].item_id, quantity: 1, reason: 'Flickers' },
        shopper.token,
      );
      if (body.code !== 200) throw new Error(`refund: ${body.code} ${body.message}`);
      return { id: body.data.id as number, shopper };
    },
  };
  return world;
}

describe('staff accounts, sign-in and roles', () => {
  const world = staffWorld();
  before(() => world.start());
  after(() => world.api.close());

  it('signs staff in with their own operation only, and keeps staff and shopper tokens apart', async () => {
    const me = await world.get('/staff/me', world.reviewer.token);
    expect(me.body.data).toMatchObject({
      id: world.reviewer.id,
      name: 'Rita Reviewer',
      email: 'rita@staff.example',
      roles: ['reviewer'],
      disabled: false,
    });
    // The same answer for a wrong password, a shopper's account and a staff account at the shopper's sign-in.
    expect(
      (await world.post('/staff/login', { email: 'rita@staff.example', password: 'nope-nope' }, '')).body
        .code,
    ).toBe(1100002);
    expect(
      (await world.post('/staff/login', { email: 'shopper@example.com', password: 'engine42' }, '')).body
        .code,
    ).toBe(1100002);
    expect(
      (await world.post('/customer/login/account', { email: 'rita@staff.example', password: PASSWORD }, ''))
        .body.code,
    ).toBe(1100002);
    // A staff token opens no shopper or seller operation; a shopper's opens no staff operation.
    expect((await world.get('/customer/info/get_user_balance', world.reviewer.token)).status).toBe(403);
    expect((await world.get('/seller/products', world.reviewer.token)).status).toBe(403);
    expect((await world.get('/staff/me', world.shopper.token)).status).toBe(403);
    expect((await world.get('/staff/queues', world.shopper.token)).status).toBe(403);
    expect((await world.get('/staff/stream', world.shopper.token)).status).toBe(403);
  });

  it('checks the role of each operation: reviewers review, support does not, admins manage staff', async () => {
    expect((await world.get('/staff/tasks?kind=recharge', world.support.token)).body).toMatchObject({
      code: 3100004,
      data: { roles: ['reviewer'] },
    });
    expect((await world.get('/staff/tasks?kind=recharge', world.reviewer.token)).body.code).toBe(200);
    expect((await world.get('/staff/tasks?kind=recharge', world.admin.token)).body.code).toBe(200);
    expect((await world.get('/staff/members', world.reviewer.token)).body.code).toBe(3100004);
    const members = (await world.get('/staff/members', world.admin.token)).body.data.list;
    expect(members.map((member: { email: string }) => member.email)).toEqual([
      'admin@staff.example',
      'rita@staff.example',
      'sven@staff.example',
      'sue@staff.example',
    ]);
  });

  it('lets an admin add staff, change roles and disable them, but never remove the last admin', async () => {
    const added = await world.post(
      '/staff/members/add',
      { email: 'new@staff.example', name: 'Nia New', password: 'new-pass-1', roles: ['support'] },
      world.admin.token,
    );
    expect(added.body.data).toMatchObject({ name: 'Nia New', roles: ['support'], disabled: false });
    expect(
      (
        await world.post(
          '/staff/members/add',
          { email: 'NEW@staff.example', name: 'Twin', password: 'new-pass-1', roles: ['support'] },
          world.admin.token,
        )
      ).body.code,
    ).toBe(3100009);
    const nia = (await world.post('/staff/login', { email: 'new@staff.example', password: 'new-pass-1' }, ''))
      .body.data.token;
    expect((await world.get('/staff/tasks?kind=product', nia)).body.code).toBe(3100004);
    const promoted = await world.post(
      '/staff/members/update',
      { id: added.body.data.id, roles: ['support', 'reviewer'] },
      world.admin.token,
    );
    expect(promoted.body.data.roles).toEqual(['reviewer', 'support']);
    expect((await world.get('/staff/tasks?kind=product', nia)).body.code).toBe(200);

    const disabled = await world.post(
      '/staff/members/update',
      { id: added.body.data.id, disabled: true },
      world.admin.token,
    );
    expect(disabled.body.data.disabled).toBe(true);
    expect((await world.get('/staff/me', nia)).body.code).toBe(1000004);
    expect(
      (await world.post('/staff/login', { email: 'new@staff.example', password: 'new-pass-1' }, '')).body
        .code,
    ).toBe(1100002);
    // The only admin can neither lose the role nor be disabled.
    expect(
      (
        await world.post(
          '/staff/members/update',
          { id: world.admin.id, roles: ['reviewer'] },
          world.admin.token,
        )
      ).body.code,
    ).toBe(3100010);
    expect(
      (await world.post('/staff/members/update', { id: world.admin.id, disabled: true }, world.admin.token))
        .body.code,
    ).toBe(3100010);
  });

  it('ends a staff session on logout', async () => {
    const session = await world.staff('temp@staff.example', 'Tim Temp', ['reviewer']);
    expect((await world.post('/staff/logout', {}, session.token)).body.data).toEqual({ done: true });
    expect((await world.get('/staff/me', session.token)).body.code).toBe(1000004);
  });
});

describe('review queues, claims and decisions', () => {
  const world = staffWorld({ STAFF_TOPUP_MAX_FACTOR: '2' });
  before(() => world.start());
  after(() => world.api.close());

  it('lists top-ups oldest first with counts, the evidence in the detail, and claims others see', async () => {
    const first = await world.topUp(world.shopper, 20_000);
    const second = await world.topUp(world.shopper, 30_000);
    expect((await world.counts(world.reviewer.token)).recharge).toEqual({
      open: 2,
      claimed: 0,
      awaiting_second_approval: 0,
    });
    const tasks = (await world.get('/staff/tasks?kind=recharge', world.reviewer.token)).body.data;
    expect(tasks.list.map((task: { id: number }) => task.id)).toEqual([first, second]);
    expect(tasks.list[0]).toMatchObject({
      kind: 'recharge',
      state: 'pending',
      amount_minor: 20_000,
      user: { id: world.shopper.id, email: 'shopper@example.com' },
      claim: null,
    });

    const claimed = await world.claim(world.reviewer.token, 'recharge', second);
    expect(claimed.body.data.claim).toMatchObject({ staff_name: 'Rita Reviewer', mine: true });
    const taken = await world.claim(world.second.token, 'recharge', second);
    expect(taken.body.data.claim).toMatchObject({
      staff_id: world.reviewer.id,
      staff_name: 'Rita Reviewer',
      mine: false,
    });
    expect((await world.counts(world.second.token)).recharge.claimed).toBe(1);
    const others = (await world.get('/staff/tasks?kind=recharge&claim=others', world.second.token)).body.data
      .list;
    expect(others.map((task: { id: number }) => task.id)).toEqual([second]);
    const free = (await world.get('/staff/tasks?kind=recharge&claim=free', world.second.token)).body.data
      .list;
    expect(free.map((task: { id: number }) => task.id)).toEqual([first]);
    // Deciding needs the claim: someone else's answers who holds it and until when.
    const refused = await world.reviewRecharge(world.second.token, second, {
      approve: true,
      actual_amount_minor: 30_000,
    });
    expect(refused.body).toMatchObject({ code: 3100002, data: { staff_name: 'Rita Reviewer' } });

    const detail = (await world.get(`/staff/recharges/detail?id=${second}`, world.reviewer.token)).body.data;
    expect(detail.recharge).toMatchObject({ id: second, declared_amount_minor: 30_000, wallet_code: 'BTC' });
    expect(detail.recharge.proof_url).toMatch(/^http:\/\/.+\/api\/uploads\/\d+\?expires=/);
    expect(detail.network).not.toBe('');
    expect(detail.earlier.map((other: { id: number }) => other.id)).toEqual([first]);
    expect(detail.task.claim).toMatchObject({ staff_id: world.reviewer.id, mine: true });
    expect(detail.task.history).toEqual([
      expect.objectContaining({
        from: null,
        to: 'pending',
        actor: { kind: 'user', id: world.shopper.id, name: null },
      }),
    ]);

    // The lease runs out (moved to the past here rather than waited for): the task is free for the other reviewer.
    await world.db.execute(sql`update staff_claims set expires_at = now() - interval '1 second'`);
    expect((await world.claim(world.second.token, 'recharge', second)).body.data.claim).toMatchObject({
      mine: true,
    });
    expect(
      (await world.post('/staff/tasks/release', { kind: 'recharge', id: second }, world.second.token)).body
        .data,
    ).toEqual({
      done: true,
    });
    expect((await world.counts(world.second.token)).recharge.claimed).toBe(0);
  });

  it('refuses bad amounts by name, credits the actual amount once and audits it', async () => {
    const id = await world.topUp(world.shopper, 10_000);
    const review = (decision: Record<string, unknown>) =>
      world.reviewRecharge(world.reviewer.token, id, decision);
    expect(
      (await review({ approve: false, actual_amount_minor: 10_000, message: 'No transfer' })).body,
    ).toMatchObject({
      code: 3100005,
      data: { field: 'actual_amount_minor' },
    });
    for (const amount of [0, -500])
      expect((await review({ approve: true, actual_amount_minor: amount })).body).toMatchObject({
        code: 3100006,
        data: { field: 'actual_amount_minor' },
      });
    expect((await review({ approve: true })).body.code).toBe(3100006);
    expect((await review({ approve: true, actual_amount_minor: 20_001 })).body).toMatchObject({
      code: 3100007,
      data: { field: 'actual_amount_minor', max_minor: 20_000 },
    });
    expect(await balancesOf(world.db, world.shopper.id)).toMatchObject({ availableMinor: 0 });

    const approved = await review({ approve: true, actual_amount_minor: 9_900, message: 'Received 99.00' });
    expect(approved.body.data).toMatchObject({ state: 'completed', actual_amount_minor: 9_900 });
    const again = await review({ approve: false, message: 'late' });
    expect(again.body.code).toBe(3100001);
    expect(await balancesOf(world.db, world.shopper.id)).toMatchObject({ availableMinor: 9_900 });

    const audit = (await world.get(`/staff/audit?kind=recharge&task_id=${id}`, world.reviewer.token)).body
      .data;
    expect(audit.list).toEqual([
      expect.objectContaining({
        kind: 'recharge',
        task_id: id,
        from: 'pending',
        to: 'completed',
        actor: { kind: 'staff', id: world.reviewer.id, name: 'Rita Reviewer' },
        remark: 'Received 99.00',
        amount_minor: 9_900,
      }),
    ]);
    expect(await ledgerViolations(world.db)).toEqual([]);
  });

  it('pays out a withdrawal with its payout id, showing the address check and the balance history', async () => {
    const id = await world.withdrawal(world.shopper, 5_000);
    const detail = (await world.get(`/staff/withdrawals/detail?id=${id}`, world.reviewer.token)).body.data;
    expect(detail).toMatchObject({ address_valid: true, address_problem: null, payout_transaction_id: null });
    expect(detail.withdrawal).toMatchObject({ id, amount_minor: 5_000, address: BTC_ADDRESS });
    expect(detail.ledger[0]).toMatchObject({ journal_kind: 'withdrawal_hold' });
    expect((await world.reviewWithdrawal(world.reviewer.token, id, { approve: true })).body).toMatchObject({
      code: 3100008,
      data: { field: 'payout_transaction_id' },
    });
    const paid = await world.reviewWithdrawal(world.reviewer.token, id, {
      approve: true,
      payout_transaction_id: 'btc-payout-1',
    });
    expect(paid.body.data).toMatchObject({ state: 'completed' });
    const after = (await world.get(`/staff/withdrawals/detail?id=${id}`, world.reviewer.token)).body.data;
    expect(after.payout_transaction_id).toBe('btc-payout-1');
    expect(after.task.history.at(-1)).toMatchObject({ to: 'completed', transaction_id: 'btc-payout-1' });
    expect(await ledgerViolations(world.db)).toEqual([]);
  });

  it('shows a seller application and a shop registration with the ID pictures, and decides them once', async () => {
    const applicant = await signUp(world.api, 'applicant@example.com', 'Appy');
    const application = await applyForSeller(
      world.db,
      { userId: applicant.id, role: 'customer' },
      { reason: 'Handmade soap', shopName: 'Soap Co' },
    );
    expect((await world.counts(world.reviewer.token)).seller_application.open).toBe(1);
    const appDetail = (
      await world.get(`/staff/seller-applications/detail?id=${application.id}`, world.reviewer.token)
    ).body.data;
    expect(appDetail).toMatchObject({
      application: { id: application.id, shop_name: 'Soap Co', reason: 'Handmade soap' },
      contact: { email: 'applicant@example.com' },
      shop_registration: null,
    });
    const accepted = await world.post(
      '/staff/seller-applications/decide',
      { id: application.id, accept: true, message: 'Welcome' },
      world.reviewer.token,
    );
    expect(accepted.body.data.status).toBe('accepted');
    expect(
      (
        await world.post(
          '/staff/seller-applications/decide',
          { id: application.id, accept: false, message: 'No' },
          world.reviewer.token,
        )
      ).body.code,
    ).toBe(3100001);

    const registered = await world.post(
      '/customer/shop/register',
      {
        shop_name: 'Soap Co',
        contact_name: 'Appy Tester',
        contact_phone: '+44 20 7946 0000',
        id_front_file_id: await world.upload(applicant.id, 'id_document'),
        id_back_file_id: await world.upload(applicant.id, 'id_document'),
        street: '1 Soap Lane',
        city: 'Bath',
        state: 'Somerset',
        country: 'GB',
        postcode: 'BA1 1AA',
      },
      applicant.token,
    );
    expect(registered.body.code).toBe(200);
    const registration = (
      await world.get(`/staff/shop-registrations/detail?id=${registered.body.data.id}`, world.reviewer.token)
    ).body.data;
    expect(registration.registration.id_front_url).toMatch(/\/api\/uploads\/\d+\?expires=/);
    expect(registration.registration.id_back_url).toMatch(/\/api\/uploads\/\d+\?expires=/);
    expect(registration.registration.id_front_url).not.toBe(registration.registration.id_back_url);
    expect(registration.contact).toMatchObject({ name: 'Appy Tester', email: 'applicant@example.com' });
    expect(registration.registration).toMatchObject({ city: 'Bath', postcode: 'BA1 1AA', status: 'pending' });
    const approved = await world.post(
      '/staff/shop-registrations/decide',
      { id: registered.body.data.id, approve: true, message: 'Open' },
      world.reviewer.token,
    );
    expect(approved.body.data.status).toBe('approved');
    const history = (
      await world.get(
        `/staff/audit?kind=shop_registration&task_id=${registered.body.data.id}`,
        world.admin.token,
      )
    ).body.data.list;
    expect(history.map((step: { to: string }) => step.to)).toEqual(['approved']);
  });

  it('sends every staff stream the queues’ counts after a submission and a claim', async () => {
    const before = await messagesAfter(world.db, world.support.id, 0);
    const id = await world.topUp(world.shopper, 15_000);
    await world.claim(world.reviewer.token, 'recharge', id);
    await world.api.app.deliverEvents();
    const messages = (await messagesAfter(world.db, world.support.id, before.at(-1)?.id ?? 0)).map(
      ({ kind, data }) => ({ kind, data }),
    );
    const counts = messages.filter((message) => message.kind === 'staff_queues');
    expect(counts.length).toBeGreaterThanOrEqual(2);
    expect(counts.at(-1)!.data).toEqual(await world.counts(world.support.token));
    expect(counts.at(-1)!.data).toMatchObject({ recharge: { claimed: 1 } });
    expect(messages).toContainEqual({
      kind: 'staff_task',
      data: {
        kind: 'recharge',
        id,
        state: 'open',
        claim: expect.objectContaining({ staff_id: world.reviewer.id, staff_name: 'Rita Reviewer' }),
      },
    });
  });

  it('keeps the audit append-only: the database refuses to change or remove a row', async () => {
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await world.db.execute(statement);
        return 'done';
      } catch (error) {
        return String((error as { cause?: unknown }).cause ?? error);
      }
    };
    expect(await refusal(sql`update review_history set remark = 'edited'`)).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(sql`delete from review_history`)).toMatch(/append-only: DELETE refused/);
  });
});

describe('four eyes on large returns', () => {
  const world = staffWorld({ STAFF_SECOND_APPROVAL_MINOR: '20000' });
  before(() => world.start());
  after(() => world.api.close());

  it('pays a large refund back only on a second, different approval; a small one needs one', async () => {
    const large = await world.returnRequest(30_000);
    const before = await balancesOf(world.db, large.shopper.id);
    const first = await world.reviewRefund(world.reviewer.token, large.id, { approve: true, message: 'Ok' });
    expect(first.body.data).toMatchObject({ status: 'in_review', refund_amount_minor: 0 });
    expect(await balancesOf(world.db, large.shopper.id)).toEqual(before);
    expect((await world.counts(world.second.token)).return).toMatchObject({
      open: 1,
      awaiting_second_approval: 1,
    });
    const detail = (await world.get(`/staff/refunds/detail?id=${large.id}`, world.second.token)).body.data;
    expect(detail.return.state).toBe('pending');
    expect(detail.task.first_approval).toMatchObject({ staff_id: world.reviewer.id, amount_minor: 30_000 });
    const queue = (await world.get('/staff/tasks?kind=return&page=1&page_size=5', world.second.token)).body
      .data.list;
    expect(queue[0].first_approval).toMatchObject({ staff_id: world.reviewer.id });
    // The shopper's own view: still waiting.
    const mine = await getJson(world.api, '/api/customer/refund/list', large.shopper.token);
    expect(mine.body.data.list[0]).toMatchObject({ id: large.id, state: 'pending' });

    expect((await world.reviewRefund(world.reviewer.token, large.id, { approve: true })).body).toMatchObject({
      code: 3100003,
      data: { field: 'approve' },
    });
    const second = await world.reviewRefund(world.second.token, large.id, { approve: true });
    expect(second.body.data).toMatchObject({ status: 'approved', refund_amount_minor: 30_000 });
    expect((await balancesOf(world.db, large.shopper.id)).availableMinor).toBe(
      before.availableMinor + 30_000,
    );
    expect((await world.counts(world.second.token)).return).toMatchObject({
      open: 0,
      awaiting_second_approval: 0,
    });
    expect((await world.reviewRefund(world.second.token, large.id, { approve: true })).body.code).toBe(
      3100001,
    );
    const audit = (await world.get(`/staff/audit?kind=return&task_id=${large.id}`, world.admin.token)).body
      .data.list;
    expect(audit.map((step: { to: string }) => step.to)).toEqual(['refunded', 'in_review']);

    const small = await world.returnRequest(2_000);
    expect(
      (await world.reviewRefund(world.reviewer.token, small.id, { approve: true })).body.data,
    ).toMatchObject({ status: 'approved', refund_amount_minor: 2_000 });
    expect(await ledgerViolations(world.db)).toEqual([]);
  });

  it('lets anyone refuse a large return after its first approval, which then pays nothing', async () => {
    const large = await world.returnRequest(25_000);
    const before = await balancesOf(world.db, large.shopper.id);
    await world.reviewRefund(world.reviewer.token, large.id, { approve: true });
    const refusal = await world.reviewRefund(world.reviewer.token, large.id, {
      approve: false,
      message: 'The photo shows another lamp',
    });
    expect(refusal.body.data).toMatchObject({ status: 'refused', refund_amount_minor: 0 });
    expect(await balancesOf(world.db, large.shopper.id)).toEqual(before);
    expect((await world.counts(world.second.token)).return.awaiting_second_approval).toBe(0);
    expect(await ledgerViolations(world.db)).toEqual([]);
  });
});

describe('one way to change a reviewed thing’s state', () => {
  const TABLES = 'walletRecharges|walletWithdrawals|refunds|sellerApplications|shopRegistrations|products';
  const UPDATE = new RegExp(`\\.update\\((${TABLES})\\)`);
  const STATE_SET = /\b(state|status)\s*:|\bset\.(state|status)\s*=/;
  const SQL_WRITE =
    /update\s+(wallet_recharges|wallet_withdrawals|refunds|seller_applications|shop_registrations|products)\s+set[^;`]*\b(state|status)\s*=/i;
  const TRANSITION_FILES = new Set([
    'wallet/src/review-transitions.ts',
    'seller/src/review-transitions.ts',
    'orders/src/refund-transitions.ts',
    'catalogue/src/product-transitions.ts',
  ]);

  /** The lines of each `.update(<reviewed table>)` statement (to its `.where(` or `;`) that set a state. */
  function stateWrites(text: string): number[] {
    const lines = text.split('\n');
    const found: number[] = [];
    lines.forEach((line, index) => {
      if (SQL_WRITE.test(line) || /\bset\.(state|status)\s*=/.test(line)) found.push(index + 1);
      if (!UPDATE.test(line)) return;
      for (let next = index; next < Math.min(lines.length, index + 12); next += 1) {
        if (next > index && /\.where\(|;\s*$/.test(lines[next]!)) break;
        if (STATE_SET.test(lines[next]!)) found.push(next + 1);
      }
    });
    return found;
  }

  it('recognises a direct write', () => {
    expect(
      stateWrites(`await tx\n  .update(walletRecharges)\n  .set({ state: 'completed' })\n  .where(x);`),
    ).toEqual([3]);
    expect(stateWrites(`set.status = 'active';`)).toEqual([1]);
    expect(stateWrites('update refunds set state = $1 where id = $2')).toEqual([1]);
    expect(
      stateWrites(
        `await tx\n  .update(products)\n  .set({ stock: 1 })\n  .where(x);\nconst a = { status: 'x' };`,
      ),
    ).toEqual([]);
  });

  it('finds no service that writes a top-up’s, withdrawal’s, application’s, registration’s, product’s or return’s state but its transition', () => {
    const folder = join(workspaceRoot, 'libs/server');
    const offenders: string[] = [];
    for (const domain of readdirSync(folder, { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    )) {
      const source = join(folder, domain.name, 'src');
      for (const file of readdirSync(source, { recursive: true }) as string[]) {
        if (!file.endsWith('.ts') || file.endsWith('.spec.ts') || file.endsWith('tables.ts')) continue;
        if (TRANSITION_FILES.has(`${domain.name}/src/${file}`)) continue;
        for (const line of stateWrites(readFileSync(join(source, file), 'utf8')))
          offenders.push(`libs/server/${domain.name}/src/${file}:${line}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe(
  'staff races on PostgreSQL',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    const world = staffWorld({ STAFF_SECOND_APPROVAL_MINOR: '20000' });
    const crew: { id: number; token: string }[] = [];
    before(async () => {
      await world.start();
      for (let index = 0; index < 4; index += 1)
        crew.push(await world.staff(`crew-${index}@staff.example`, `Crew ${index}`, ['reviewer']));
    });
    after(() => world.api.close());

    it('lets a return’s second approval racing a refusal end one way only, refunded at most once', async () => {
      for (let round = 0; round < 3; round += 1) {
        const { id, shopper } = await world.returnRequest(25_000);
        const before = await balancesOf(world.db, shopper.id);
        expect((await world.reviewRefund(crew[0]!.token, id, { approve: true })).body.data.status).toBe(
          'in_review',
        );
        const [approval, refusal, again] = await Promise.all([
          world.reviewRefund(crew[1]!.token, id, { approve: true }),
          world.reviewRefund(crew[2]!.token, id, { approve: false, message: 'Not as described' }),
          world.reviewRefund(crew[3]!.token, id, { approve: true }),
        ]);
        const answers = [approval, refusal, again];
        expect(answers.filter(({ body }) => body.code === 200)).toHaveLength(1);
        expect(answers.filter(({ body }) => body.code === 3100001 || body.code === 3100002)).toHaveLength(2);
        const refunded = answers.some(({ body }) => body.code === 200 && body.data.status === 'approved');
        const after = await balancesOf(world.db, shopper.id);
        expect(after.availableMinor).toBe(before.availableMinor + (refunded ? 25_000 : 0));
        const steps = (await world.get(`/staff/audit?kind=return&task_id=${id}`, world.admin.token)).body.data
          .list;
        expect(steps.map((step: { to: string }) => step.to)).toEqual([
          refunded ? 'refunded' : 'refused',
          'in_review',
        ]);
        expect(await ledgerViolations(world.db)).toEqual([]);
      }
    });
  },
);
