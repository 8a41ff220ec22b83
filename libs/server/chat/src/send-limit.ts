import { sql } from 'drizzle-orm';
import { type Database, DomainError } from '@mall/server-core';

/** How many messages one user may send per minute (0: no limit). */
export interface SendLimit {
  perMinute: number;
}

/** Messages a user may send per minute when the server is not told otherwise. */
export const DEFAULT_MESSAGES_PER_MINUTE = 60;

/**
 * Counts a message against the sender's limit, in the sending transaction: one counter row per user and minute,
 * incremented in the database (so every API process counts together, and the row lock orders a user's
 * concurrent sends). Past the limit CHAT_SENDING_TOO_FAST, and the transaction's rollback takes the count back.
 */
export async function checkSendLimit(tx: Database, userId: number, { perMinute }: SendLimit): Promise<void> {
  if (perMinute <= 0) return;
  const { rows } = (await tx.execute(
    sql`insert into chat_send_counters (user_id, window_start, count)
        values (${userId}::int, date_trunc('minute', clock_timestamp()), 1)
        on conflict (user_id, window_start) do update set count = chat_send_counters.count + 1
        returning count`,
  )) as unknown as { rows: { count: number }[] };
  if ((rows[0]?.count ?? 0) > perMinute) throw new DomainError('CHAT_SENDING_TOO_FAST');
  await tx.execute(
    sql`delete from chat_send_counters
         where user_id = ${userId}::int and window_start < date_trunc('minute', clock_timestamp()) - interval '2 minutes'`,
  );
}
