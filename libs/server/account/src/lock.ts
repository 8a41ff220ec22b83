import { eq } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { users } from './tables';

/**
 * Serialises changes to what one user owns (e.g. the address book's cap and single default) by locking the
 * user's row until `tx` ends; other users are not blocked.
 */
export async function lockUserForUpdate(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
