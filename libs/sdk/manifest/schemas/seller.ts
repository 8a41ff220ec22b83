import { Type } from '@sinclair/typebox';
import { Email, FileUrl, Id, LocalisedText, NonNegativeMinorUnits, Timestamp } from './common';
import { ShopRef } from './catalogue';
import { AccessToken, Phone, SellerUrl } from './account';
import {
  DeliveryState as OrderDeliveryState,
  OrderHistory,
  PaymentState as OrderPaymentState,
} from './orders';

const Count = Type.Integer({ minimum: 0, maximum: 2147483647 });

/** A staff decision message shown to the applicant (null until decided). */
const StaffMessage = Type.Union([Type.String({ maxLength: 500 }), Type.Null()]);

/** A shop's display name (any language). */
export const ShopName = Type.String({ minLength: 2, maxLength: 60, pattern: '\\S' });

/** A wallet (crypto) currency code as listed by `getWallets` (`USDT`, `ETH`, `BTC`, …). */
export const WalletCode = Type.String({ minLength: 2, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' });

/** A crypto wallet address: printable, no whitespace. */
export const WalletAddressText = Type.String({ minLength: 10, maxLength: 128, pattern: '^[!-~]+$' });

// ----- Following shops ------------------------------------------------------------------------------------

export const ShopFollowState = Type.Object(
  {
    shop_id: Id,
    followed: Type.Boolean(),
    follower_count: Count,
    /** Whether the follower asked for a notice when the shop publishes a product (false when not following). */
    notify: Type.Boolean(),
  },
  { title: 'ShopFollowState' },
);

// ----- Shop registration (shop name, contact person, id document front and back, address) -----------------

export const shopRegistrationStatuses = ['pending', 'approved', 'refused'] as const;
export const ShopRegistrationStatus = Type.Union(
  shopRegistrationStatuses.map((status) => Type.Literal(status)),
  { title: 'ShopRegistrationStatus' },
);

export const ShopRegistration = Type.Object(
  {
    id: Id,
    shop_name: Type.String({ maxLength: 60 }),
    contact_name: Type.String({ maxLength: 50 }),
    contact_phone: Type.String({ maxLength: 32 }),
    /** Private uploads (purpose `id_document`); readable only by the applicant and staff. */
    id_front_file_id: Id,
    id_back_file_id: Id,
    street: Type.String({ maxLength: 200 }),
    city: Type.String({ maxLength: 100 }),
    state: Type.String({ maxLength: 100 }),
    country: Type.String({ maxLength: 100 }),
    postcode: Type.String({ maxLength: 20 }),
    /** `''` when not given. */
    description: Type.String({ maxLength: 1000 }),
    status: ShopRegistrationStatus,
    staff_message: StaffMessage,
    /** The shop created on approval, null before. */
    shop: Type.Union([ShopRef, Type.Null()]),
    created_at: Timestamp,
    decided_at: Type.Union([Timestamp, Type.Null()]),
  },
  { title: 'ShopRegistration' },
);

// ----- Seller application (pending → accepted | refused) --------------------------------------------------

export const sellerApplicationStatuses = ['pending', 'accepted', 'refused'] as const;
export const SellerApplicationStatus = Type.Union(
  sellerApplicationStatuses.map((status) => Type.Literal(status)),
  { title: 'SellerApplicationStatus' },
);

export const SellerApplication = Type.Object(
  {
    id: Id,
    status: SellerApplicationStatus,
    /** `''` when not given. */
    reason: Type.String({ maxLength: 1000 }),
    /** `''` when not given. */
    shop_name: Type.String({ maxLength: 60 }),
    /** The staff's message on the decision, null while pending. */
    message: StaffMessage,
    created_at: Timestamp,
    decided_at: Type.Union([Timestamp, Type.Null()]),
  },
  { title: 'SellerApplication' },
);

// ----- Seller profile and payment settings ----------------------------------------------------------------

export const SellerProfile = Type.Object(
  {
    name: Type.String({ maxLength: 50 }),
    /** `''` when not given. */
    phone: Phone,
    /** Photo URL, `''` when none. */
    photo: FileUrl,
    email: Email,
    /** The seller's shop once its registration is approved. */
    shop: Type.Union([ShopRef, Type.Null()]),
    /** The seller-panel URL (docs/requirements.md R10.7). */
    seller_url: SellerUrl,
  },
  { title: 'SellerProfile' },
);

export const WalletAddress = Type.Object(
  { wallet_code: Type.String({ maxLength: 20 }), address: Type.String({ maxLength: 128 }) },
  { title: 'WalletAddress' },
);

export const PaymentSettings = Type.Object(
  {
    /** One virtual-currency address per wallet currency (docs/requirements.md R2). */
    wallet_addresses: Type.Array(WalletAddress, { maxItems: 20 }),
    bank_name: Type.String({ maxLength: 100 }),
    account_name: Type.String({ maxLength: 100 }),
    /** Masked except the last four characters (`••••••1234`), `''` when none is stored. */
    account_number: Type.String({ maxLength: 40 }),
    routing_number: Type.String({ maxLength: 20 }),
    updated_at: Type.Union([Timestamp, Type.Null()]),
  },
  { title: 'PaymentSettings' },
);

// ----- Sales (this month and last month) ------------------------------------------------------------------

export const SalesPeriod = Type.Object(
  {
    /** Calendar month in UTC, `YYYY-MM`. */
    month: Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' }),
    revenue_minor: NonNegativeMinorUnits,
    order_count: Count,
    items_sold: Count,
  },
  { title: 'SalesPeriod' },
);

export const SellerSales = Type.Object(
  {
    currency: Type.Literal('USD'),
    this_month: SalesPeriod,
    last_month: SalesPeriod,
    /** Every day of this month up to today (UTC), zero days included. */
    daily: Type.Array(
      Type.Object({ date: Type.String({ format: 'date' }), revenue_minor: NonNegativeMinorUnits }),
      { maxItems: 31 },
    ),
  },
  { title: 'SellerSales' },
);

// ----- Orders as the seller sees them (two state fields) --------------------------------------------------

export const SellerOrderSummary = Type.Object(
  {
    id: Id,
    /** The order number shown to people. */
    order_sn: Type.String({ maxLength: 40 }),
    created_at: Timestamp,
    payment_state: OrderPaymentState,
    delivery_state: OrderDeliveryState,
    total_minor: NonNegativeMinorUnits,
    customer_name: Type.String({ maxLength: 101 }),
    items_count: Count,
    /** Logistics number, null until shipped. */
    log_sn: Type.Union([Type.String({ maxLength: 64 }), Type.Null()]),
  },
  { title: 'SellerOrderSummary' },
);

export const SellerOrderItem = Type.Object(
  {
    product_id: Id,
    name: LocalisedText,
    image: FileUrl,
    quantity: Type.Integer({ minimum: 1, maximum: 10000 }),
    unit_price_minor: NonNegativeMinorUnits,
    line_total_minor: NonNegativeMinorUnits,
  },
  { title: 'SellerOrderItem' },
);

export const SellerOrderDetail = Type.Object(
  {
    ...SellerOrderSummary.properties,
    items: Type.Array(SellerOrderItem, { maxItems: 500 }),
    /** Amount actually paid (after discounts), 0 while unpaid. */
    actual_paid_minor: NonNegativeMinorUnits,
    shipping_minor: NonNegativeMinorUnits,
    /** Null while an order is unpaid and no payment was chosen. */
    payment_method: Type.Union([
      Type.Literal('wallet'),
      Type.Literal('card'),
      Type.Literal('cash_on_delivery'),
      Type.Null(),
    ]),
    /** How the order arrives ("arrival method"). */
    delivery_method: Type.String({ maxLength: 50 }),
    carrier: Type.Union([Type.String({ maxLength: 50 }), Type.Null()]),
    customer_email: Email,
    customer_phone: Type.String({ maxLength: 32 }),
    delivery_address: Type.Object({
      name: Type.String({ maxLength: 101 }),
      telephone: Type.String({ maxLength: 32 }),
      street: Type.String({ maxLength: 200 }),
      city: Type.String({ maxLength: 100 }),
      state: Type.String({ maxLength: 100 }),
      postcode: Type.String({ maxLength: 20 }),
      country: Type.String({ maxLength: 100 }),
    }),
    /** The customer's remark, `''` when none. */
    remark: Type.String({ maxLength: 500 }),
    /** Why the order was cancelled, `''` unless cancelled. */
    cancel_remark: Type.String({ maxLength: 500 }),
    paid_at: Type.Union([Timestamp, Type.Null()]),
    shipped_at: Type.Union([Timestamp, Type.Null()]),
    delivered_at: Type.Union([Timestamp, Type.Null()]),
    completed_at: Type.Union([Timestamp, Type.Null()]),
    history: OrderHistory,
  },
  { title: 'SellerOrderDetail' },
);

/** An order's delivery after a seller's or staff's change. */
export const OrderDeliveryUpdate = Type.Object(
  {
    order_id: Id,
    payment_state: OrderPaymentState,
    delivery_state: OrderDeliveryState,
    carrier: Type.Union([Type.String({ maxLength: 50 }), Type.Null()]),
    log_sn: Type.Union([Type.String({ maxLength: 64 }), Type.Null()]),
    shipped_at: Type.Union([Timestamp, Type.Null()]),
    delivered_at: Type.Union([Timestamp, Type.Null()]),
  },
  { title: 'OrderDeliveryUpdate' },
);

/** The request fields that ship an order: its carrier and logistics number. */
export const ShipOrderFields = {
  order_id: Id,
  log_sn: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }),
  carrier: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
};

/** The request fields that move a shipped order on. */
export const AdvanceDeliveryFields = {
  order_id: Id,
  delivery_state: Type.Union([Type.Literal('in_transit'), Type.Literal('delivered')]),
};

// ----- Hand-over from the shop to the seller app (docs/requirements.md R10.7) -----------------------------

export const SellerTicket = Type.Object(
  {
    /** Opaque, single use; exchanged by the seller app for a session of the same user. */
    ticket: Type.String({ minLength: 32, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
    /** At most 60 s after issue. */
    expires_at: Timestamp,
  },
  { title: 'SellerTicket' },
);

export const SellerSession = Type.Object(
  { 'access-token': AccessToken, seller_url: SellerUrl },
  { title: 'SellerSession' },
);

// ----- The shop's products as the seller manages them ----------------------------------------------------

/**
 * `pending_review` until staff decide; `refused` with the staff's message; `on_sale` is in the catalogue,
 * `off_sale` is hidden from it by the seller.
 */
export const sellerProductStates = ['pending_review', 'refused', 'on_sale', 'off_sale'] as const;
export const SellerProductState = Type.Union(
  sellerProductStates.map((state) => Type.Literal(state)),
  { title: 'SellerProductState' },
);

export const ProductStock = Type.Integer({ minimum: 0, maximum: 1_000_000 });

/** A seller's products at or under this stock count as running low. */
export const LOW_STOCK = 10;

export const sellerProductStockFilters = ['in_stock', 'low', 'out'] as const;
/** In stock (above 0), running low (1 to {@link LOW_STOCK}) or sold out (0). */
export const SellerProductStockFilter = Type.Union(
  sellerProductStockFilters.map((stock) => Type.Literal(stock)),
  { title: 'SellerProductStockFilter' },
);

export const sellerProductSorts = ['newest', 'best_selling', 'price_asc', 'price_desc', 'stock_asc'] as const;
export const SellerProductSort = Type.Union(
  sellerProductSorts.map((sort) => Type.Literal(sort)),
  { title: 'SellerProductSort' },
);
export const ProductPrice = Type.Integer({ minimum: 1, maximum: 10_000_000_000 });

export const SellerProduct = Type.Object(
  {
    id: Id,
    name: LocalisedText,
    image: FileUrl,
    price_minor: NonNegativeMinorUnits,
    stock: ProductStock,
    state: SellerProductState,
    /** Units sold: the quantities of the shop's placed orders of it that were not cancelled. */
    sold_count: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
    /** The staff's message on the review, null until reviewed. */
    review_message: StaffMessage,
    category_id: Id,
    created_at: Timestamp,
  },
  { title: 'SellerProduct' },
);

const ProductNameText = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const ProductNameOther = Type.String({ maxLength: 200 });
const ProductShortText = Type.String({ maxLength: 500 });
const ProductDescriptionText = Type.String({ maxLength: 10_000 });

/**
 * A new product's text in the six languages: English is required, the others fall back to English when
 * empty or absent.
 */
export const NewProductTextFields = {
  name_en: ProductNameText,
  name_zh: Type.Optional(ProductNameOther),
  name_zhtw: Type.Optional(ProductNameOther),
  name_es: Type.Optional(ProductNameOther),
  name_jp: Type.Optional(ProductNameOther),
  name_th: Type.Optional(ProductNameOther),
  short_description_en: ProductShortText,
  short_description_zh: Type.Optional(ProductShortText),
  short_description_zhtw: Type.Optional(ProductShortText),
  short_description_es: Type.Optional(ProductShortText),
  short_description_jp: Type.Optional(ProductShortText),
  short_description_th: Type.Optional(ProductShortText),
  description_en: ProductDescriptionText,
  description_zh: Type.Optional(ProductDescriptionText),
  description_zhtw: Type.Optional(ProductDescriptionText),
  description_es: Type.Optional(ProductDescriptionText),
  description_jp: Type.Optional(ProductDescriptionText),
  description_th: Type.Optional(ProductDescriptionText),
};
