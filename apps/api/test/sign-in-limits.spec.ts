import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { pruneSignInThrottles, signInAddressKey } from '@mall/server-account';
import { buildApp } from '../src/app';
import { type DatabaseHandle, openDatabase } from '../src/db/connection';
import { signInLimits } from '../src/modules/account/sign-in-limits';
import { createPostgresTestDatabase, form, testConfig } from './harness';

/** A clock the tests move by hand: the waits are seconds to minutes long. */
function fakeClock() {
  let now = Date.parse('2026-03-01T10:00:00Z');
  return { now: () => new Date(now), advance: (seconds: number) => (now += seconds * 1000) };
}

/** A migrated database of its own: on TEST_DATABASE_URL's server when set, else in PGlite. */
async function testDatabase(): Promise<{ database: DatabaseHandle; url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPostgresTestDatabase(url);
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  return { database };
}

const PASSWORD = 'engine42';

/** A password sign-in from the client `address` (the connection's: no proxy is trusted). */
const attempt = (email: string, password: string, address: string): InjectOptions => ({
  ...form('/api/customer/login/account', { email, password }),
  remoteAddress: address,
});

const register = async (app: FastifyInstance, email: string) => {
  const answer = await app.inject({
    ...form('/api/customer/register/account', {
      firstname: 'Vic',
      lastname: 'Tim',
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      agree_terms: true,
    }),
    remoteAddress: '10.9.9.9',
  });
  expect(answer.json().code).toBe(200);
};

/** The envelope's code and, for 1100009, how long to wait by its data and by Retry-After. */
async function signIn(app: FastifyInstance, email: string, password: string, address: string) {
  const answer = await app.inject(attempt(email, password, address));
  const body = answer.json();
  return {
    status: answer.statusCode,
    code: body.code as number,
    wait: body.data?.retry_after_seconds as number | undefined,
    retryAfter: answer.headers['retry-after'],
    message: body.message as string,
  };
}

const addresses = (count: number, prefix = '203.0.113') =>
  Array.from({ length: count }, (_, i) => `${prefix}.${i + 1}`);

describe('sign-in limits', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = fakeClock();

  /** An app with these settings over the suite's database, closed after the test. */
  const appWith = async (env: NodeJS.ProcessEnv) => {
    app = await buildApp({ database, config: testConfig(env), clock: clock.now });
    return app;
  };

  before(async () => {
    ({ database } = await testDatabase());
  });
  after(() => database.close());

  it('limits password sign-in per account across many addresses, the same for an unknown e-mail', async () => {
    const api = await appWith({
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '20',
      SIGN_IN_ACCOUNT_FAILURES_BEFORE_DELAY: '5',
    });
    try {
      await register(api, 'victim@example.com');
      const guesses = async (email: string) => {
        const answers = [];
        // One guess from each of 39 addresses, as the outside battery tried, within the same second.
        for (const address of addresses(39)) answers.push(await signIn(api, email, 'guess-123', address));
        return answers;
      };
      const known = await guesses('victim@example.com');
      expect(known.map((answer) => answer.code)).toEqual([
        ...Array(5).fill(1100002),
        ...Array(34).fill(1100009),
      ]);
      expect(known[5]).toMatchObject({
        status: 200,
        wait: 1,
        retryAfter: '1',
        message: 'Too many sign-in attempts: try again in 1 s',
      });
      // Whether an account has the address is not told: an unknown one is answered alike.
      const unknown = await guesses('nobody@example.com');
      expect(unknown.map(({ code, wait }) => ({ code, wait }))).toEqual(
        known.map(({ code, wait }) => ({ code, wait })),
      );
      // Another spelling of the address is the same account.
      expect((await signIn(api, 'VICTIM@Example.com', PASSWORD, '198.51.100.200')).code).toBe(1100009);
      clock.advance(1);
      expect((await signIn(api, 'VICTIM@Example.com', PASSWORD, '198.51.100.200')).code).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('limits sign-in per address across many accounts, the social sign-in in the same count', async () => {
    const api = await appWith({
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '5',
      SIGN_IN_ACCOUNT_FAILURES_BEFORE_DELAY: '5',
    });
    try {
      const address = '192.0.2.50';
      const codes = [];
      for (let i = 0; i < 8; i++)
        codes.push((await signIn(api, `someone${i}@example.com`, 'guess-123', address)).code);
      expect(codes).toEqual([...Array(5).fill(1100002), ...Array(3).fill(1100009)]);
      const refused = await signIn(api, 'someone9@example.com', 'guess-123', address);
      expect(refused.wait).toBeGreaterThanOrEqual(1);
      expect(refused.wait).toBeLessThanOrEqual(60);
      expect(refused.retryAfter).toBe(String(refused.wait));
      const social = await api.inject({
        method: 'GET',
        url: '/api/customer/login/tiktok?data=code%3Dx%26state%3Dyyyyyyyyyyyyyyyy',
        remoteAddress: address,
      });
      expect(social.json().code).toBe(1100009);
      // Another address has its own budget; an IPv6 subscriber's /64 is one address.
      expect((await signIn(api, 'someone0@example.com', 'guess-123', '192.0.2.51')).code).toBe(1100002);
      expect(signInAddressKey('2001:db8:1:2:aaaa::1')).toBe(signInAddressKey('2001:db8:1:2:bbbb::9'));
      expect(signInAddressKey('2001:db8:1:2:aaaa::1')).not.toBe(signInAddressKey('2001:db8:1:3::1'));
      expect(signInAddressKey('::ffff:192.0.2.50')).toBe('192.0.2.50');
      // The next minute counts afresh.
      clock.advance(60);
      expect((await signIn(api, 'someone0@example.com', 'guess-123', address)).code).toBe(1100002);
    } finally {
      await app.close();
    }
  });

  it('makes each further attempt wait longer, up to the cap, and forgets the failures on a success', async () => {
    const api = await appWith({
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '0',
      SIGN_IN_ACCOUNT_FAILURES_BEFORE_DELAY: '3',
      SIGN_IN_ACCOUNT_MAX_DELAY_SECONDS: '8',
    });
    try {
      const email = 'grows@example.com';
      await register(api, email);
      const guess = () => signIn(api, email, 'guess-123', '198.51.100.1');
      for (let i = 0; i < 3; i++) expect((await guess()).code).toBe(1100002);
      const waits = [];
      for (let i = 0; i < 5; i++) {
        const refused = await guess();
        expect(refused.code).toBe(1100009);
        waits.push(refused.wait!);
        // Hammering while refused does not lengthen the wait.
        for (let j = 0; j < 5; j++) expect((await guess()).wait).toBe(refused.wait);
        clock.advance(refused.wait!);
        expect((await guess()).code).toBe(1100002);
      }
      expect(waits).toEqual([1, 2, 4, 8, 8]);
      clock.advance(8);
      expect((await signIn(api, email, PASSWORD, '198.51.100.1')).code).toBe(200);
      // Forgotten: three failures are free again.
      for (let i = 0; i < 3; i++) expect((await guess()).code).toBe(1100002);
      expect((await guess()).wait).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('holds a victim off for a short while only, however long a stranger keeps guessing', async () => {
    const api = await appWith({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '20' });
    const config = testConfig();
    const maxDelay = config.accountSignIn.maxDelaySeconds;
    expect(maxDelay).toBe(300);
    try {
      const email = 'target@example.com';
      await register(api, email);
      // A stranger guesses from 39 addresses, every 5 seconds, for an hour.
      const strangers = addresses(39, '203.0.114');
      let longest = 0;
      for (let turn = 0; turn < 720; turn += 1) {
        const answer = await signIn(api, email, 'guess-123', strangers[turn % 39]!);
        if (answer.code === 1100009) longest = Math.max(longest, answer.wait!);
        clock.advance(5);
        if (turn % 120 === 119) {
          // Every ten minutes the owner tries: at worst they wait the cap, then they are in.
          const owner = await signIn(api, email, PASSWORD, '198.51.100.77');
          if (owner.code === 1100009) {
            expect(owner.wait).toBeLessThanOrEqual(maxDelay);
            clock.advance(owner.wait!);
            expect((await signIn(api, email, PASSWORD, '198.51.100.77')).code).toBe(200);
          } else expect(owner.code).toBe(200);
        }
      }
      expect(longest).toBeGreaterThan(maxDelay - 10);
      expect(longest).toBeLessThanOrEqual(maxDelay);
    } finally {
      await app.close();
    }
  });

  it('prunes counts no limit looks at any more', async () => {
    const api = await appWith({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '20' });
    try {
      await signIn(api, 'pruned@example.com', 'guess-123', '192.0.2.99');
      const count = async () =>
        Number(
          (
            (await database.db.execute(
              sql`select count(*) as n from sign_in_throttles where key in ('pruned@example.com', '192.0.2.99')`,
            )) as unknown as { rows: { n: number | string }[] }
          ).rows[0]!.n,
        );
      expect(await count()).toBe(2);
      const limits = signInLimits(testConfig());
      await pruneSignInThrottles(database.db, limits, clock.now());
      expect(await count()).toBe(2);
      clock.advance(limits.accountWindowSeconds + 1);
      await pruneSignInThrottles(database.db, limits, clock.now());
      expect(await count()).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe('The per-account and per-address limits hold across two API processes on one PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL;
  const skip = url
    ? false
    : 'needs TEST_DATABASE_URL (npm run test-api-postgres): two connection pools on one PostgreSQL database; ' +
      'the embedded PGlite database has a single connection inside one process';

  it(
    'counts attempts alternating between two app instances over two pools, and one burst once',
    { skip },
    async () => {
      const { database: first, url: databaseUrl } = await createPostgresTestDatabase(url!);
      const second = await openDatabase({ databaseUrl });
      const clock = fakeClock();
      const env = { SIGN_IN_RATE_LIMIT_PER_MINUTE: '10', SIGN_IN_ACCOUNT_FAILURES_BEFORE_DELAY: '5' };
      const apps = [
        await buildApp({ database: first, config: testConfig(env), clock: clock.now }),
        await buildApp({ database: second, config: testConfig(env), clock: clock.now }),
      ];
      try {
        await register(apps[0]!, 'shared@example.com');
        // Per account: 39 addresses, every other attempt on the other process.
        const perAccount = [];
        for (const [i, address] of addresses(39).entries())
          perAccount.push((await signIn(apps[i % 2]!, 'shared@example.com', 'guess-123', address)).code);
        expect(perAccount).toEqual([...Array(5).fill(1100002), ...Array(34).fill(1100009)]);

        // Per address: many accounts from one address, alternating.
        const perAddress = [];
        for (let i = 0; i < 14; i++)
          perAddress.push(
            (await signIn(apps[i % 2]!, `many${i}@example.com`, 'guess-123', '192.0.2.7')).code,
          );
        expect(perAddress).toEqual([...Array(10).fill(1100002), ...Array(4).fill(1100009)]);

        // A burst at one instant, half on each process: exactly the free failures get through.
        clock.advance(3600);
        const burst = await Promise.all(
          Array.from({ length: 24 }, (_, i) =>
            signIn(apps[i % 2]!, 'shared@example.com', 'guess-123', `198.51.100.${i + 1}`),
          ),
        );
        const codes = burst.map((answer) => answer.code).sort();
        expect(codes).toEqual([...Array(5).fill(1100002), ...Array(19).fill(1100009)]);
      } finally {
        await apps[1]!.close();
        await second.close();
        await apps[0]!.close();
        await first.close();
      }
    },
  );
});
