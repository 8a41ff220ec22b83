import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { InjectOptions } from 'fastify';
import { openTestDatabase } from '@mall/server-database/testing';
import { buildApp } from '../src/app';
import { parseTrustProxy } from '../src/config';
import type { DatabaseHandle } from '../src/db/connection';
import { form, testConfig } from './harness';

let database: DatabaseHandle;
before(async () => {
  database = await openTestDatabase();
});
after(() => database.close());

/** An app on the shared database with these settings, closed after the test. */
async function appWith(env: NodeJS.ProcessEnv) {
  return buildApp({ database, config: testConfig(env) });
}

/**
 * A wrong password sign-in from `remoteAddress` (the connection's), with an X-Forwarded-For header when given. The
 * sign-in counts are in the database this file's apps share: each test signs in from addresses of its own.
 */
const signIn = (remoteAddress: string, forwardedFor?: string): InjectOptions => {
  const request = form('/api/customer/login/account', { email: 'x@example.com', password: 'wrong' });
  return {
    ...request,
    remoteAddress,
    ...(forwardedFor && { headers: { ...request.headers, 'x-forwarded-for': forwardedFor } }),
  };
};

/** Sign-in's per-address limit alone: the per-account one has its own suite (sign-in-limits.spec.ts). */
const signInLimit = (perMinute: string): NodeJS.ProcessEnv => ({
  SIGN_IN_RATE_LIMIT_PER_MINUTE: perMinute,
  SIGN_IN_ACCOUNT_FAILURES_BEFORE_DELAY: '0',
});

const code = async (app: Awaited<ReturnType<typeof appWith>>, request: InjectOptions) =>
  (await app.inject(request)).json().code;

describe('rate limits', () => {
  it('answers sign-in attempts beyond the limit with 1100009 and how long to wait, and leaves other endpoints alone', async () => {
    const app = await appWith(signInLimit('3'));
    try {
      for (let i = 0; i < 3; i++) expect(await code(app, signIn('192.0.2.1'))).toBe(1100002);
      const limited = await app.inject(signIn('192.0.2.1'));
      // A business answer the storefront shows ("try again in N s"), not a transport failure.
      expect(limited.statusCode).toBe(200);
      expect(limited.json()).toMatchObject({
        code: 1100009,
        data: { retry_after_seconds: expect.any(Number) },
      });
      expect(limited.headers['retry-after']).toBe(String(limited.json().data.retry_after_seconds));
      const languages = await app.inject({ method: 'GET', url: '/api/customer/index/get_languages' });
      expect(languages.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('believes no X-Forwarded-For by default, so a client cannot rotate its way past the limit', async () => {
    const app = await appWith(signInLimit('3'));
    try {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await code(app, signIn('192.0.2.2', `198.51.100.${i}`)));
      expect(answers).toEqual([1100002, 1100002, 1100002, 1100009, 1100009, 1100009]);
    } finally {
      await app.close();
    }
  });

  it('counts the address a trusted proxy forwards with TRUST_PROXY (hops or addresses)', async () => {
    for (const [trust, clients] of [
      ['1', ['198.51.100.7', '198.51.100.8']],
      ['127.0.0.1', ['198.51.100.17', '198.51.100.18']],
    ] as const) {
      const app = await appWith({ ...signInLimit('2'), TRUST_PROXY: trust });
      try {
        const answers = async (client: string) => {
          const codes = [];
          for (let i = 0; i < 3; i++) codes.push(await code(app, signIn('127.0.0.1', client)));
          return codes;
        };
        expect(await answers(clients[0])).toEqual([1100002, 1100002, 1100009]);
        // Another client behind the same proxy has its own budget.
        expect(await answers(clients[1])).toEqual([1100002, 1100002, 1100009]);
        // A forged entry left of the proxy's own does not change the client address the proxy saw.
        expect(await code(app, signIn('127.0.0.1', `203.0.113.1, ${clients[0]}`))).toBe(1100009);
      } finally {
        await app.close();
      }
    }
  });

  it('takes every limit from configuration, 0 turning it off', async () => {
    const limited = await appWith({ REGISTER_RATE_LIMIT_PER_MINUTE: '1', UPLOAD_RATE_LIMIT_PER_MINUTE: '1' });
    const unlimited = await appWith(signInLimit('0'));
    try {
      const register = () =>
        limited.inject(form('/api/customer/register/account', { email: 'not-an-address' }));
      expect((await register()).statusCode).toBe(200);
      expect((await register()).statusCode).toBe(429);
      const upload = () => limited.inject({ method: 'POST', url: '/api/upload' });
      expect((await upload()).statusCode).toBe(200);
      expect((await upload()).statusCode).toBe(429);
      for (let i = 0; i < 25; i++) expect(await code(unlimited, signIn('192.0.2.3'))).toBe(1100002);
    } finally {
      await limited.close();
      await unlimited.close();
    }
  });

  it('answers searches beyond SEARCH_RATE_LIMIT_PER_MINUTE with a 429 envelope; 0 turns the limit off', async () => {
    const limited = await appWith({ SEARCH_RATE_LIMIT_PER_MINUTE: '2' });
    const unlimited = await appWith({ SEARCH_RATE_LIMIT_PER_MINUTE: '0' });
    try {
      const search = (app: typeof limited, keyword: string) =>
        app.inject({ method: 'GET', url: `/api/search/${keyword}` });
      expect((await search(limited, 'tea')).json().code).toBe(200);
      expect((await search(limited, 'cups')).json().code).toBe(200);
      const refused = await search(limited, 'kettle');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 429, data: null });
      for (let i = 0; i < 5; i++) expect((await search(unlimited, `word${i}`)).statusCode).toBe(200);
    } finally {
      await limited.close();
      await unlimited.close();
    }
  });
});

describe('search suggestions', () => {
  it('limits suggestions per client address with a count every API process shares, 0 turning it off', async () => {
    // Two processes on one database: the second sees the requests the first counted.
    const first = await appWith({ SUGGESTIONS_RATE_LIMIT_PER_MINUTE: '3' });
    const second = await appWith({ SUGGESTIONS_RATE_LIMIT_PER_MINUTE: '3' });
    const unlimited = await appWith({ SUGGESTIONS_RATE_LIMIT_PER_MINUTE: '0' });
    try {
      const suggest = (app: typeof first, remoteAddress: string, keyword: string) =>
        app.inject({ method: 'GET', url: `/api/search-suggestions?keyword=${keyword}`, remoteAddress });
      expect((await suggest(first, '192.0.2.40', 'k')).json().code).toBe(200);
      expect((await suggest(second, '192.0.2.40', 'ke')).json().code).toBe(200);
      expect((await suggest(first, '192.0.2.40', 'ket')).json().code).toBe(200);
      const refused = await suggest(second, '192.0.2.40', 'kett');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 429, data: null });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another client has its own budget; an IPv6 client counts by its /64.
      expect((await suggest(first, '192.0.2.41', 'kettle')).statusCode).toBe(200);
      for (let i = 0; i < 3; i++)
        expect((await suggest(first, `2001:db8:0:1::${i + 1}`, 'tea')).statusCode).toBe(200);
      expect((await suggest(second, '2001:db8:0:1::99', 'tea')).statusCode).toBe(429);
      for (let i = 0; i < 5; i++)
        expect((await suggest(unlimited, '192.0.2.40', 'cup')).statusCode).toBe(200);
    } finally {
      await first.close();
      await second.close();
      await unlimited.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nobody unless told, and refuses "true", which would believe any client', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => parseTrustProxy('true')).toThrow(/hops or their addresses/);
  });
});
