import { sql, type SQL } from 'drizzle-orm';
import { findShop } from '@mall/server-catalogue';
import { type Database, rowsOf } from '@mall/server-core';
import { offsetOf, type PageOf, type Paging } from './requests-paging';
import { type Remark, remarkOf, type RemarkSource } from './statement-remarks';
import {
  ledgerAccounts,
  ledgerEntries,
  type LedgerJournalKind,
  ledgerJournals,
  walletRecharges,
  walletWithdrawals,
} from './tables';

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
  remark: Remark;
  createdAt: string;
}

interface EntryRow extends Omit<RemarkSource, 'shop_name'> {
  id: number;
  amount_minor: string | number;
  balance_after_minor: string | number;
  journal_id: number;
  created_at: string | Date;
}

type ShopNames = Map<number, string>;

/** The names of the shops the rows' merchant transfers went to (shops are the catalogue's to read). */
async function shopNamesOf(db: Database, rows: EntryRow[]): Promise<ShopNames> {
  const ids = new Set(rows.flatMap((row) => (row.reference_type === 'shop' ? [row.reference_id!] : [])));
  const found = await Promise.all([...ids].map((id) => findShop(db, id)));
  return new Map(found.map((shop) => [shop.id, shop.name]));
}

const toEntry = (row: EntryRow, shopNames: ShopNames): StatementEntry => {
  const amount = Number(row.amount_minor);
  return {
    id: row.id,
    type: amount > 0 ? 'income' : 'expense',
    kind: kindOfJournal[row.kind] ?? 'top_up',
    amountMinor: Math.abs(amount),
    balanceAfterMinor: Number(row.balance_after_minor),
    remark: remarkOf({
      ...row,
      shop_name: row.reference_type === 'shop' ? (shopNames.get(row.reference_id!) ?? null) : null,
    }),
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

/** Entries with what their remarks tell of the top-up or withdrawal they refer to, newest first. */
const withRemarkDetails = (entries: SQL) => sql`select p.*, r.wallet_code as recharge_wallet, r.card_last4,
    w.wallet_code as withdrawal_wallet, w.address as withdrawal_address, w.state as withdrawal_state
  from (${entries}) p
  left join ${walletRecharges} r on p.reference_type = 'recharge' and r.id = p.reference_id
  left join ${walletWithdrawals} w on p.reference_type = 'withdrawal' and w.id = p.reference_id
  order by p.id desc`;

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
    withRemarkDetails(sql`select * from (${entriesOf(userId)}) s where ${where}
      order by s.id desc limit ${paging.pageSize} offset ${offsetOf(paging)}`),
  );
  const [total] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from (${entriesOf(userId)}) s where ${where}`,
  );
  const shopNames = await shopNamesOf(db, rows);
  return { rows: rows.map((row) => toEntry(row, shopNames)), total: Number(total?.n ?? 0) };
}

/** The user's available-account entry of one journal, as the statement shows it. */
export async function statementEntryOfJournal(
  db: Database,
  userId: number,
  journalId: number,
): Promise<StatementEntry> {
  const [row] = await rowsOf<EntryRow>(
    db,
    withRemarkDetails(sql`select * from (${entriesOf(userId)}) s where s.journal_id = ${journalId}`),
  );
  if (!row) throw new Error(`journal ${journalId} does not touch the available balance of user ${userId}`);
  return toEntry(row, await shopNamesOf(db, [row]));
}
