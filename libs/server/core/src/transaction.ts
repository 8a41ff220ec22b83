import { type Database, isTransactionConflict } from '@mall/server-database';
import { refusalIn } from './domain-error';

export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

export interface TransactionOptions {
  /** `serializable` unless a service has a reason to ask for less. */
  isolation?: IsolationLevel;
  /** Further attempts after a serialization failure or a deadlock; then the conflict is thrown. */
  retries?: number;
}

/**
 * The hottest rows of a sale (a product's stock, the platform's order-payables account) conflict with every
 * concurrent buyer, canceller or shipper: a transaction runs again at most once per competitor ahead of it, so a
 * burst of a hundred needs more than a handful of attempts before anyone is told of a fault.
 */
const DEFAULT_RETRIES = 25;

/** Full jitter, doubling per attempt: colliding transactions spread out instead of colliding again in step. */
const pauseBeforeAttempt = (attempt: number) =>
  new Promise((resume) => setTimeout(resume, Math.random() * Math.min(200, 5 * 2 ** attempt)));

/**
 * Runs `work` in one transaction and runs it again, from the start, when PostgreSQL aborts it as a conflict.
 *
 * Money moves run SERIALIZABLE with retry rather than READ COMMITTED with `SELECT … FOR UPDATE`: a check such as
 * "the balance covers the amount, then write" is write skew, which only SERIALIZABLE detects, and it keeps every
 * service correct without each one knowing which rows to lock and in which order. The price: a conflict
 * aborts the transaction (40001, or 40P01 for a deadlock), so `work` must be safe to repeat — nothing outside the
 * database (no files, no messages, no cache changes) until the transaction has committed — and after `retries`
 * further attempts the conflict is thrown to the caller as a fault.
 *
 * Call it on the database, not inside another transaction: a nested call is a savepoint, which cannot change the
 * isolation level and whose conflicts abort the outer transaction anyway.
 */
export async function withTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
  { isolation = 'serializable', retries = DEFAULT_RETRIES }: TransactionOptions = {},
): Promise<T> {
  return retryingConflicts(() => db.transaction((tx) => work(tx), { isolationLevel: isolation }), retries);
}

/**
 * Runs `attempt` (a transaction, or one statement in autocommit) and again, from the start, after each abort as a
 * conflict, at most `retries` more times; then the conflict is thrown to the caller as a fault.
 */
async function retryingConflicts<T>(attempt: () => Promise<T>, retries = DEFAULT_RETRIES): Promise<T> {
  for (let made = 0; ; made += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (made >= retries || !isTransactionConflict(error)) throw error;
      await pauseBeforeAttempt(made);
    }
  }
}

/**
 * One call of a database function in autocommit (placing an order, a payment's step): run again from the start
 * after a conflict, as `withTransaction` does, and a refusal it raised (SQLSTATE MAL01) thrown as the DomainError
 * it names. `asRefusal` may name other refusals first (a payment's overdraft).
 */
export const callDatabaseFunction = <T>(
  call: () => Promise<T>,
  asRefusal: (error: unknown) => unknown = refusalIn,
): Promise<T> =>
  retryingConflicts(call).catch((error: unknown) => {
    throw asRefusal(error);
  });
