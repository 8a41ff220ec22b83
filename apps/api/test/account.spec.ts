import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createTestApp, form, type TestApp } from './harness';

let api: TestApp;
before(async () => {
  api = await createTestApp();
});
after(() => api.close());

const registration = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  password: 'engine42',
  confirm_password: 'engine42',
  agree_terms: true,
};
const register = (fields: Record<string, string | boolean>) =>
  api.call(form('/api/customer/register/account', fields));
const login = (email: string, password: string) =>
  api.call(form('/api/customer/login/account', { email, password }));
const userInfo = (token?: string) =>
  api.call({
    method: 'GET',
    url: '/api/customer/info/get_userinfo',
    headers: token ? { 'access-token': token } : {},
  });

describe('registration', () => {
  it('refuses without the terms agreed, with a mismatched confirmation, a non-English name or a short password', async () => {
    expect((await register({ ...registration, agree_terms: false })).body.code).toBe(1100001);
    expect((await register({ ...registration, confirm_password: 'engine43' })).body.code).toBe(1100001);
    expect((await register({ ...registration, firstname: '艾达' })).body.code).toBe(1000008);
    expect(
      (await register({ ...registration, password: 'short', confirm_password: 'short' })).body.code,
    ).toBe(1000008);
  });

  it('creates the account, signs it in, and refuses the same email again in any case', async () => {
    const created = await register(registration);
    expect(created.body.code).toBe(200);
    expect(created.body.data['access-token']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.body.data.user).toMatchObject({
      firstname: 'Ada',
      email: 'ada@example.com',
      is_seller: false,
      seller_url: null,
    });
    expect(created.body.data.card).toEqual({ count: 0 });
    expect((await register({ ...registration, email: 'ADA@example.com' })).body.code).toBe(1100000);
  });
});

describe('sign-in and sessions', () => {
  it('answers 1100002 alike for an unknown email and a wrong password', async () => {
    expect((await login('nobody@example.com', 'engine42')).body).toEqual({
      code: 1100002,
      message: 'Email or password wrong',
      data: null,
    });
    expect((await login('ada@example.com', 'wrong-password')).body).toEqual({
      code: 1100002,
      message: 'Email or password wrong',
      data: null,
    });
  });

  it('signs in, reads the user, and revokes the token on logout', async () => {
    const { body } = await login('Ada@Example.com', 'engine42');
    const token = body.data['access-token'] as string;
    expect((await userInfo(token)).body.data).toMatchObject({
      email: 'ada@example.com',
      notice: { count: 0 },
    });
    const state = await api.call({
      ...form('/api/customer/login/index', {}),
      headers: { 'access-token': token, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(state.body.data).toMatchObject({ logged_in: true, user: { firstname: 'Ada' } });
    expect(
      (
        await api.call({
          method: 'GET',
          url: '/api/customer/user/logout',
          headers: { 'access-token': token },
        })
      ).body.code,
    ).toBe(200);
    expect((await userInfo(token)).body.code).toBe(1000004);
  });

  it('answers 1100003 without a token and 1000004 for an unknown one', async () => {
    expect((await userInfo()).body.code).toBe(1100003);
    expect((await userInfo('x'.repeat(43))).body.code).toBe(1000004);
    expect((await userInfo("' or 1=1 --")).body.code).toBe(1000004);
  });

  it('stores only a hash of the token', async () => {
    const { body } = await login('ada@example.com', 'engine42');
    const token = body.data['access-token'] as string;
    const client = (
      api.database.db as unknown as {
        $client: { query(sql: string): Promise<{ rows: { token_hash: Uint8Array }[] }> };
      }
    ).$client;
    const { rows } = await client.query('select token_hash from sessions');
    for (const row of rows) expect(Buffer.from(row.token_hash).toString('utf8')).not.toContain(token);
    expect(rows.every((row) => row.token_hash.length === 32)).toBe(true);
  });
});
