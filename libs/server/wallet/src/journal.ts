import type { ErrorKey } from '@mall/sdk-manifest';
import { type Database, DomainError } from '@mall/server-core';
import { type AccountOwner, accountIdOf } from './accounts';
import { ledgerEntries, type LedgerJournalKind, ledgerJournals } from './tables';

export interface JournalEntry {
  account: AccountOwner;
  /** Money into the account when positive, out of it when negative; never zero. */
  amountMinor: number;
}

export interface Journal {
  kind: LedgerJournalKind;
  /** One effect per key: posting a journal under a key already used changes nothing. */
  idempotencyKey: string;
  reference?: { type: string; id: number };
  remark?: string;
  entries: JournalEntry[];
  /** The failure an overdrawn user or shop account is reported as; without it, an overdraft is a fault. */
  whenShort?: ErrorKey;
}

export interface PostedJournal {
  journalId: number | null;
  /** The key had been used: nothing was posted this time. */
  replayed: boolean;
}

const OVERDRAFT_CONSTRAINT = 'ledger_accounts_balance_not_negative';
const MAX_CAUSE_DEPTH = 5;

/** Drizzle wraps the driver's error; the constraint name is on whichever layer carries the SQLSTATE. */
function isOverdraft(error: unknown): boolean {
  let layer = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && layer instanceof Object; depth += 1) {
    const { code, constraint, cause } = layer as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23514' && constraint === OVERDRAFT_CONSTRAINT) return true;
    layer = cause;
  }
  return false;
}

/**
 * Posts one balanced journal inside the caller's transaction. The amounts must sum to zero (the database refuses
 * the commit otherwise). Its rows go in under a savepoint: an overdraft undoes them all and is thrown as
 * `whenShort`, leaving the caller's transaction usable and no partial journal behind.
 */
export async function postJournal(tx: Database, journal: Journal): Promise<PostedJournal> {
  for (const { amountMinor } of journal.entries)
    if (!Number.isSafeInteger(amountMinor) || amountMinor === 0)
      throw new Error(`a ledger entry needs a non-zero whole amount of minor units, not ${amountMinor}`);
  try {
    return await tx.transaction(async (savepoint) => {
      const [created] = await savepoint
        .insert(ledgerJournals)
        .values({
          kind: journal.kind,
          idempotencyKey: journal.idempotencyKey,
          referenceType: journal.reference?.type ?? null,
          referenceId: journal.reference?.id ?? null,
          remark: journal.remark ?? '',
        })
        .onConflictDoNothing({ target: ledgerJournals.idempotencyKey })
        .returning({ id: ledgerJournals.id });
      if (!created) return { journalId: null, replayed: true };
      const rows = [];
      for (const entry of journal.entries)
        rows.push({
          journalId: created.id,
          accountId: await accountIdOf(savepoint, entry.account),
          amountMinor: entry.amountMinor,
        });
      await savepoint.insert(ledgerEntries).values(rows);
      return { journalId: created.id, replayed: false };
    });
  } catch (error) {
    if (journal.whenShort && isOverdraft(error)) throw new DomainError(journal.whenShort);
    throw error;
  }
}
