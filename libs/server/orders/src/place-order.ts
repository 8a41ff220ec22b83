import { and, eq, inArray, sql } from 'drizzle-orm';
import { findUser } from '@mall/server-account';
import { reserveStock } from '@mall/server-catalogue';
import { BASE_CURRENCY, listCurrencies } from '@mall/server-configuration';
import { crashPoint, type Database, DomainError, withIdempotency } from '@mall/server-core';
import { cartLineViews, lockCartLines } from './cart';
import { checkoutAddress, priceGroups } from './checkout';
import { findDeliveryOption } from './delivery';
import { ORDER_AUTO_CANCEL_MINUTES } from '@mall/sdk-manifest';
import { cartLines, orderItems, orders, orderSets } from './tables';
import { recordPlacedOrder } from './transitions';

export interface PlaceOrderRequest {
  addressId: number;
  deliveryCode: string;
  lineIds: readonly number[];
  remark?: string;
  /** The display currency's code; USD when absent. */
  currency?: string;
}

/** What `placeOrder` answers (and stores for a repeated Idempotency-Key): JSON the API returns as it is. */
export interface PlaceOrderResult {
  orders: { order_id: number; order_sn: string; shop: { id: number; name: string }; total_minor: number }[];
  total_minor: number;
}

async function displayCurrency(db: Database, code = BASE_CURRENCY) {
  const currency = (await listCurrencies(db)).find((candidate) => candidate.code === code);
  if (!currency) throw new DomainError('INVALID_PARAMETERS', null, `Unknown currency ${code}`);
  return currency;
}

/** `20261123` and the order's id: unique, sortable and short enough to read out on the phone. */
const orderNumber = (id: number, placedAt: Date) =>
  `${placedAt.toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(8, '0')}`;

async function nextOrderId(tx: Database): Promise<number> {
  // Both drivers (node-postgres and PGlite) answer raw SQL with `rows`.
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  )) as {
    rows: { id: number }[];
  };
  return Number(result.rows[0]!.id);
}

async function placeOrders(
  tx: Database,
  userId: number,
  request: PlaceOrderRequest,
): Promise<PlaceOrderResult> {
  const address = await checkoutAddress(tx, userId, request.addressId);
  const delivery = await findDeliveryOption(tx, request.deliveryCode);
  const currency = await displayCurrency(tx, request.currency);
  const user = await findUser(tx, userId);
  // The chosen lines are locked first: a second checkout of the same lines waits here, then finds them gone.
  await lockCartLines(tx, userId, request.lineIds);
  const lines = await cartLineViews(tx, userId, request.lineIds);
  if (lines.length !== request.lineIds.length) throw new DomainError('PRODUCT_INVALID');
  // In product order, so two checkouts sharing products take their rows in the same order and never deadlock.
  for (const line of [...lines].sort((a, b) => a.product.id - b.product.id)) {
    if (!line.product.onSale) throw new DomainError('PRODUCT_INVALID');
    await reserveStock(tx, line.product.id, line.quantity);
  }
  crashPoint('checkout:stock-reserved');
  // Every line was reserved, so every line is available at the price read in this transaction.
  const groups = priceGroups(
    lines.map((line) => ({ ...line, available: true })),
    delivery,
  ).sort((a, b) => a.shop.id - b.shop.id);
  const totalMinor = groups.reduce((total, group) => total + group.totalMinor, 0);
  const placedAt = new Date();
  const [set] = await tx.insert(orderSets).values({ userId, totalMinor }).returning({ id: orderSets.id });
  const placed: PlaceOrderResult['orders'] = [];
  for (const group of groups) {
    const id = await nextOrderId(tx);
    const orderSn = orderNumber(id, placedAt);
    const [order] = await tx
      .insert(orders)
      .values({
        id,
        orderSn,
        orderSetId: set!.id,
        userId,
        shopId: group.shop.id,
        shopName: group.shop.name,
        subtotalMinor: group.subtotalMinor,
        deliveryFeeMinor: group.deliveryFeeMinor,
        totalMinor: group.totalMinor,
        deliveryCode: delivery.code,
        remark: request.remark?.trim() ?? '',
        address: {
          name: address.name,
          email: address.email,
          telephone: address.telephone,
          street: address.street,
          postcode: address.postcode,
          city: address.city,
          state: address.state,
          country: address.country,
        },
        customer: {
          name: `${user.firstname} ${user.lastname}`.trim(),
          email: user.email,
          telephone: user.phone,
        },
        currencyCode: currency.code,
        currencySymbol: currency.symbol,
        currencyRate: currency.rate,
        currencyDecimals: currency.decimals,
        autoCancelAt: sql`now() + make_interval(mins => ${ORDER_AUTO_CANCEL_MINUTES})`,
      })
      .returning();
    await recordPlacedOrder(tx, order!, { kind: 'shopper', id: userId });
    await tx.insert(orderItems).values(
      group.lines.map((line) => ({
        orderId: id,
        productId: line.product.id,
        ...line.product.name,
        name_en: line.product.name.name_en ?? '',
        image: line.product.image,
        unitPriceMinor: line.product.priceMinor,
        quantity: line.quantity,
      })),
    );
    placed.push({ order_id: id, order_sn: orderSn, shop: group.shop, total_minor: group.totalMinor });
  }
  await tx
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, [...request.lineIds])));
  crashPoint('checkout:orders-written');
  return { orders: placed, total_minor: totalMinor };
}

/**
 * Turns the chosen cart lines into one unpaid order per shop in one transaction: stock reserved
 * by the catalogue's conditional decrement, the current unit prices and the display currency's rate locked in,
 * the lines removed. With an Idempotency-Key, the same key answers the same order set however often it comes.
 */
export const placeOrder = (
  db: Database,
  userId: number,
  request: PlaceOrderRequest,
  idempotencyKey?: string,
): Promise<PlaceOrderResult> =>
  withIdempotency(
    db,
    { userId, key: idempotencyKey, operation: 'placeOrder', body: request },
    (tx) => placeOrders(tx, userId, request),
    // As an order's changes do (ON_THE_LOCKED_ORDER): the cart lines' locks order two checkouts of one cart,
    // stock moves by conditional decrement, and the key's unique index orders two requests with one key.
    { isolation: 'read committed' },
  );
