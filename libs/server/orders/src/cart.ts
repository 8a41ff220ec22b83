import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type PurchasableProduct, purchasableProducts } from '@mall/server-catalogue';
import { type Database, DomainError } from '@mall/server-core';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@mall/sdk-manifest';
import { cartLines } from './tables';

/** A cart line with its product as it is now. */
export interface CartLineView {
  lineId: number;
  quantity: number;
  product: PurchasableProduct;
  /** False when the product is off sale or has less stock than the line's quantity: it cannot be checked out. */
  available: boolean;
}

/** One shop's lines; each shop becomes its own order at checkout. */
export interface CartShopView {
  shop: { id: number; name: string };
  lines: CartLineView[];
  /** Sum of the available lines. */
  subtotalMinor: number;
}

export const lineTotalMinor = (line: CartLineView) => line.product.priceMinor * line.quantity;

const ownLine = (userId: number, lineId: number) =>
  and(eq(cartLines.userId, userId), eq(cartLines.id, lineId));

/** The sum of the quantities in the user's cart (the cart badge). */
export async function cartItemCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
  return row?.count ?? 0;
}

async function purchasable(db: Database, productId: number): Promise<PurchasableProduct> {
  const [product] = await purchasableProducts(db, [productId]);
  if (!product?.onSale) throw new DomainError('PRODUCT_INVALID');
  return product;
}

function checkQuantity(product: PurchasableProduct, quantity: number) {
  if (quantity > product.stock) throw new DomainError('INSUFFICIENT_STOCK');
  if (quantity > MAX_LINE_QUANTITY)
    throw new DomainError(
      'INVALID_PARAMETERS',
      null,
      `quantity: a cart line holds at most ${MAX_LINE_QUANTITY}`,
    );
}

/**
 * Adds a quantity of an on-sale product, merged into the line the cart already has for it; the merged quantity
 * may not pass the stock. Answers the new cart count.
 */
export async function addToCart(
  db: Database,
  userId: number,
  { productId, quantity }: { productId: number; quantity: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const product = await purchasable(tx, productId);
    // A merge past the line limit leaves the line as it is (the table's CHECK would refuse it): no row comes back.
    const [line] = await tx
      .insert(cartLines)
      .values({ userId, productId, quantity })
      .onConflictDoUpdate({
        target: [cartLines.userId, cartLines.productId],
        set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
        setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${MAX_LINE_QUANTITY}`,
      })
      .returning({ quantity: cartLines.quantity });
    checkQuantity(product, line?.quantity ?? MAX_LINE_QUANTITY + 1);
    const [counted] = await tx
      .select({ lines: sql<number>`count(*)::int` })
      .from(cartLines)
      .where(eq(cartLines.userId, userId));
    if ((counted?.lines ?? 0) > MAX_CART_LINES)
      throw new DomainError('DATA_OPERATION_FAILED', null, `A cart holds at most ${MAX_CART_LINES} lines`);
    return cartItemCount(tx, userId);
  });
}

/** Sets the quantity of one of the user's lines (1 to the product's stock). Answers the new cart count. */
export async function updateCartLine(
  db: Database,
  userId: number,
  { lineId, quantity }: { lineId: number; quantity: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [line] = await tx.select().from(cartLines).where(ownLine(userId, lineId)).for('update');
    // Someone else's line answers like a missing one, so ids cannot be probed.
    if (!line) throw new DomainError('NO_DATA_FOUND');
    checkQuantity(await purchasable(tx, line.productId), quantity);
    await tx.update(cartLines).set({ quantity }).where(ownLine(userId, lineId));
    return cartItemCount(tx, userId);
  });
}

/** Removes those of the lines that are the user's; others and missing ones are ignored. */
export async function removeCartLines(
  db: Database,
  userId: number,
  lineIds: readonly number[],
): Promise<number> {
  await db.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, [...lineIds])));
  return cartItemCount(db, userId);
}

/** Locks the user's named lines (in id order, so two checkouts sharing lines cannot deadlock). */
export async function lockCartLines(tx: Database, userId: number, lineIds: readonly number[]): Promise<void> {
  await tx
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, [...lineIds])))
    .orderBy(asc(cartLines.id))
    .for('update');
}

/**
 * The user's lines with their products as they are now, oldest first; with `lineIds`, only those (a named line
 * that is not the user's answers NO_DATA_FOUND).
 */
export async function cartLineViews(
  db: Database,
  userId: number,
  lineIds?: readonly number[],
): Promise<CartLineView[]> {
  const where = lineIds
    ? and(eq(cartLines.userId, userId), inArray(cartLines.id, [...lineIds]))
    : eq(cartLines.userId, userId);
  const rows = await db
    .select()
    .from(cartLines)
    .where(where)
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  if (lineIds && rows.length !== lineIds.length) throw new DomainError('NO_DATA_FOUND');
  const byId = new Map(
    (
      await purchasableProducts(
        db,
        rows.map((row) => row.productId),
      )
    ).map((p) => [p.id, p]),
  );
  return rows.flatMap((row) => {
    const product = byId.get(row.productId);
    if (!product) return [];
    return [
      {
        lineId: row.id,
        quantity: row.quantity,
        product,
        available: product.onSale && product.stock >= row.quantity,
      },
    ];
  });
}

/** Lines grouped by shop, shops in the order their first line was added. */
export function groupByShop(lines: readonly CartLineView[]): CartShopView[] {
  const groups = new Map<number, CartShopView>();
  for (const line of lines) {
    const group = groups.get(line.product.shop.id) ?? {
      shop: line.product.shop,
      lines: [],
      subtotalMinor: 0,
    };
    group.lines.push(line);
    if (line.available) group.subtotalMinor += lineTotalMinor(line);
    groups.set(line.product.shop.id, group);
  }
  return [...groups.values()];
}
