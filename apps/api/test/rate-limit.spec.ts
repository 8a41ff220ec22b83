import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { parseTrustProxy } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/connection';
import { form, testConfig } from './harness';

let database: DatabaseHandle;
before(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
});
after(() => database.close());

/** An app on the shared database with these settings, closed after the test. */
async function appWith(env: NodeJS.ProcessEnv) {
  return buildApp({ database, config: testConfig(env) });
}

const signIn = (forwardedFor?: string): InjectOptions => {
  const request = form('/api/customer/login/account', { email: 'x@example.com', password: 'wrong' });
  return forwardedFor
    ? { ...request, headers: { ...request.headers, 'x-forwarded-for': forwardedFor } }
    : request;
};

describe('rate limits', () => {
  it('answers sign-in attempts beyond the limit with a 429 envelope, and leaves other endpoints alone', async () => {
    const app = await appWith({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i++) expect((await app.inject(signIn())).json().code).toBe(1100002);
      const limited = await app.inject(signIn());
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 429, data: null });
      expect(limited.headers['retry-after']).toBeDefined();
      const languages = await app.inject({ method: 'GET', url: '/api/customer/index/get_languages' });
      expect(languages.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('believes no X-Forwarded-For by default, so a client cannot rotate its way past the limit', async () => {
    const app = await appWith({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push((await app.inject(signIn(`198.51.100.${i}`))).statusCode);
      expect(answers).toEqual([200, 200, 200, 429, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it('counts the address a trusted proxy forwards with TRUST_PROXY (hops or addresses)', async () => {
    for (const trust of ['1', '127.0.0.1']) {
      const app = await appWith({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: trust });
      try {
        const statuses = async (client: string) => {
          const answers = [];
          for (let i = 0; i < 3; i++) answers.push((await app.inject(signIn(client))).statusCode);
          return answers;
        };
        expect(await statuses('198.51.100.7')).toEqual([200, 200, 429]);
        // Another client behind the same proxy has its own budget.
        expect(await statuses('198.51.100.8')).toEqual([200, 200, 429]);
        // A forged entry left of the proxy's own does not change the client address the proxy saw.
        expect((await app.inject(signIn('203.0.113.1, 198.51.100.7'))).statusCode).toBe(429);
      } finally {
        await app.close();
      }
    }
  });

  it('takes every limit from configuration, 0 turning it off', async () => {
    const limited = await appWith({ REGISTER_RATE_LIMIT_PER_MINUTE: '1', UPLOAD_RATE_LIMIT_PER_MINUTE: '1' });
    const unlimited = await appWith({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '0' });
    try {
      const register = () =>
        limited.inject(form('/api/customer/register/account', { email: 'not-an-address' }));
      expect((await register()).statusCode).toBe(200);
      expect((await register()).statusCode).toBe(429);
      const upload = () => limited.inject({ method: 'POST', url: '/api/upload' });
      expect((await upload()).statusCode).toBe(200);
      expect((await upload()).statusCode).toBe(429);
      for (let i = 0; i < 25; i++) expect((await unlimited.inject(signIn())).statusCode).toBe(200);
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

describe('TRUST_PROXY', () => {
  it('trusts nobody unless told, and refuses "true", which would believe any client', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => parseTrustProxy('true')).toThrow(/hops or their addresses/);
  });
});
