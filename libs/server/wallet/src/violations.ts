import { sql } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { ledgerAccounts, ledgerBalanceSlots, ledgerEntries, ledgerJournals } from './tables';

type Check = { rule: string; query: ReturnType<typeof sql> };

/** Each query returns one `subject` row per breach of its rule. */
const checks: Check[] = [
  {
    rule: 'journal does not balance (fewer than two entries or a non-zero sum)',
    query: sql`select j.idempotency_key as subject from ${ledgerJournals} j
      left join ${ledgerEntries} e on e.journal_id = j.id
      group by j.id, j.idempotency_key
      having count(e.id) < 2 or coalesce(sum(e.amount_minor), 0) <> 0`,
  },
  {
    rule: 'cached balance differs from the sum of entries',
    query: sql`select a.id::text as subject from ${ledgerAccounts} a
      left join (select account_id, sum(amount_minor) as total from ${ledgerEntries} group by account_id) e
        on e.account_id = a.id
      left join (select account_id, sum(balance_minor) as total from ${ledgerBalanceSlots} group by account_id) s
        on s.account_id = a.id
      where a.balance_minor + coalesce(s.total, 0) <> coalesce(e.total, 0)`,
  },
  {
    rule: 'user or shop account is negative',
    query: sql`select a.id::text as subject from ${ledgerAccounts} a
      where a.owner_type in ('user', 'shop') and a.balance_minor < 0`,
  },
  {
    // Its slots move apart (a refund may debit another slot than the payment credited): only their sum is checked.
    rule: 'order payables are negative',
    query: sql`select a.id::text as subject from ${ledgerAccounts} a
      left join ${ledgerBalanceSlots} s on s.account_id = a.id
      where a.owner_type = 'platform' and a.kind = 'order_payables'
      group by a.id, a.balance_minor
      having a.balance_minor + coalesce(sum(s.balance_minor), 0) < 0`,
  },
  {
    rule: 'order paid by more than one journal',
    query: sql`select j.reference_id::text as subject from ${ledgerJournals} j
      where j.kind = 'order_payment' group by j.reference_id having count(*) > 1`,
  },
  {
    rule: 'order payment journal under another key than order-payment:<order id>',
    query: sql`select j.idempotency_key as subject from ${ledgerJournals} j
      where (j.kind = 'order_payment') <> (j.idempotency_key like 'order-payment:%')
         or (j.kind = 'order_payment' and j.idempotency_key <> 'order-payment:' || j.reference_id)`,
  },
  {
    rule: 'idempotency key used twice',
    query: sql`select idempotency_key as subject from ${ledgerJournals}
      group by idempotency_key having count(*) > 1`,
  },
];

/**
 * Every breach of the ledger's invariants, one line each; empty when the books are sound. Tests of money rules
 * call it after their work; an operator can run it on a live database.
 */
export async function ledgerViolations(db: Database): Promise<string[]> {
  const found: string[] = [];
  for (const { rule, query } of checks) {
    const result = (await db.execute(query)) as unknown as { rows: { subject: string }[] };
    for (const { subject } of result.rows) found.push(`${rule}: ${subject}`);
  }
  return found;
}
