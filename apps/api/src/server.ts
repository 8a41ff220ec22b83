import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { paymentProviderNamed } from '@mall/server-payments';
import { buildApp, serverLogger } from './app';
import type { ServerConfig } from './config';
import { type DatabaseHandle, openDatabase, waitForDatabase } from './db/connection';
import { startOrderAutoCancel } from './jobs/order-auto-cancel';
import { hasCatalogue, seedDemoData, seedReferenceData } from './seed/seed';

/** Products seeded into an empty database on first start. */
export const DEFAULT_DEMO_PRODUCTS = 2_000;

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  url: string;
  stop(): Promise<void>;
}

/** Opens (and migrates, and on first start seeds) the database, then serves the API. */
export async function startServer(
  config: ServerConfig,
  log: (message: string) => void,
): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
    onPoolError: (error) => log(`database pool error: ${error.message}`),
  });
  await waitForDatabase(database, log);
  await database.migrate();
  await seedReferenceData(database.db, log);
  // Demo accounts have published passwords: only the embedded demo database gets them on its own.
  if (config.seedDemo && !(await hasCatalogue(database.db))) {
    log('empty database: seeding the demo catalogue (first start only)…');
    await seedDemoData(database.db, {
      products: DEFAULT_DEMO_PRODUCTS,
      mediaDir: config.mediaDir,
      tasks: config,
      log,
    });
  }
  const app = await buildApp({
    database,
    config,
    logger: serverLogger(config.logLevel),
  });
  const url = await app.listen({ port: config.port, host: config.host });
  const autoCancel =
    config.orderAutoCancelIntervalMs > 0
      ? startOrderAutoCancel(
          database.db,
          config.orderAutoCancelIntervalMs,
          log,
          paymentProviderNamed(config.paymentProvider, { delayMs: config.paymentSandboxDelayMs }),
        )
      : undefined;
  return {
    app,
    database,
    url,
    // Fastify stops accepting connections and waits for in-flight requests before the database closes.
    stop: async () => {
      await autoCancel?.stop();
      await app.close();
      await database.close();
    },
  };
}
