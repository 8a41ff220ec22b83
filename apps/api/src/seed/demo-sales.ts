import { and, eq, gte } from 'drizzle-orm';
import { saveAddress } from '@mall/server-address';
import type { Database } from '@mall/server-core';
import {
  addToCart,
  cartLineViews,
  completeOrder,
  payOrder,
  placeOrder,
  shipOrder,
} from '@mall/server-orders';
import { paymentProviderNamed } from '@mall/server-payments';
import * as tables from '../db/schema';

/** Orders the demo seller's shop has sold, spread over the last {@link SALES_DAYS} days. */
export const DEMO_SALES_ORDERS = 80;
const SALES_DAYS = 60;
const DAY_MS = 86_400_000;

/** A small deterministic generator, so the same seed gives the same sales. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The demo seller's sales, made as a shopper makes them: demo buyers (accounts that cannot sign in) add the shop's
 * products to their carts and pay cash on delivery, the seller ships, the buyers confirm receipt, and the order's
 * times are then moved back into the last two months. Every unit sold goes through the stock reservation that
 * counts it, so the shop's products' sold counts are exactly their quantities in these orders (the shop's
 * products start at 0), and the seller app's sales page and product list agree.
 */
export async function seedDemoSales(
  db: Database,
  {
    shopId,
    sellerId,
    buyerIds,
    seed,
  }: { shopId: number; sellerId: number; buyerIds: number[]; seed: number },
): Promise<number> {
  const next = random(seed);
  const candidates = await db
    .select({ id: tables.products.id })
    .from(tables.products)
    .where(
      and(
        eq(tables.products.shopId, shopId),
        eq(tables.products.status, 'active'),
        gte(tables.products.stock, 20),
      ),
    )
    .orderBy(tables.products.id);
  if (candidates.length === 0 || buyerIds.length === 0) return 0;
  // A few best sellers and a long tail, as a real shop's sales look.
  const pick = () => candidates[Math.floor(next() ** 2.5 * candidates.length)]!.id;
  const addresses = new Map<number, number>();
  for (const [index, buyerId] of buyerIds.entries()) {
    const address = await saveAddress(db, buyerId, {
      makeDefault: true,
      fields: {
        name: `Demo Buyer ${index + 1}`,
        email: `buyer-${index + 1}@mall.example`,
        telephone: '+1 (415) 555-0100',
        street: `${index + 1} Market Street`,
        postcode: '94105',
        city: 'San Francisco',
        state: 'California',
        country: 'US',
      },
    });
    addresses.set(buyerId, address.id);
  }
  const provider = paymentProviderNamed('sandbox');
  const now = Date.now();
  const seller = { kind: 'seller' as const, id: sellerId };
  let placed = 0;
  for (let index = 0; index < DEMO_SALES_ORDERS; index++) {
    const buyerId = buyerIds[index % buyerIds.length]!;
    const productIds = [...new Set([pick(), ...(next() < 0.3 ? [pick()] : [])])];
    for (const productId of productIds)
      await addToCart(db, buyerId, { productId, quantity: 1 + Math.floor(next() * 3) });
    const lineIds = (await cartLineViews(db, buyerId)).map((line) => line.lineId);
    const { orders } = await placeOrder(db, buyerId, {
      addressId: addresses.get(buyerId)!,
      deliveryCode: 'standard',
      lineIds,
    });
    const orderId = orders[0]!.order_id;
    await payOrder(db, buyerId, { orderId, method: 'cod' }, { provider });
    await shipOrder(db, {
      orderId,
      logSn: `DEMO${String(index + 1).padStart(6, '0')}`,
      carrier: 'Demo Post',
      actor: seller,
    });
    await completeOrder(db, buyerId, orderId);
    // Placed some time in the last two months (the newest first in the loop's order), received three days later.
    const placedAt = new Date(
      now - Math.floor(((index + next()) / DEMO_SALES_ORDERS) * SALES_DAYS * DAY_MS) - 4 * DAY_MS,
    );
    const at = (days: number) => new Date(placedAt.getTime() + days * DAY_MS).toISOString();
    await db
      .update(tables.orders)
      .set({
        createdAt: at(0),
        shippedAt: at(1),
        deliveredAt: at(3),
        completedAt: at(3),
        paidAt: at(3),
        settledAt: at(3),
      })
      .where(eq(tables.orders.id, orderId));
    placed += 1;
  }
  return placed;
}
