import { join } from 'node:path';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/connection';

/** A wrong command line: the CLI prints the usage and exits with 2. */
export class UsageError extends Error {}

/** Runs `work` on the configured database (migrated first), as the server would open it. */
export async function withOpsDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    poolSize: 1,
  });
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

export type Command = (args: string[]) => Promise<void>;
