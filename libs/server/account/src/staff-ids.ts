import { eq } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { users } from './tables';

/** Every staff account's id (few: customer service's unassigned conversations reach all of them live). */
export async function staffUserIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'staff'));
  return rows.map((row) => row.id);
}
