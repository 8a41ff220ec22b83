import type { Database } from '@mall/server-database';

/** Writes a batch's deferred items in one go, on the batch's transaction. */
export type BatchFlush<Item> = (tx: Database, items: Item[]) => Promise<void>;

interface OpenBatch {
  /** The deferred items, by flush, in the order of their first use. */
  deferred: Map<BatchFlush<never>, unknown[]>;
  /** What the batch's subscribers read once for all of it, by key. */
  remembered: Map<string, Promise<unknown>>;
}

/** Each delivery batch in progress, by its transaction. */
const openBatches = new WeakMap<Database, OpenBatch>();

/**
 * When `tx` is a delivery batch's transaction, keeps `item` for `flush`, which runs once with all of the batch's
 * items, in the order given, after its last subscriber and before it commits; answers false otherwise, and the
 * caller writes the item at once. A burst of events then writes, say, its live messages in one statement instead
 * of one each. Only what no later step of the batch reads may be deferred.
 */
export function deferToBatchEnd<Item>(tx: Database, flush: BatchFlush<Item>, item: Item): boolean {
  const deferred = openBatches.get(tx)?.deferred;
  if (!deferred) return false;
  const items = deferred.get(flush as BatchFlush<never>) ?? [];
  if (items.length === 0) deferred.set(flush as BatchFlush<never>, items);
  items.push(item);
  return true;
}

/**
 * When `tx` is a delivery batch's transaction, reads `key` with `load` once for the whole batch (a burst of one
 * shop's orders reads the shop once); otherwise reads it now. Only for what the batch does not change and a
 * moment's staleness does not matter: a shop's owner, not a balance.
 */
export function rememberedInBatch<Value>(
  tx: Database,
  key: string,
  load: () => Promise<Value>,
): Promise<Value> {
  const remembered = openBatches.get(tx)?.remembered;
  if (!remembered) return load();
  let value = remembered.get(key) as Promise<Value> | undefined;
  if (!value) {
    value = load();
    remembered.set(key, value);
  }
  return value;
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
  openBatches.set(tx, { deferred, remembered: new Map() });
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
