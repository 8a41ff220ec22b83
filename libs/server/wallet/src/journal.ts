import { sql } from 'drizzle-orm';
import type { ErrorKey } from '@mall/sdk-manifest';
import { type Database, DomainError, preparedStatement } from '@mall/server-core';
import { type AccountOwner, accountIdOf } from './accounts';
import { ledgerEntries, type LedgerJournalKind } from './tables';

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

/**
 * Whether `error` is the ledger refusing an overdraft (its balance CHECK). Drizzle wraps the driver's error; the
 * constraint name is on whichever layer carries the SQLSTATE.
 */
export function isOverdraft(error: unknown): boolean {
  let layer = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && layer instanceof Object; depth += 1) {
    const { code, constraint, cause } = layer as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23514' && constraint === OVERDRAFT_CONSTRAINT) return true;
    layer = cause;
  }
  return false;
}

const ownerColumns = (owner: AccountOwner) => ({
  owner_type: owner.type,
  user_id: owner.type === 'user' ? owner.userId : null,
  shop_id: owner.type === 'shop' ? owner.shopId : null,
  kind: owner.kind,
});

// Every payment, top-up and refund posts one (the database function `ledger_write_journal`, migration 0034):
// named, planned once a connection.
const journalStatement = preparedStatement<
  { journal_id: number | null; missing: boolean },
  {
    kind: string;
    key: string;
    referenceType: string | null;
    referenceId: number | null;
    remark: string;
    entries: string;
  }
>(
  'write_journal',
  sql`select journal_id, missing
        from ledger_write_journal(${sql.placeholder('kind')}, ${sql.placeholder('key')},
                                  ${sql.placeholder('referenceType')}, ${sql.placeholder('referenceId')}::int,
                                  ${sql.placeholder('remark')}, ${sql.placeholder('entries')}::jsonb)`,
);

/**
 * The journal and its entries in one statement, each entry's account found by its owner. When an account is not
 * open yet, only the journal is written (`missing`): the caller opens the accounts and writes the entries.
 */
async function writeJournal(tx: Database, journal: Journal) {
  const entries = JSON.stringify(
    journal.entries.map((entry, position) => ({
      position,
      ...ownerColumns(entry.account),
      amount_minor: entry.amountMinor,
    })),
  );
  const [written] = await journalStatement(tx, {
    kind: journal.kind,
    key: journal.idempotencyKey,
    referenceType: journal.reference?.type ?? null,
    referenceId: journal.reference?.id ?? null,
    remark: journal.remark ?? '',
    entries,
  });
  return {
    journalId: written!.journal_id === null ? null : Number(written!.journal_id),
    missing: written!.missing,
  };
}

async function post(tx: Database, journal: Journal): Promise<PostedJournal> {
  const { journalId, missing } = await writeJournal(tx, journal);
  if (journalId === null) return { journalId: null, replayed: true };
  if (missing) {
    // An owner's first movement: its accounts are opened, then the entries written.
    const rows = [];
    for (const entry of journal.entries)
      rows.push({
        journalId,
        accountId: await accountIdOf(tx, entry.account),
        amountMinor: entry.amountMinor,
      });
    await tx.insert(ledgerEntries).values(rows);
  }
  return { journalId, replayed: false };
}

export interface PostOptions {
  /**
   * True (the default): the journal goes in under a savepoint, so an overdraft leaves the caller's transaction
   * usable. False: one statement and no savepoint, for a caller that rolls its whole transaction back on
   * `whenShort` (an order's payment).
   */
  savepoint?: boolean;
}

/**
 * Posts one balanced journal inside the caller's transaction: the journal and its entries in one statement. The
 * amounts must sum to zero (the database refuses the commit otherwise); the balances are the ledger's constraint,
 * so an overdraft undoes the whole journal and is thrown as `whenShort`, never leaving a partial journal behind.
 */
export async function postJournal(
  tx: Database,
  journal: Journal,
  { savepoint = true }: PostOptions = {},
): Promise<PostedJournal> {
  for (const { amountMinor } of journal.entries)
    if (!Number.isSafeInteger(amountMinor) || amountMinor === 0)
      throw new Error(`a ledger entry needs a non-zero whole amount of minor units, not ${amountMinor}`);
  try {
    return savepoint ? await tx.transaction((inner) => post(inner, journal)) : await post(tx, journal);
  } catch (error) {
    if (journal.whenShort && isOverdraft(error)) throw new DomainError(journal.whenShort);
    throw error;
  }
}
