import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, StopListening } from './connection';

/** The channel on which a process says that a cache of every process must be dropped. */
export const CACHE_CLEARED_CHANNEL = 'mall_cache_cleared';

export interface Clearable {
  clear(): void;
}

/** Tells every API process on this database, this one included, to drop the named cache. */
export async function announceCacheCleared(db: Database, cacheName: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CACHE_CLEARED_CHANNEL}, ${cacheName})`);
}

/**
 * Drops this process's caches when any process announces it. When the listening connection was lost, every
 * cache is dropped: an announcement may have been missed. The announcements come from the primary (the listening
 * connection is the primary's); `beforeClear` runs first, so that a read replica behind the change is not read
 * to fill them again (`ReplicaHandle.fence`).
 */
export function followCacheClears(
  database: Pick<DatabaseHandle, 'listen'>,
  caches: Record<string, Clearable>,
  beforeClear: () => void = () => undefined,
): Promise<StopListening> {
  return database.listen(CACHE_CLEARED_CHANNEL, (cacheName) => {
    beforeClear();
    if (cacheName === null) for (const cache of Object.values(caches)) cache.clear();
    else caches[cacheName]?.clear();
  });
}
