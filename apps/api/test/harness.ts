import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type ServerConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/connection';

let template: Promise<Blob> | undefined;

/** A migrated PGlite data folder, made once per test process and cloned for each test app. */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    const client = (database.db as unknown as { $client: { dumpDataDir(): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir();
    await database.close();
    return dump;
  })();
  return template;
}

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

const TEMPLATE_DATABASE = 'mall_template';
const TEMPLATE_LOCK = 7265;
let databaseCount = 0;

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

async function dropDatabase(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
  } finally {
    await admin.end();
  }
}

/**
 * With TEST_DATABASE_URL (a real PostgreSQL server), each test app gets its own database cloned from a
 * migrated template; test files run in parallel processes, so creating the template and cloning it are
 * serialised by an advisory lock. Without it, a PGlite database cloned from a migrated data folder.
 */
async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedTemplate() });
  return (await createPostgresTestDatabase(url)).database;
}

/** A migrated database of its own on the PostgreSQL server at `url`, dropped when its handle closes. */
export async function createPostgresTestDatabase(
  url: string,
): Promise<{ database: DatabaseHandle; url: string }> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [TEMPLATE_DATABASE]);
    if (exists.rowCount === 0) await admin.query(`create database ${TEMPLATE_DATABASE}`);
    // Always brought up to date: a long-lived server may keep a template from before the newest migration.
    const template = await openDatabase({ databaseUrl: withDatabase(url, TEMPLATE_DATABASE) });
    await template.migrate();
    await template.close();
    databaseCount += 1;
    const name = `mall_test_${process.pid}_${databaseCount}`;
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
    return {
      database: { ...database, close: () => database.close().then(() => dropDatabase(url, name)) },
      url: withDatabase(url, name),
    };
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    await admin.end();
  }
}

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
