import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { paymentProviderNamed } from '@mall/server-payments';
import { buildApp, serverLogger } from './app';
import type { ServerConfig } from './config';
import { type DatabaseHandle, openDatabase, waitForDatabase } from './db/connection';
import { startOrderAutoCancel } from './jobs/order-auto-cancel';
import { startSearchSalesRefresh } from './jobs/search-sales-refresh';
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
  let replicaToldAs: string | undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
    onPoolError: (error) => log(`database pool error: ${error.message}`),
    replicaUrl: config.replica?.url,
    replicaMaxLagMs: config.replica?.maxLagMs,
    onReplicaStateChange: (state, reason) => {
      // A fence after a cache clear lasts a check or two: not worth a line.
      if (state === 'fenced' || state === replicaToldAs) return;
      replicaToldAs = state;
      log(
        state === 'in-use'
          ? `read replica: in use (${reason})`
          : `read replica: ${state} (${reason}); its reads go to the primary`,
      );
    },
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
  const searchSales =
    config.searchSalesRefreshIntervalMs > 0
      ? startSearchSalesRefresh(database.db, config.searchSalesRefreshIntervalMs, log)
      : undefined;
  const jobs = [autoCancel, searchSales].filter((job) => job !== undefined);
  return {
    app,
    database,
    url,
    stop: () => stopGracefully({ app, database, jobs, shutdown: config.shutdown, log }),
  };
}

/**
 * SIGTERM's shutdown, for a rolling restart behind a load balancer: readiness answers 503 at once; after the drain
 * period (time for the balancer's check to notice) the process stops accepting connections, ends its live streams
 * with a reconnect hint (the hub's `preClose`), waits for requests in flight, at most the grace period, then closes
 * the connections left; the event dispatcher and the cache listener stop (`onClose`, after the requests), the jobs
 * stop, and the database closes last.
 */
async function stopGracefully({
  app,
  database,
  jobs,
  shutdown,
  log,
}: {
  app: FastifyInstance;
  database: DatabaseHandle;
  jobs: { stop(): Promise<void> }[];
  shutdown: ServerConfig['shutdown'];
  log: (message: string) => void;
}): Promise<void> {
  app.startDraining();
  if (shutdown.drainMs > 0) await new Promise((resume) => setTimeout(resume, shutdown.drainMs));
  const jobsStopped = Promise.all(jobs.map((job) => job.stop()));
  const cutOff = setTimeout(() => {
    log(`requests still running after ${shutdown.graceMs / 1000} s: closing their connections`);
    app.server.closeAllConnections();
  }, shutdown.graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
  }
  await jobsStopped;
  await database.close();
}
