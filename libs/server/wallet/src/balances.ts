import { and, eq } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { ledgerAccounts } from './tables';

export interface Balances {
  availableMinor: number;
  frozenMinor: number;
  pendingMinor: number;
}

/** A user's balances, one per account kind; an account never opened holds nothing. */
export async function balancesOf(db: Database, userId: number): Promise<Balances> {
  const accounts = await db
    .select({ kind: ledgerAccounts.kind, balanceMinor: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'user'), eq(ledgerAccounts.userId, userId)));
  const of = (kind: string) => accounts.find((account) => account.kind === kind)?.balanceMinor ?? 0;
  return { availableMinor: of('available'), frozenMinor: of('frozen'), pendingMinor: of('pending') };
}
