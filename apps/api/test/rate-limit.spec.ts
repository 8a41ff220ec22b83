import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/connection';
import { form, testConfig } from './harness';

describe('rate limits on sensitive endpoints', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  before(async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    app = await buildApp({ database, config: testConfig(), sensitiveRateLimit: 3 });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  after(() => close());

  it('answers sign-in attempts beyond the limit with a 429 envelope, and leaves other endpoints alone', async () => {
    const attempt = () =>
      app.inject(form('/api/customer/login/account', { email: 'x@example.com', password: 'wrong' }));
    for (let i = 0; i < 3; i++) expect((await attempt()).json().code).toBe(1100002);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, data: null });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/api/customer/index/get_languages' })).statusCode).toBe(
      200,
    );
  });
});

describe('rate limit on search', () => {
  it('answers searches beyond SEARCH_RATE_LIMIT_PER_MINUTE with a 429 envelope; 0 turns the limit off', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    const limited = await buildApp({ database, config: testConfig({ SEARCH_RATE_LIMIT_PER_MINUTE: '2' }) });
    const unlimited = await buildApp({ database, config: testConfig({ SEARCH_RATE_LIMIT_PER_MINUTE: '0' }) });
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
      await database.close();
    }
  });
});
