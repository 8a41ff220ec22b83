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
