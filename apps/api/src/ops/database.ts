import { join } from 'node:path';
import { loadConfig } from '../config';
import { registerSubscribers } from '@mall/server-core';
import type { StaffActor, StaffPolicy } from '@mall/server-staff';
import { type DatabaseHandle, openDatabase } from '../db/connection';
import { eventSubscribers } from '../events/subscribers';

/** The staff decisions' policy (claims, four eyes, top-up factor) as the configuration sets it. */
export const opsStaffPolicy = (): StaffPolicy => loadConfig().staff;

/** The ops terminal as the staff services name it: it takes no claims and counts as one approver. */
export const OPS: StaffActor = { kind: 'ops' };

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
    // Events this command emits fan out to every subscriber, even on a database no API process has served yet.
    await registerSubscribers(database.db, eventSubscribers);
    return await work(database.db);
  } finally {
    await database.close();
  }
}
