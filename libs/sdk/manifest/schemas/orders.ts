import { Type } from '@sinclair/typebox';
import { FileUrl, Id, LocalisedText, NonNegativeMinorUnits, Timestamp } from './common';
import { ShopRef } from './catalogue';

// ---------------------------------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------------------------------

/** Quantity bounds of one cart line (docs/requirements.md R4, R9). */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 999;
/** Most lines a cart holds, and so the most lines one request may name. */
export const MAX_CART_LINES = 200;
/** Free-text limits: order remark and cancel remark, refund reason, product comment. */
export const MAX_REMARK_LENGTH = 500;
export const MAX_REFUND_REASON_LENGTH = 500;
export const MAX_COMMENT_LENGTH = 2000;
/** Images a refund request may carry. */
export const MAX_REFUND_IMAGES = 6;
/** Unpaid orders (not cash on delivery) cancel after this long and release their stock (docs/requirements.md R10.5). */
export const ORDER_AUTO_CANCEL_MINUTES = 180;
/** Returns are accepted this many days after delivery (docs/requirements.md R9). */
export const RETURN_WINDOW_DAYS = 7;

export const LineQuantity = Type.Integer({ minimum: MIN_LINE_QUANTITY, maximum: MAX_LINE_QUANTITY });
/** Ids of cart lines named by a request (at least one, no more than a cart holds). */
export const LineIds = Type.Array(Id, { minItems: 1, maxItems: MAX_CART_LINES, uniqueItems: true });
export const Remark = Type.String({ maxLength: MAX_REMARK_LENGTH, description: 'Free text' });
export const OrderSn = Type.String({
  minLength: 1,
  maxLength: 32,
  description: 'Order number shown to people',
});
/** A display currency's code (`USD`, `EUR`, `USDT`, …) as `getCurrencies` lists it. */
export const CurrencyCode = Type.String({ pattern: '^[A-Z]{3,4}$', maxLength: 4 });
/** A delivery option code (`standard`, `express`, …). */
export const DeliveryCode = Type.String({ pattern: '^[a-z0-9_]{1,32}$', maxLength: 32 });

// ---------------------------------------------------------------------------------------------------------
// Cart
// ---------------------------------------------------------------------------------------------------------

/** `items_count` is the sum of the quantities in the cart (the cart badge, `card.count`). */
export const CartCount = Type.Object(
  { items_count: Type.Integer({ minimum: 0, description: 'Total quantity in the cart' }) },
  { title: 'CartCount' },
);

export const CartLine = Type.Object(
  {
    line_id: Id,
    product_id: Id,
    name: LocalisedText,
    image: FileUrl,
    unit_price_minor: NonNegativeMinorUnits,
    quantity: LineQuantity,
    /** Quantity available now. */
    stock: Type.Integer({ minimum: 0 }),
    /** False when the product is gone (expired) or has less stock than the line's quantity. */
    available: Type.Boolean(),
    line_total_minor: NonNegativeMinorUnits,
  },
  { title: 'CartLine' },
);

export const CartShopGroup = Type.Object(
  {
    shop: ShopRef,
    lines: Type.Array(CartLine, { maxItems: MAX_CART_LINES }),
    /** Sum of the shop's available lines. */
    subtotal_minor: NonNegativeMinorUnits,
  },
  { title: 'CartShopGroup' },
);

/** The cart, its lines grouped by shop (each shop becomes its own order at checkout). */
export const Cart = Type.Object(
  {
    shops: Type.Array(CartShopGroup),
    items_count: Type.Integer({ minimum: 0 }),
    /** Sum of the available lines of every shop. */
    subtotal_minor: NonNegativeMinorUnits,
  },
  { title: 'Cart' },
);

// ---------------------------------------------------------------------------------------------------------
// Checkout
// ---------------------------------------------------------------------------------------------------------

export const DeliveryOption = Type.Object(
  {
    code: DeliveryCode,
    name: LocalisedText,
    /** Fee charged per order (per shop). */
    fee_minor: NonNegativeMinorUnits,
    eta_days_min: Type.Integer({ minimum: 0, maximum: 365 }),
    eta_days_max: Type.Integer({ minimum: 0, maximum: 365 }),
  },
  { title: 'DeliveryOption' },
);

/** A delivery address as copied onto an order when it is placed (docs/requirements.md R2, without the default flag). */
export const OrderAddress = Type.Object(
  {
    name: Type.String({ maxLength: 100 }),
    email: Type.String({ maxLength: 254 }),
    telephone: Type.String({ maxLength: 32 }),
    street: Type.String({ maxLength: 255 }),
    postcode: Type.String({ maxLength: 20 }),
    city: Type.String({ maxLength: 100 }),
    state: Type.String({ maxLength: 100 }),
    country: Type.String({ maxLength: 100 }),
  },
  { title: 'OrderAddress' },
);

export const CheckoutAddress = Type.Object(
  { id: Id, ...OrderAddress.properties },
  { title: 'CheckoutAddress' },
);

/** What one shop's order will cost. */
export const CheckoutGroup = Type.Object(
  {
    shop: ShopRef,
    lines: Type.Array(CartLine, { maxItems: MAX_CART_LINES }),
    subtotal_minor: NonNegativeMinorUnits,
    delivery_fee_minor: NonNegativeMinorUnits,
    total_minor: NonNegativeMinorUnits,
  },
  { title: 'CheckoutGroup' },
);

export const CheckoutSummary = Type.Object(
  {
    address: CheckoutAddress,
    delivery: DeliveryOption,
    groups: Type.Array(CheckoutGroup),
    items_count: Type.Integer({ minimum: 0 }),
    subtotal_minor: NonNegativeMinorUnits,
    delivery_fee_minor: NonNegativeMinorUnits,
    total_minor: NonNegativeMinorUnits,
  },
  { title: 'CheckoutSummary' },
);

export const PlacedOrder = Type.Object(
  { order_id: Id, order_sn: OrderSn, shop: ShopRef, total_minor: NonNegativeMinorUnits },
  { title: 'PlacedOrder' },
);

/** The orders one checkout created (one per shop) and what they cost together. */
export const PlaceOrderResult = Type.Object(
  { orders: Type.Array(PlacedOrder, { minItems: 1 }), total_minor: NonNegativeMinorUnits },
  { title: 'PlaceOrderResult' },
);

// ---------------------------------------------------------------------------------------------------------
// Refunds (returns)
// ---------------------------------------------------------------------------------------------------------

export const refundStates = ['pending', 'approved', 'refused', 'cancelled', 'refunded'] as const;
export const RefundState = Type.Union(
  refundStates.map((state) => Type.Literal(state)),
  { title: 'RefundState' },
);

/** A return of one order item (one per item, 2000010). */
export const Refund = Type.Object(
  {
    id: Id,
    order_id: Id,
    order_sn: OrderSn,
    item: Type.Object({
      item_id: Id,
      product_id: Id,
      name: LocalisedText,
      image: FileUrl,
      quantity: LineQuantity,
    }),
    /** Amount returned to the wallet when the refund completes. */
    amount_minor: NonNegativeMinorUnits,
    state: RefundState,
    reason: Type.String({ maxLength: MAX_REFUND_REASON_LENGTH }),
    images: Type.Array(FileUrl, { maxItems: MAX_REFUND_IMAGES }),
    /** The staff reviewer's message; null before review. */
    staff_message: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Refund' },
);

// ---------------------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------------------

export const paymentStates = ['unpaid', 'paid', 'cancelled'] as const;
export const PaymentState = Type.Union(
  paymentStates.map((state) => Type.Literal(state)),
  { title: 'PaymentState' },
);

export const deliveryStates = ['to_ship', 'shipped', 'in_transit', 'delivered', 'completed'] as const;
/** `completed` is receipt confirmed by the shopper. */
export const DeliveryState = Type.Union(
  deliveryStates.map((state) => Type.Literal(state)),
  { title: 'DeliveryState' },
);

/**
 * The purchase-history labels of docs/requirements.md R3.4, derived by the server from the two states:
 * `pending_payment` unpaid and awaiting payment · `cancelled` · `to_deliver` paid (or cash on delivery) and
 * to ship · `on_the_way` shipped · `in_transit` · `delivered` delivered or receipt confirmed.
 */
export const orderHistoryStates = [
  'pending_payment',
  'cancelled',
  'to_deliver',
  'on_the_way',
  'in_transit',
  'delivered',
] as const;
export const OrderHistoryState = Type.Union(
  orderHistoryStates.map((state) => Type.Literal(state)),
  { title: 'OrderHistoryState' },
);

export const paymentMethods = ['wallet', 'card', 'cod'] as const;
/** Wallet balance, bank card through the payment provider, or cash on delivery. */
export const PaymentMethod = Type.Union(
  paymentMethods.map((method) => Type.Literal(method)),
  { title: 'PaymentMethod' },
);

export const OrderItem = Type.Object(
  {
    item_id: Id,
    product_id: Id,
    name: LocalisedText,
    image: FileUrl,
    unit_price_minor: NonNegativeMinorUnits,
    quantity: LineQuantity,
    line_total_minor: NonNegativeMinorUnits,
    /** Whether the shopper has commented on this item. */
    commented: Type.Boolean(),
    /** State of the item's return, null when none was requested. */
    refund_state: Type.Union([RefundState, Type.Null()]),
  },
  { title: 'OrderItem' },
);

export const OrderSummary = Type.Object(
  {
    id: Id,
    order_sn: OrderSn,
    created_at: Timestamp,
    shop: ShopRef,
    payment_state: PaymentState,
    delivery_state: DeliveryState,
    history_state: OrderHistoryState,
    payment_method: Type.Union([PaymentMethod, Type.Null()]),
    /** The order's price: items plus delivery fee. */
    total_minor: NonNegativeMinorUnits,
    delivery_fee_minor: NonNegativeMinorUnits,
    /**
     * The display currency and its rate (units per 1 USD) at the moment the order was placed: the order's
     * amounts shown in it stay what the shopper saw, whatever the rate does later. Every screen showing the
     * order (pay step, purchase history, order detail) converts with this rate, by `@mall/money`'s
     * `displayOrder` over the items and the delivery fee, so they all show the same amounts.
     */
    display_currency: Type.Object({
      code: CurrencyCode,
      symbol: Type.String(),
      rate: Type.Number({ exclusiveMinimum: 0 }),
      decimals: Type.Integer({ minimum: 0, maximum: 3 }),
    }),
    items_count: Type.Integer({ minimum: 0 }),
    items: Type.Array(OrderItem, { maxItems: MAX_CART_LINES }),
    /** When an unpaid order cancels itself; null once paid, cancelled or cash on delivery. */
    auto_cancel_at: Type.Union([Timestamp, Type.Null()]),
  },
  { title: 'OrderSummary' },
);

/** One step of an order's history: which axis moved, from which state to which, who moved it and why. */
export const OrderHistoryStep = Type.Object(
  {
    axis: Type.Union([Type.Literal('payment'), Type.Literal('delivery')]),
    /** Null for the first step, when the order was placed. */
    from: Type.Union([Type.String({ maxLength: 20 }), Type.Null()]),
    to: Type.String({ maxLength: 20 }),
    actor: Type.Union([
      Type.Literal('shopper'),
      Type.Literal('seller'),
      Type.Literal('staff'),
      Type.Literal('system'),
    ]),
    remark: Type.Union([Type.String({ maxLength: MAX_REMARK_LENGTH }), Type.Null()]),
    at: Timestamp,
  },
  { title: 'OrderHistoryStep' },
);

/** An order's steps, oldest first: placed, paid, shipped, …, or cancelled (a handful; a bound for clients). */
export const OrderHistory = Type.Array(OrderHistoryStep, { maxItems: 20 });

/** An order with everything docs/requirements.md R2 lists. */
export const OrderDetail = Type.Object(
  {
    ...OrderSummary.properties,
    subtotal_minor: NonNegativeMinorUnits,
    /** Amount actually paid; null while unpaid. */
    actual_pay_minor: Type.Union([NonNegativeMinorUnits, Type.Null()]),
    /** Last four digits of the card that paid, for card payments. */
    card_last4: Type.Union([Type.String({ pattern: '^[0-9]{4}$' }), Type.Null()]),
    /** True when a card payment went through the sandbox provider (no real money moved). */
    payment_sandbox: Type.Boolean(),
    paid_at: Type.Union([Timestamp, Type.Null()]),
    /** Deliver time. */
    shipped_at: Type.Union([Timestamp, Type.Null()]),
    completed_at: Type.Union([Timestamp, Type.Null()]),
    cancelled_at: Type.Union([Timestamp, Type.Null()]),
    delivered_at: Type.Union([Timestamp, Type.Null()]),
    /** Logistics (tracking) number, once shipped. */
    log_sn: Type.Union([Type.String({ maxLength: 64 }), Type.Null()]),
    /** Who carries it, once shipped. */
    carrier: Type.Union([Type.String({ maxLength: 50 }), Type.Null()]),
    history: OrderHistory,
    /** Arrival method: the delivery option chosen at checkout. */
    arrival_method: Type.Object({ code: DeliveryCode, name: LocalisedText }),
    remark: Type.String({ maxLength: MAX_REMARK_LENGTH }),
    cancel_remark: Type.Union([Type.String({ maxLength: MAX_REMARK_LENGTH }), Type.Null()]),
    address: OrderAddress,
    customer: Type.Object({
      name: Type.String({ maxLength: 100 }),
      email: Type.String({ maxLength: 254 }),
      telephone: Type.String({ maxLength: 32 }),
    }),
  },
  { title: 'OrderDetail' },
);
