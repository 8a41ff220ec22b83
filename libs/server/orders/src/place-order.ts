import { sql } from 'drizzle-orm';
import { BASE_CURRENCY } from '@mall/server-configuration';
import {
  callDatabaseFunction,
  crashPoint,
  type Database,
  EVENTS_CHANNEL,
  idempotencyClaim,
  preparedStatement,
} from '@mall/server-core';
import { ORDER_AUTO_CANCEL_MINUTES } from '@mall/sdk-manifest';
import { ORDER_EVENT_VERSION } from './transitions';

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

// The placement is the database function `place_order` (migration 0033): one round trip, in autocommit.
const placeOrderStatement = preparedStatement<
  { answer: PlaceOrderResult },
  {
    userId: number;
    lineIds: number[];
    addressId: number;
    deliveryCode: string;
    currency: string;
    remark: string;
    key: string | null;
    requestDigest: string | null;
  }
>(
  'place_order',
  sql`select place_order(${sql.placeholder('userId')}::int, ${sql.placeholder('lineIds')}::int[],
                         ${sql.placeholder('addressId')}::int, ${sql.placeholder('deliveryCode')}::text,
                         ${sql.placeholder('currency')}::text, ${sql.placeholder('remark')}::text,
                         ${ORDER_AUTO_CANCEL_MINUTES}::int, ${sql.placeholder('key')}::text,
                         ${sql.placeholder('requestDigest')}::text, ${ORDER_EVENT_VERSION}::int,
                         ${EVENTS_CHANNEL}::text) as answer`,
);

/**
 * Turns the chosen cart lines into one unpaid order per shop, all or nothing: stock reserved by the catalogue's
 * conditional decrement (a product off sale answers PRODUCT_INVALID, one short INSUFFICIENT_STOCK), the current
 * unit prices, the address and the display currency's rate locked in, the lines removed, each order's first
 * history row and `order.placed` event written. With an Idempotency-Key, the same key answers the same order set
 * however often it comes. Call it on the database, not in a transaction: it is one statement, retried as a whole
 * when PostgreSQL aborts it as a conflict.
 */
export async function placeOrder(
  db: Database,
  userId: number,
  request: PlaceOrderRequest,
  idempotencyKey?: string,
): Promise<PlaceOrderResult> {
  const claim = idempotencyClaim({ userId, key: idempotencyKey, operation: 'placeOrder', body: request });
  const values = {
    userId,
    lineIds: [...request.lineIds],
    addressId: request.addressId,
    deliveryCode: request.deliveryCode,
    currency: request.currency ?? BASE_CURRENCY,
    remark: request.remark?.trim() ?? '',
    key: claim?.key ?? null,
    requestDigest: claim?.requestDigest ?? null,
  };
  const [placed] = await callDatabaseFunction(() => placeOrderStatement(db, values));
  crashPoint('checkout:orders-written');
  return placed!.answer;
}
