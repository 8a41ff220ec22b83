import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
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

/** Configuration for a test server: its own data folder, a fixed signing secret. */
export const testConfig = (env: NodeJS.ProcessEnv = {}): ServerConfig =>
  loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'mall-api-test-')),
    SIGNING_SECRET: 'test-signing-secret',
    ...env,
  });

export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await migratedTemplate() });
  const config = testConfig(env);
  const app = await buildApp({ database, config, sensitiveRateLimit: 1000 });
  return {
    app,
    database,
    config,
    async call(options) {
      const response = await app.inject(options);
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
