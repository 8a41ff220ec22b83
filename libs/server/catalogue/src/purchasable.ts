import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { products, shops } from './tables';

/** What a cart or an order needs of a product: its shop, localised name, picture, current price and stock. */
export interface PurchasableProduct {
  id: number;
  shop: { id: number; name: string };
  name: Record<`name_${'en' | 'zh' | 'zhtw' | 'es' | 'jp' | 'th'}`, string | null>;
  image: string;
  priceMinor: number;
  stock: number;
  /** False when the product is off sale (expired). */
  onSale: boolean;
}

/** The products with these ids that exist (missing ids are left out), in no particular order. */
export async function purchasableProducts(
  db: Database,
  ids: readonly number[],
): Promise<PurchasableProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      shopId: shops.id,
      shopName: shops.name,
      name_en: products.name_en,
      name_zh: products.name_zh,
      name_zhtw: products.name_zhtw,
      name_es: products.name_es,
      name_jp: products.name_jp,
      name_th: products.name_th,
      image: products.image,
      priceMinor: products.priceMinor,
      stock: products.stock,
      status: products.status,
    })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(inArray(products.id, [...ids]));
  return rows.map((row) => ({
    id: row.id,
    shop: { id: row.shopId, name: row.shopName },
    name: {
      name_en: row.name_en,
      name_zh: row.name_zh,
      name_zhtw: row.name_zhtw,
      name_es: row.name_es,
      name_jp: row.name_jp,
      name_th: row.name_th,
    },
    image: row.image,
    priceMinor: row.priceMinor,
    stock: row.stock,
    onSale: row.status === 'active',
  }));
}
