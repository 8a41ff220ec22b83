import { join } from 'node:path';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/connection';

/** Opens the server's database as the configuration names it (migrated), runs `work`, and closes it. */
export async function withOpsDatabase<T>(work: (db: DatabaseHandle['db']) => Promise<T>): Promise<T> {
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
