import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createNotice } from '@mall/server-notices';
import { creditWallet, payOrderFromWallet, postJournal } from '@mall/server-wallet';
import { createTestApp, form, signUp, type TestApp } from './harness';

let api: TestApp;
const tokens: Record<'ada' | 'bob', string> = { ada: '', bob: '' };
const ids: Record<'ada' | 'bob', number> = { ada: 0, bob: 0 };

const get = (url: string, token?: string) =>
  api.call({ method: 'GET', url, headers: token ? { 'access-token': token } : {} });

before(async () => {
  api = await createTestApp();
  for (const name of ['ada', 'bob'] as const) {
    ({ id: ids[name], token: tokens[name] } = await signUp(
      api,
      `${name}@example.com`,
      name === 'ada' ? 'Ada' : 'Bob',
    ));
  }
});
after(() => api.close());

describe('notices', () => {
  before(async () => {
    await createNotice(api.database.db, {
      userId: ids.ada,
      type: 500,
      status: 1,
      key: 'recharge.approved',
      params: { message: 'USD 100.00' },
    });
    await createNotice(api.database.db, {
      userId: ids.ada,
      type: 100,
      status: 1,
      key: 'seller_application.accepted',
      params: { message: 'Welcome' },
    });
    await createNotice(api.database.db, {
      userId: ids.bob,
      type: 400,
      status: -1,
      key: 'withdrawal.refused',
      params: { message: '…' },
    });
  });

  it('lists only the caller’s notices, newest first, fifteen to a page', async () => {
    const { body } = await get('/api/customer/user/notices', tokens.ada);
    expect(body.data).toMatchObject({ page: 1, page_size: 15, total: 2 });
    expect(body.data.list.map((notice: { title: string }) => notice.title)).toEqual([
      'Seller application accepted',
      'Top-up approved',
    ]);
    expect(body.data.list[0]).toMatchObject({ type: 100, status: 1, read: false });
  });

  it('counts unread notices, marks one and then all as read', async () => {
    expect((await get('/api/customer/info/notice_in_read', tokens.ada)).body.data).toEqual({
      unread_count: 2,
      has_unread: true,
    });
    const list = (await get('/api/customer/user/notices', tokens.ada)).body.data.list;
    expect((await get(`/api/customer/user/notice-read?id=${list[0].id}`, tokens.ada)).body.data).toEqual({
      unread_count: 1,
    });
    expect((await get('/api/customer/info/get_userinfo', tokens.ada)).body.data.notice).toEqual({ count: 1 });
    expect((await get('/api/customer/user/notice-read', tokens.ada)).body.data).toEqual({ unread_count: 0 });
    expect((await get('/api/customer/user/notices?unread_only=true', tokens.ada)).body.data.list).toEqual([]);
  });

  it('does not let one user read or mark another user’s notice', async () => {
    const bobsNotice = (await get('/api/customer/user/notices', tokens.bob)).body.data.list[0];
    expect((await get(`/api/customer/user/notice-read?id=${bobsNotice.id}`, tokens.ada)).body.code).toBe(
      2000019,
    );
    expect((await get('/api/customer/info/notice_in_read', tokens.bob)).body.data.unread_count).toBe(1);
  });
});

describe('balance', () => {
  it('shows the available, frozen and pending accounts of the user alone', async () => {
    expect((await get('/api/customer/info/get_user_balance', tokens.bob)).body.data).toEqual({
      balance_minor: 0,
      frozen_minor: 0,
      pending_minor: 0,
      currency: 'USD',
    });
    const { db } = api.database;
    await db.transaction(async (tx) => {
      await creditWallet(tx, { userId: ids.bob, amountMinor: 25_000, key: 'profile:bob' });
      await payOrderFromWallet(tx, { userId: ids.bob, orderId: 1, amountMinor: 4_999 });
      await postJournal(tx, {
        kind: 'wallet_credit',
        idempotencyKey: 'profile:bob-held',
        entries: [
          { account: { type: 'platform', kind: 'cash' }, amountMinor: -13_000 },
          { account: { type: 'user', userId: ids.bob, kind: 'frozen' }, amountMinor: 3_000 },
          { account: { type: 'user', userId: ids.bob, kind: 'pending' }, amountMinor: 10_000 },
        ],
      });
      await creditWallet(tx, { userId: ids.ada, amountMinor: 99, key: 'profile:ada' });
    });
    expect((await get('/api/customer/info/get_user_balance', tokens.bob)).body.data).toEqual({
      balance_minor: 20_001,
      frozen_minor: 3_000,
      pending_minor: 10_000,
      currency: 'USD',
    });
  });
});

describe('profile updates', () => {
  const update = (fields: Record<string, string>, token = tokens.ada) =>
    api.call(form('/api/customer/info/update_user', fields, token));

  it('changes the name and phone', async () => {
    const { body } = await update({ firstname: 'Augusta', phone: '+66 812345678' });
    expect(body.data).toMatchObject({ firstname: 'Augusta', lastname: 'Tester', phone: '+66 812345678' });
  });

  it('refuses an empty change, a non-English name and an avatar that is not the user’s upload', async () => {
    expect((await update({})).body.code).toBe(1100004);
    expect((await update({ firstname: 'Août' })).body.code).toBe(1000008);
    expect((await update({ avatar: 'https://evil.example/x.png' })).body.code).toBe(1100004);
  });

  it('changes the password only with the current one, then signs out the other sessions', async () => {
    const other = (
      await api.call(form('/api/customer/login/account', { email: 'ada@example.com', password: 'engine42' }))
    ).body.data['access-token'];
    expect(
      (await update({ current_password: 'wrong', new_password: 'newsecret', confirm_password: 'newsecret' }))
        .body.code,
    ).toBe(1100002);
    expect(
      (
        await update({
          current_password: 'engine42',
          new_password: 'newsecret',
          confirm_password: 'different',
        })
      ).body.code,
    ).toBe(1100004);
    expect(
      (
        await update({
          current_password: 'engine42',
          new_password: 'newsecret',
          confirm_password: 'newsecret',
        })
      ).body.code,
    ).toBe(200);
    expect((await get('/api/customer/info/get_userinfo', other)).body.code).toBe(1000004);
    expect((await get('/api/customer/info/get_userinfo', tokens.ada)).body.code).toBe(200);
    expect(
      (
        await api.call(
          form('/api/customer/login/account', { email: 'ada@example.com', password: 'newsecret' }),
        )
      ).body.code,
    ).toBe(200);
  });
});
