import { Type } from '@sinclair/typebox';
import { Email, FileUrl, Id, LocalisedText, NonNegativeMinorUnits, Timestamp } from './common';
import { ShopRef } from './catalogue';
import { Phone, SellerUrl } from './account';
import { DeliveryState as OrderDeliveryState, PaymentState as OrderPaymentState } from './orders';

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
  { shop_id: Id, followed: Type.Boolean(), follower_count: Count },
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
    payment_method: Type.Union([
      Type.Literal('wallet'),
      Type.Literal('card'),
      Type.Literal('cash_on_delivery'),
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
  },
  { title: 'SellerOrderDetail' },
);
