import { eq, sql } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { walletEntries } from './tables';

export interface Balances {
  availableMinor: number;
  frozenMinor: number;
  pendingMinor: number;
}

/** A user's balances: the sums of their ledger entries per bucket. */
export async function balancesOf(db: Database, userId: number): Promise<Balances> {
  const [row] = await db
    .select({
      available: sql<string>`coalesce(sum(${walletEntries.amountMinor}) filter (where ${walletEntries.bucket} = 'available'), 0)`,
      frozen: sql<string>`coalesce(sum(${walletEntries.amountMinor}) filter (where ${walletEntries.bucket} = 'frozen'), 0)`,
      pending: sql<string>`coalesce(sum(${walletEntries.amountMinor}) filter (where ${walletEntries.bucket} = 'pending'), 0)`,
    })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return {
    availableMinor: Number(row?.available ?? 0),
    frozenMinor: Number(row?.frozen ?? 0),
    pendingMinor: Number(row?.pending ?? 0),
  };
}
