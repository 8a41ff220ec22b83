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
export { LagClock, lsnBytes, type ReplicaHandle, type ReplicaState, type ReplicaStatus } from './replica';
