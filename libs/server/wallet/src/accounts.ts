import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import {
  ledgerAccounts,
  type platformAccountKinds,
  type shopAccountKinds,
  type userAccountKinds,
} from './tables';

/** Whose account, and which of its kinds. */
export type AccountOwner =
  | { type: 'user'; userId: number; kind: (typeof userAccountKinds)[number] }
  | { type: 'shop'; shopId: number; kind: (typeof shopAccountKinds)[number] }
  | { type: 'platform'; kind: (typeof platformAccountKinds)[number] };

const ownerMatch = (owner: AccountOwner): SQL | undefined => {
  const kind = eq(ledgerAccounts.kind, owner.kind);
  if (owner.type === 'user')
    return and(eq(ledgerAccounts.ownerType, 'user'), eq(ledgerAccounts.userId, owner.userId), kind);
  if (owner.type === 'shop')
    return and(eq(ledgerAccounts.ownerType, 'shop'), eq(ledgerAccounts.shopId, owner.shopId), kind);
  return and(eq(ledgerAccounts.ownerType, 'platform'), kind);
};

const findAccount = async (tx: Database, owner: AccountOwner) => {
  const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(ownerMatch(owner));
  return row?.id;
};

/**
 * The id of the owner's account of that kind, opened on first use. Two transactions opening the same account
 * at once both succeed: the second's insert does nothing and it reads the first's row.
 */
export async function accountIdOf(tx: Database, owner: AccountOwner): Promise<number> {
  const existing = await findAccount(tx, owner);
  if (existing !== undefined) return existing;
  await tx
    .insert(ledgerAccounts)
    .values({
      ownerType: owner.type,
      userId: owner.type === 'user' ? owner.userId : null,
      shopId: owner.type === 'shop' ? owner.shopId : null,
      kind: owner.kind,
    })
    .onConflictDoNothing();
  const opened = await findAccount(tx, owner);
  if (opened === undefined) throw new Error(`ledger account ${JSON.stringify(owner)} could not be opened`);
  return opened;
}
