import type { Database } from '@mall/server-database';

/** Writes a batch's deferred items in one go, on the batch's transaction. */
export type BatchFlush<Item> = (tx: Database, items: Item[]) => Promise<void>;

/** The deferred items of each delivery batch in progress, by its transaction, in the order of their first use. */
const openBatches = new WeakMap<Database, Map<BatchFlush<never>, unknown[]>>();

/**
 * When `tx` is a delivery batch's transaction, keeps `item` for `flush`, which runs once with all of the batch's
 * items, in the order given, after its last subscriber and before it commits; answers false otherwise, and the
 * caller writes the item at once. A burst of events then writes, say, its live messages in one statement instead
 * of one each. Only what no later step of the batch reads may be deferred.
 */
export function deferToBatchEnd<Item>(tx: Database, flush: BatchFlush<Item>, item: Item): boolean {
  const deferred = openBatches.get(tx);
  if (!deferred) return false;
  const items = deferred.get(flush as BatchFlush<never>) ?? [];
  if (items.length === 0) deferred.set(flush as BatchFlush<never>, items);
  items.push(item);
  return true;
}

/** A batch's deferred items could not be written: which delivery's item failed is not known. */
export class BatchFlushFailed extends Error {
  constructor(readonly error: unknown) {
    super(
      `a delivery batch's deferred writes failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * Runs `work` as a delivery batch on `tx`: what it defers is flushed when it has finished, on `tx`; a flush that
 * throws answers `BatchFlushFailed`.
 */
export async function asDeliveryBatch<Result>(tx: Database, work: () => Promise<Result>): Promise<Result> {
  const deferred = new Map<BatchFlush<never>, unknown[]>();
  openBatches.set(tx, deferred);
  try {
    const result = await work();
    for (const [flush, items] of deferred) {
      try {
        await flush(tx, items as never[]);
      } catch (error) {
        throw new BatchFlushFailed(error);
      }
    }
    return result;
  } finally {
    openBatches.delete(tx);
  }
}
