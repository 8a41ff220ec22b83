import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { users } from './tables';

/** Every staff account's id. */
export async function staffUserIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'staff'));
  return rows.map((row) => row.id);
}

/**
 * The enabled staff accounts that may act with one of `roles` (an admin may do everything): few, so customer
 * service's conversations reach each of them live on their staff stream.
 */
export async function enabledStaffIdsWithRole(db: Database, roles: readonly string[]): Promise<number[]> {
  const wanted = ['admin', ...roles];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'staff'),
        isNull(users.disabledAt),
        sql`${users.staffRoles} && ${sql`array[${sql.join(
          wanted.map((role) => sql`${role}`),
          sql`, `,
        )}]::text[]`}`,
      ),
    );
  return rows.map((row) => row.id);
}
