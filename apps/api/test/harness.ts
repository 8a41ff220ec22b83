import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { openTestDatabase } from '@mall/server-database/testing';
import { buildApp } from '../src/app';
import { loadConfig, type ServerConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/connection';

export { createPostgresTestDatabase } from '@mall/server-database/testing';

// Tests read many response shapes; the envelope's `data` is checked by assertions, not by types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ResponseData = any;

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: ServerConfig;
  call(
    options: InjectOptions,
  ): Promise<{ status: number; body: { code: number; message: string; data: ResponseData } }>;
  close(): Promise<void>;
}

/**
 * node-postgres queues a statement sent while its connection runs another, and warns that pg@9 will
 * refuse it: two statements at once on one transaction's connection fail the suite that sent them.
 */
const statementsAtOnce: string[] = [];
process.on('warning', (warning) => {
  if (warning.message.includes('already executing a query'))
    statementsAtOnce.push(warning.stack ?? warning.message);
});

/** Configuration for a test server: its own data folder, a fixed signing secret. */
export const testConfig = (env: NodeJS.ProcessEnv = {}): ServerConfig =>
  loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'mall-api-test-')),
    SIGNING_SECRET: 'test-signing-secret',
    WEB_ROOT: join(tmpdir(), 'mall-no-web-apps'),
    // Suites send many requests from one address; the limits have their own suite.
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '0',
    REGISTER_RATE_LIMIT_PER_MINUTE: '0',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '0',
    ...env,
  });

/** The API in this process on a database of its own, or on `database` (which it then closes with itself). */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  database?: DatabaseHandle,
): Promise<TestApp> {
  database ??= await openTestDatabase();
  const config = testConfig(env);
  const app = await buildApp({ database, config });
  return {
    app,
    database,
    config,
    async call(options) {
      // What the test did before (through a service) and what the request does reach their subscribers (notices,
      // live messages) before the test looks.
      await app.deliverEvents();
      const response = await app.inject(options);
      await app.deliverEvents();
      return { status: response.statusCode, body: response.json() };
    },
    async close() {
      await app.close();
      await database.close();
      if (statementsAtOnce.length > 0) {
        throw new Error(`statements were sent at once on one connection:\n${statementsAtOnce.join('\n')}`);
      }
    },
  };
}

/** A form-encoded POST, as the storefront sends it. */
export const form = (
  url: string,
  fields: Record<string, string | number | boolean>,
  token?: string,
): InjectOptions => ({
  method: 'POST',
  url,
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    ...(token ? { 'access-token': token } : {}),
  },
  payload: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(),
});

export interface SignedUpUser {
  id: number;
  token: string;
}

/** Registers a shopper through the API, as the storefront does, and returns its id and token. */
export async function signUp(api: TestApp, email: string, firstname = 'Ada'): Promise<SignedUpUser> {
  const { body } = await api.call(
    form('/api/customer/register/account', {
      firstname,
      lastname: 'Tester',
      email,
      password: 'engine42',
      confirm_password: 'engine42',
      agree_terms: true,
    }),
  );
  if (body.code !== 200) throw new Error(`sign-up of ${email} failed: ${body.code} ${body.message}`);
  return { id: body.data.user.id, token: body.data['access-token'] };
}

/** A valid address-book entry, as the address form sends it. */
export const sampleAddress = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  telephone: '+1 (415) 555-0100',
  street: '1 Market Street',
  postcode: '94105',
  city: 'San Francisco',
  state: 'California',
  country: 'US',
} as const;
