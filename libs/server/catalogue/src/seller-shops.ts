import { eq } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { shops } from './tables';

export interface OwnedShop {
  id: number;
  name: string;
}

/** The shop a seller owns, or null before their registration is approved. */
export async function shopOwnedBy(db: Database, ownerId: number): Promise<OwnedShop | null> {
  const [shop] = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(eq(shops.ownerId, ownerId))
    .limit(1);
  return shop ?? null;
}

/** Creates the shop of an approved registration; its description is the registration's, in English. */
export async function createOwnedShop(
  db: Database,
  shop: { ownerId: number; name: string; description: string },
): Promise<OwnedShop> {
  const [created] = await db
    .insert(shops)
    .values({
      ownerId: shop.ownerId,
      name: shop.name,
      description_en: shop.description,
      logo: '',
      banner: '',
    })
    .returning({ id: shops.id, name: shops.name });
  return created!;
}
