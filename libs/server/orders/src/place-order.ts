import { type SQL, sql } from 'drizzle-orm';
import { BASE_CURRENCY } from '@mall/server-configuration';
import {
  crashPoint,
  type Database,
  DomainError,
  preparedStatement,
  withIdempotency,
} from '@mall/server-core';
import { ORDER_AUTO_CANCEL_MINUTES } from '@mall/sdk-manifest';
import type { CartLineView } from './cart';
import { priceGroups } from './checkout';
import { type OrderAddressSnapshot, orderItems, orders, orderSets } from './tables';
import { recordPlacedOrders } from './transitions';

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

/** `20261123` and the order's id: unique, sortable and short enough to read out on the phone. */
const orderNumber = (id: number, placedAt: Date) =>
  `${placedAt.toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(8, '0')}`;

// Both drivers (node-postgres and PGlite) answer raw SQL with `rows`.
const rowsOf = async <Row>(tx: Database, query: SQL): Promise<Row[]> =>
  ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;

interface CheckoutContext {
  lines: { id: number; product_id: number; quantity: number }[] | null;
  address: OrderAddressSnapshot | null;
  has_address: boolean;
  delivery: { code: string; fee_minor: number } | null;
  currency: { code: string; symbol: string; rate: number; decimals: number } | null;
  customer: { firstname: string; lastname: string; email: string; phone: string } | null;
  set_id: number;
  order_ids: number[];
}

const checkoutStatement = preparedStatement<
  CheckoutContext,
  { userId: number; lineIds: number[]; addressId: number; deliveryCode: string; currency: string }
>(
  'read_checkout',
  sql`with chosen as materialized (
        select id, product_id, quantity, created_at from cart_lines
         where user_id = ${sql.placeholder('userId')} and id = any(${sql.placeholder('lineIds')}::int[])
         order by id for update)
      select (select json_agg(json_build_object('id', id, 'product_id', product_id, 'quantity', quantity)
                              order by created_at, id) from chosen) as lines,
             (select json_build_object('name', name, 'email', email, 'telephone', telephone, 'street', street,
                                       'postcode', postcode, 'city', city, 'state', state, 'country', country)
                from addresses
               where user_id = ${sql.placeholder('userId')} and id = ${sql.placeholder('addressId')}) as address,
             exists (select 1 from addresses where user_id = ${sql.placeholder('userId')}) as has_address,
             (select json_build_object('code', code, 'fee_minor', fee_minor)
                from delivery_options where code = ${sql.placeholder('deliveryCode')}) as delivery,
             (select json_build_object('code', code, 'symbol', symbol, 'rate', rate, 'decimals', decimals)
                from currencies where code = ${sql.placeholder('currency')}) as currency,
             (select json_build_object('firstname', firstname, 'lastname', lastname, 'email', email,
                                       'phone', phone)
                from users where id = ${sql.placeholder('userId')}) as customer,
             nextval(pg_get_serial_sequence('order_sets', 'id'))::int as set_id,
             array(select nextval(pg_get_serial_sequence('orders', 'id'))::int
                     from generate_series(1, cardinality(${sql.placeholder('lineIds')}::int[]))) as order_ids`,
);

/**
 * One statement: the chosen cart lines locked (in id order: a second checkout of the same lines waits here, then
 * finds them gone), with the address, the delivery option, the display currency and the customer's details.
 */
async function readCheckout(tx: Database, userId: number, request: PlaceOrderRequest) {
  const [context] = await checkoutStatement(tx, {
    userId,
    lineIds: [...request.lineIds],
    addressId: request.addressId,
    deliveryCode: request.deliveryCode,
    currency: request.currency ?? BASE_CURRENCY,
  });
  const { lines, address, delivery, currency, customer } = context!;
  if (!address) throw new DomainError(context!.has_address ? 'NO_DATA_FOUND' : 'DEFAULT_ADDRESS_EMPTY');
  if (!delivery) throw new DomainError('NO_DATA_FOUND');
  if (!currency)
    throw new DomainError(
      'INVALID_PARAMETERS',
      null,
      `Unknown currency ${request.currency ?? BASE_CURRENCY}`,
    );
  if (!customer) throw new DomainError('NO_DATA_FOUND');
  // A named line that is not the user's answers like a missing one.
  if ((lines?.length ?? 0) !== request.lineIds.length) throw new DomainError('NO_DATA_FOUND');
  const ids = { set: context!.set_id, orders: context!.order_ids };
  return { lines: lines!, address, delivery, currency, customer, ids };
}

interface TakenProduct {
  id: number;
  shop_id: number;
  shop_name: string;
  name_en: string | null;
  name_zh: string | null;
  name_zhtw: string | null;
  name_es: string | null;
  name_jp: string | null;
  name_th: string | null;
  image: string;
  price_minor: number;
  stock: number;
}

// The lines come as JSON, not as two arrays: PostgreSQL counts an array's elements when it plans with the values
// and guesses when it plans without them, so with arrays it found every checkout's own plan cheaper and planned
// each again (0.6 ms); a JSON argument is guessed alike both ways, and each connection plans the statement once.
const takeStockStatement = preparedStatement<
  TakenProduct,
  { lines: string; userId: number; lineIds: number[] }
>(
  'take_stock',
  sql`with wanted as (
        select id, sum(quantity)::int as quantity
          from json_to_recordset(${sql.placeholder('lines')}::json) as line(id int, quantity int)
         group by id
      ), locked as (
        select products.id from products join wanted using (id) order by products.id for update of products
      ), taken as (
        update products set stock = products.stock - wanted.quantity,
                            sold_count = products.sold_count + wanted.quantity
          from wanted
         where products.id = wanted.id and products.id in (select id from locked)
           and products.status = 'active' and products.stock >= wanted.quantity
        returning products.id, products.shop_id, products.name_en, products.name_zh, products.name_zhtw,
                  products.name_es, products.name_jp, products.name_th, products.image, products.price_minor,
                  products.stock
      ), removed as (
        delete from cart_lines
         where user_id = ${sql.placeholder('userId')} and id = any(${sql.placeholder('lineIds')}::int[])
      )
      select taken.*, shops.name as shop_name from taken join shops on shops.id = taken.shop_id`,
);

/**
 * One statement: the lines' products locked in id order (two checkouts sharing products never deadlock), their
 * stock taken by conditional decrement, counted sold, the lines removed from the cart; answers the products as
 * they are sold. A product missing, off sale or short is left out of the answer, and the caller refuses.
 */
async function takeStock(tx: Database, userId: number, lines: CheckoutContext['lines'] & object) {
  const ids = lines.map((line) => line.product_id);
  const taken = await takeStockStatement(tx, {
    lines: JSON.stringify(lines.map((line) => ({ id: line.product_id, quantity: line.quantity }))),
    userId,
    lineIds: lines.map((line) => line.id),
  });
  if (taken.length === new Set(ids).size) return new Map(taken.map((product) => [product.id, product]));
  const [refused] = await rowsOf<{ invalid: boolean }>(
    tx,
    sql`select count(*) filter (where status = 'active') < ${new Set(ids).size} as invalid
          from products where id = any(${sql.param(ids)}::int[])`,
  );
  throw new DomainError(refused!.invalid ? 'PRODUCT_INVALID' : 'INSUFFICIENT_STOCK');
}

async function placeOrders(
  tx: Database,
  userId: number,
  request: PlaceOrderRequest,
): Promise<PlaceOrderResult> {
  const { lines, address, delivery, currency, customer, ids } = await readCheckout(tx, userId, request);
  const products = await takeStock(tx, userId, lines);
  crashPoint('checkout:stock-reserved');
  const views: CartLineView[] = lines.map((line) => {
    const product = products.get(line.product_id)!;
    return {
      lineId: line.id,
      quantity: line.quantity,
      available: true,
      product: {
        id: product.id,
        shop: { id: product.shop_id, name: product.shop_name },
        name: {
          name_en: product.name_en,
          name_zh: product.name_zh,
          name_zhtw: product.name_zhtw,
          name_es: product.name_es,
          name_jp: product.name_jp,
          name_th: product.name_th,
        },
        image: product.image,
        priceMinor: Number(product.price_minor),
        stock: product.stock,
        onSale: true,
      },
    };
  });
  // Every line was reserved, so every line is available at the price read in this transaction.
  const groups = priceGroups(views, { feeMinor: Number(delivery.fee_minor) }).sort(
    (a, b) => a.shop.id - b.shop.id,
  );
  const totalMinor = groups.reduce((total, group) => total + group.totalMinor, 0);
  const placedAt = new Date();
  // The ids were drawn by the checkout's read: one order per shop, at most one per line.
  const orderIds = ids.orders.slice(0, groups.length);
  const snapshot = {
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
      name: `${customer.firstname} ${customer.lastname}`.trim(),
      email: customer.email,
      telephone: customer.phone,
    },
  };
  const placed = groups.map((group, index) => ({
    id: orderIds[index]!,
    orderSn: orderNumber(orderIds[index]!, placedAt),
    orderSetId: ids.set,
    userId,
    shopId: group.shop.id,
    shopName: group.shop.name,
    subtotalMinor: group.subtotalMinor,
    deliveryFeeMinor: group.deliveryFeeMinor,
    totalMinor: group.totalMinor,
    deliveryCode: delivery.code,
    remark: request.remark?.trim() ?? '',
    ...snapshot,
    currencyCode: currency.code,
    currencySymbol: currency.symbol,
    currencyRate: Number(currency.rate),
    currencyDecimals: currency.decimals,
    paymentMethod: null,
    carrier: null,
    logSn: null,
  }));
  // The set, its orders, their lines, history and events: one statement.
  await recordPlacedOrders(tx, placed, { kind: 'shopper', id: userId }, [
    tx.insert(orderSets).values({ id: ids.set, userId, totalMinor }).getSQL(),
    tx
      .insert(orders)
      .values(
        placed.map((order) => ({
          ...order,
          autoCancelAt: sql`now() + make_interval(mins => ${ORDER_AUTO_CANCEL_MINUTES})`,
        })),
      )
      .getSQL(),
    tx
      .insert(orderItems)
      .values(
        groups.flatMap((group, index) =>
          group.lines.map((line) => ({
            orderId: orderIds[index]!,
            productId: line.product.id,
            ...line.product.name,
            name_en: line.product.name.name_en ?? '',
            image: line.product.image,
            unitPriceMinor: line.product.priceMinor,
            quantity: line.quantity,
          })),
        ),
      )
      .getSQL(),
  ]);
  crashPoint('checkout:orders-written');
  return {
    orders: placed.map((order) => ({
      order_id: order.id,
      order_sn: order.orderSn,
      shop: { id: order.shopId, name: order.shopName },
      total_minor: order.totalMinor,
    })),
    total_minor: totalMinor,
  };
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
