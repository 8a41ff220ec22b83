import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '@mall/server-account/tables';
import { products, shops } from '@mall/server-catalogue/tables';
import { createdAt, localised } from '@mall/server-core';

// The orders domain's tables: only this project's services read or write them.
const money = (name: string) => bigint(name, { mode: 'number' });
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

export const PAYMENT_STATES = ['unpaid', 'paid', 'cancelled'] as const;
export const DELIVERY_STATES = ['to_ship', 'shipped', 'in_transit', 'delivered', 'completed'] as const;
export const PAYMENT_METHODS = ['wallet', 'card', 'cod'] as const;
export const REFUND_STATES = ['pending', 'approved', 'refused', 'cancelled', 'refunded'] as const;

export type PaymentState = (typeof PAYMENT_STATES)[number];
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type RefundState = (typeof REFUND_STATES)[number];

/** Reference data (seeded by the migration that creates it): how an order travels and what that costs. */
export const deliveryOptions = pgTable(
  'delivery_options',
  {
    code: text('code').primaryKey(),
    ...localised('name'),
    feeMinor: money('fee_minor').notNull(),
    etaDaysMin: smallint('eta_days_min').notNull(),
    etaDaysMax: smallint('eta_days_max').notNull(),
    sort: smallint('sort').notNull(),
  },
  (table) => [
    check('delivery_options_fee_check', sql`${table.feeMinor} >= 0`),
    check(
      'delivery_options_eta_check',
      sql`0 <= ${table.etaDaysMin} and ${table.etaDaysMin} <= ${table.etaDaysMax}`,
    ),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cart_lines_user_product_idx').on(table.userId, table.productId),
    check('cart_lines_quantity_check', sql`${table.quantity} between 1 and 999`),
  ],
);

/** What one checkout created: one order per shop. */
export const orderSets = pgTable('order_sets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  totalMinor: money('total_minor').notNull(),
  createdAt: createdAt(),
});

/** The address and contact copied onto an order when it is placed: later edits of the address book leave it be. */
export interface OrderAddressSnapshot {
  name: string;
  email: string;
  telephone: string;
  street: string;
  postcode: string;
  city: string;
  state: string;
  country: string;
}

/** Who placed the order, as their account read then. */
export interface OrderCustomerSnapshot {
  name: string;
  email: string;
  telephone: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderSn: text('order_sn').notNull().unique(),
    orderSetId: integer('order_set_id')
      .notNull()
      .references(() => orderSets.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    /** The shop's name when the order was placed. */
    shopName: text('shop_name').notNull(),
    paymentState: text('payment_state', { enum: PAYMENT_STATES }).notNull().default('unpaid'),
    deliveryState: text('delivery_state', { enum: DELIVERY_STATES }).notNull().default('to_ship'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    subtotalMinor: money('subtotal_minor').notNull(),
    deliveryFeeMinor: money('delivery_fee_minor').notNull(),
    totalMinor: money('total_minor').notNull(),
    actualPayMinor: money('actual_pay_minor'),
    cardLast4: text('card_last4'),
    paymentSandbox: boolean('payment_sandbox').notNull().default(false),
    deliveryCode: text('delivery_code')
      .notNull()
      .references(() => deliveryOptions.code, { onDelete: 'restrict' }),
    remark: text('remark').notNull().default(''),
    cancelRemark: text('cancel_remark'),
    address: jsonb('address').$type<OrderAddressSnapshot>().notNull(),
    customer: jsonb('customer').$type<OrderCustomerSnapshot>().notNull(),
    currencyCode: text('currency_code').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    currencyRate: numeric('currency_rate', { precision: 18, scale: 6, mode: 'number' }).notNull(),
    currencyDecimals: smallint('currency_decimals').notNull(),
    autoCancelAt: moment('auto_cancel_at'),
    paidAt: moment('paid_at'),
    shippedAt: moment('shipped_at'),
    deliveredAt: moment('delivered_at'),
    completedAt: moment('completed_at'),
    cancelledAt: moment('cancelled_at'),
    settledAt: moment('settled_at'),
    carrier: text('carrier'),
    logSn: text('log_sn'),
    /** The card payment attempt in flight (`card_payment_attempts`): nothing else may pay or cancel the order meanwhile. */
    cardAttemptId: integer('card_attempt_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('orders_user_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('orders_auto_cancel_idx')
      .on(table.autoCancelAt)
      .where(sql`payment_state = 'unpaid' and auto_cancel_at is not null`),
    index('orders_to_ship_idx')
      .on(table.createdAt)
      .where(sql`delivery_state = 'to_ship' and payment_state <> 'cancelled'`),
    // The staff's shipment queue, in its order, and its count, which the live queues read once a second while
    // payments come: an index-only scan of the orders waiting to ship, not a scan of every order (migration 0039).
    index('orders_awaiting_shipment_idx')
      .on(table.id)
      .where(
        sql`delivery_state = 'to_ship' and (payment_state = 'paid' or (payment_state = 'unpaid' and payment_method = 'cod'))`,
      ),
    check('orders_payment_state_check', oneOf('payment_state', PAYMENT_STATES)),
    check('orders_delivery_state_check', oneOf('delivery_state', DELIVERY_STATES)),
    check(
      'orders_payment_method_check',
      sql`payment_method is null or ${oneOf('payment_method', PAYMENT_METHODS)}`,
    ),
    check(
      'orders_amounts_check',
      sql`subtotal_minor >= 0 and delivery_fee_minor >= 0 and total_minor = subtotal_minor + delivery_fee_minor`,
    ),
    // A cancelled order never left; only cash on delivery travels unpaid; only a paid order is completed.
    check(
      'orders_cancelled_unshipped_check',
      sql`payment_state <> 'cancelled' or delivery_state = 'to_ship'`,
    ),
    check(
      'orders_unpaid_travels_cod_check',
      sql`payment_state <> 'unpaid' or delivery_state = 'to_ship' or payment_method = 'cod'`,
    ),
    check('orders_completed_paid_check', sql`delivery_state <> 'completed' or payment_state = 'paid'`),
    check(
      'orders_paid_method_check',
      sql`payment_state <> 'paid' or (payment_method is not null and paid_at is not null)`,
    ),
    check('orders_card_last4_check', sql`card_last4 is null or card_last4 ~ '^[0-9]{4}$'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    ...localised('name'),
    image: text('image').notNull(),
    unitPriceMinor: money('unit_price_minor').notNull(),
    quantity: integer('quantity').notNull(),
    commentedAt: moment('commented_at'),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    check('order_items_quantity_check', sql`${table.quantity} between 1 and 999`),
    check('order_items_price_check', sql`${table.unitPriceMinor} >= 0`),
  ],
);

/** Every payment attempt; at most one succeeds per order. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    amountMinor: money('amount_minor').notNull(),
    cardLast4: text('card_last4'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payments_one_success_idx')
      .on(table.orderId)
      .where(sql`succeeded`),
    check('payments_method_check', oneOf('method', PAYMENT_METHODS)),
    check('payments_amount_check', sql`${table.amountMinor} >= 0`),
  ],
);

export const CARD_ATTEMPT_STATES = ['pending', 'approved', 'declined', 'abandoned'] as const;
export type CardAttemptState = (typeof CARD_ATTEMPT_STATES)[number];

/**
 * A card payment of an order, recorded before the provider is called (outside any transaction, with the attempt as
 * its idempotency key) and settled after: `pending` while the call is in flight, then approved or declined; a
 * pending attempt the provider never heard of (the process died before the call) is `abandoned`.
 */
export const cardPaymentAttempts = pgTable(
  'card_payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: integer('user_id').notNull(),
    amountMinor: money('amount_minor').notNull(),
    cardLast4: text('card_last4').notNull(),
    state: text('state', { enum: CARD_ATTEMPT_STATES }).notNull().default('pending'),
    settledAt: moment('settled_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('card_payment_attempts_one_pending_idx')
      .on(table.orderId)
      .where(sql`state = 'pending'`),
    index('card_payment_attempts_pending_idx')
      .on(table.createdAt)
      .where(sql`state = 'pending'`),
    check('card_payment_attempts_state_check', oneOf('state', CARD_ATTEMPT_STATES)),
    check('card_payment_attempts_amount_check', sql`${table.amountMinor} > 0`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    amountMinor: money('amount_minor').notNull(),
    state: text('state', { enum: REFUND_STATES }).notNull().default('pending'),
    reason: text('reason').notNull(),
    /** The caller's own uploads the request shows (`/upload`), in their order. */
    imageUploadIds: integer('image_upload_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    staffMessage: text('staff_message'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // One return per item; a withdrawn one does not count, so the shopper may ask again.
    uniqueIndex('refunds_one_per_item_idx')
      .on(table.orderItemId)
      .where(sql`state <> 'cancelled'`),
    index('refunds_user_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('refunds_pending_idx')
      .on(table.createdAt)
      .where(sql`state = 'pending'`),
    check('refunds_state_check', oneOf('state', REFUND_STATES)),
    check('refunds_quantity_check', sql`${table.quantity} between 1 and 999`),
    check('refunds_amount_check', sql`${table.amountMinor} >= 0`),
  ],
);

export const ORDER_ACTOR_KINDS = ['shopper', 'seller', 'staff', 'system'] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];

/**
 * Every step of an order's two axes, appended by `transitionOrder` and never changed: who (a shopper, seller or
 * staff member, or the system), when, from which state to which, and why. The order timeline reads it.
 */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    axis: text('axis', { enum: ['payment', 'delivery'] }).notNull(),
    /** Null for the order's first state, when it was placed. */
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    actorKind: text('actor_kind', { enum: ORDER_ACTOR_KINDS }).notNull(),
    /** The user or staff member; null for the system, and for staff working from the ops terminal. */
    actorId: integer('actor_id'),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_history_order_idx').on(table.orderId, table.id),
    check('order_history_axis_check', oneOf('axis', ['payment', 'delivery'])),
    check('order_history_actor_check', oneOf('actor_kind', ORDER_ACTOR_KINDS)),
    check('order_history_actor_id_check', sql`actor_kind <> 'system' or actor_id is null`),
  ],
);
