import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { offsetOf, type PageOf, type Paging } from './requests-paging';
import { ledgerAccounts, ledgerEntries, type LedgerJournalKind, ledgerJournals } from './tables';

export const statementKinds = [
  'top_up',
  'payment',
  'refund',
  'withdrawal',
  'recall',
  'transfer_to_merchant',
] as const;
export type StatementKind = (typeof statementKinds)[number];

/** How each journal that touches a user's available balance reads in their statement. */
const kindOfJournal: Record<LedgerJournalKind, StatementKind | null> = {
  wallet_credit: 'top_up',
  recharge_reviewed: 'top_up',
  card_recharge: 'top_up',
  order_payment: 'payment',
  refund: 'refund',
  withdrawal_hold: 'withdrawal',
  withdrawal_release: 'recall',
  merchant_transfer: 'transfer_to_merchant',
  // These never touch the available balance.
  recharge_submitted: null,
  withdrawal_payout: null,
  order_settlement: null,
};

const journalKindsOf = (kind: StatementKind) =>
  (Object.keys(kindOfJournal) as LedgerJournalKind[]).filter((journal) => kindOfJournal[journal] === kind);

export interface StatementEntry {
  id: number;
  type: 'income' | 'expense';
  kind: StatementKind;
  amountMinor: number;
  balanceAfterMinor: number;
  remark: string;
  createdAt: string;
}

interface EntryRow {
  id: number;
  amount_minor: string | number;
  balance_after_minor: string | number;
  kind: LedgerJournalKind;
  remark: string;
  reference_type: string | null;
  reference_id: number | null;
  journal_id: number;
  created_at: string | Date;
}

const toEntry = (row: EntryRow): StatementEntry => {
  const amount = Number(row.amount_minor);
  return {
    id: row.id,
    type: amount > 0 ? 'income' : 'expense',
    kind: kindOfJournal[row.kind] ?? 'top_up',
    amountMinor: Math.abs(amount),
    balanceAfterMinor: Number(row.balance_after_minor),
    remark: row.remark || (row.reference_type ? `${row.reference_type} ${row.reference_id}` : ''),
    createdAt: new Date(row.created_at).toISOString(),
  };
};

/**
 * Every entry of the user's available account with the balance after it (a running sum in entry order,
 * computed before any filter so a filtered page still shows true balances).
 */
const entriesOf = (userId: number) => sql`select e.id, e.amount_minor, e.journal_id, j.kind, j.remark,
    j.reference_type, j.reference_id, j.created_at,
    sum(e.amount_minor) over (order by e.id) as balance_after_minor
  from ${ledgerEntries} e
  join ${ledgerJournals} j on j.id = e.journal_id
  join ${ledgerAccounts} a on a.id = e.account_id
  where a.owner_type = 'user' and a.user_id = ${userId} and a.kind = 'available'`;

const rowsOf = async <Row>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

export interface StatementFilter {
  type?: 'income' | 'expense';
  kind?: StatementKind;
}

/** The user's wallet statement, newest first, filtered by direction and kind. */
export async function statementPage(
  db: Database,
  userId: number,
  { type, kind, ...paging }: Paging & StatementFilter,
): Promise<PageOf<StatementEntry>> {
  const conditions: SQL[] = [sql`true`];
  if (type) conditions.push(type === 'income' ? sql`s.amount_minor > 0` : sql`s.amount_minor < 0`);
  if (kind) {
    const journals = journalKindsOf(kind);
    conditions.push(
      sql`s.kind in (${sql.join(
        journals.map((journal) => sql`${journal}`),
        sql`, `,
      )})`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const rows = await rowsOf<EntryRow>(
    db,
    sql`select * from (${entriesOf(userId)}) s where ${where}
      order by s.id desc limit ${paging.pageSize} offset ${offsetOf(paging)}`,
  );
  const [total] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from (${entriesOf(userId)}) s where ${where}`,
  );
  return { rows: rows.map(toEntry), total: Number(total?.n ?? 0) };
}

/** The user's available-account entry of one journal, as the statement shows it. */
export async function statementEntryOfJournal(
  db: Database,
  userId: number,
  journalId: number,
): Promise<StatementEntry> {
  const [row] = await rowsOf<EntryRow>(
    db,
    sql`select * from (${entriesOf(userId)}) s where s.journal_id = ${journalId}`,
  );
  if (!row) throw new Error(`journal ${journalId} does not touch the available balance of user ${userId}`);
  return toEntry(row);
}
