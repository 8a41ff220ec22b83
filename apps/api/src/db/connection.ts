import {
  type DatabaseHandle,
  type DatabaseOptions,
  openDatabase as openDatabaseWith,
} from '@mall/server-database';
import { migrationsFolder } from '../install-layout';

export {
  type Database,
  type DatabaseHandle,
  type StopListening,
  waitForDatabase,
} from '@mall/server-database';

/** The database with the migration series where this server's layout keeps it (sources or build). */
export const openDatabase = (options: Omit<DatabaseOptions, 'migrationsFolder'>): Promise<DatabaseHandle> =>
  openDatabaseWith({ ...options, migrationsFolder });
