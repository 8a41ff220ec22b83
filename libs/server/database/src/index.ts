export {
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  type StopListening,
  openDatabase,
  sourceMigrationsFolder,
  waitForDatabase,
} from './connection';
export { isDatabaseUnavailable, isTransactionConflict } from './errors';
