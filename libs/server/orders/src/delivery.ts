import { asc, eq } from 'drizzle-orm';
import { type Database, DomainError } from '@mall/server-core';
import { deliveryOptions } from './tables';

export type DeliveryOptionRow = typeof deliveryOptions.$inferSelect;

/** Every delivery option, in the order checkout offers them (the first is the default). */
export const listDeliveryOptions = (db: Database): Promise<DeliveryOptionRow[]> =>
  db.select().from(deliveryOptions).orderBy(asc(deliveryOptions.sort), asc(deliveryOptions.code));

/** The option with `code`, or the default one without it; an unknown code answers NO_DATA_FOUND. */
export async function findDeliveryOption(db: Database, code?: string): Promise<DeliveryOptionRow> {
  const [row] = code
    ? await db.select().from(deliveryOptions).where(eq(deliveryOptions.code, code))
    : await listDeliveryOptions(db);
  if (!row) throw new DomainError('NO_DATA_FOUND');
  return row;
}
