import { Type } from '@sinclair/typebox';
import { defineEndpoints } from '../define';
import { DeliveryState as OrderDeliveryState, PaymentState as OrderPaymentState } from '../schemas/orders';
import { FileUrl, Id, IdParams, Page, PageQuery } from '../schemas/common';
import { LoginPassword, NewPassword, PersonName, Phone } from '../schemas/account';
import {
  AdvanceDeliveryFields,
  NewProductTextFields,
  OrderDeliveryUpdate,
  PaymentSettings,
  ProductPrice,
  ProductStock,
  SellerApplication,
  SellerOrderDetail,
  SellerOrderSummary,
  SellerProfile,
  SellerProduct,
  SellerProductSort,
  SellerProductState,
  SellerProductStockFilter,
  SellerSales,
  SellerSession,
  SellerTicket,
  ShipOrderFields,
  ShopName,
  WalletAddressText,
  WalletCode,
} from '../schemas/seller';

export const sellerEndpoints = defineEndpoints({
  applySeller: {
    method: 'POST',
    path: '/customer/user/applyseller',
    auth: 'user',
    kind: 'mutation',
    group: 'seller',
    summary:
      'Apply to become a seller; while an application is pending or accepted, applying again answers ' +
      '2000016 with the current record (after a refusal a new application is allowed)',
    inSpec: true,
    body: Type.Object({
      reason: Type.Optional(Type.String({ maxLength: 1000 })),
      shop_name: Type.Optional(ShopName),
    }),
    response: SellerApplication,
    invalidatesTags: ['SellerApplication', 'Notice'],
    errors: ['SELLER_APPLICATION_FAILED', 'SELLER_REAPPLICATION', 'EMAIL_REQUIRED'],
  },
  getSellerApplication: {
    method: 'GET',
    path: '/customer/user/applyseller/status',
    auth: 'user',
    kind: 'query',
    group: 'seller',
    summary: "The signed-in user's latest seller application, or null when there is none",
    response: Type.Union([SellerApplication, Type.Null()]),
    providesTags: ['SellerApplication'],
    errors: [],
  },
  getSellerProfile: {
    method: 'GET',
    path: '/seller/profile',
    auth: 'seller',
    kind: 'query',
    group: 'seller',
    summary: "The seller's profile with their shop and seller-panel URL",
    response: SellerProfile,
    providesTags: ['SellerProfile'],
    errors: [],
  },
  updateSellerProfile: {
    method: 'POST',
    path: '/seller/profile',
    auth: 'seller',
    kind: 'mutation',
    group: 'seller',
    summary:
      'Edit the seller profile; a new password needs `confirm_password` (equal) and the right ' +
      '`current_password` (else 1100004 and nothing changes), and revokes the other sessions',
    body: Type.Object({
      name: PersonName,
      phone: Phone,
      photo: Type.String({
        maxLength: FileUrl.maxLength,
        description: "URL of the caller's own upload (purpose `avatar`), `''` for none",
      }),
      password: Type.Optional(NewPassword),
      confirm_password: Type.Optional(NewPassword),
      current_password: Type.Optional(LoginPassword),
    }),
    response: SellerProfile,
    invalidatesTags: ['SellerProfile', 'User'],
    errors: ['EDIT_DATA_INVALID'],
  },
  getPaymentSettings: {
    method: 'GET',
    path: '/seller/payment-settings',
    auth: 'seller',
    kind: 'query',
    group: 'seller',
    summary: "The seller's payout settings: a wallet address per currency and a bank account (number masked)",
    response: PaymentSettings,
    providesTags: ['SellerProfile'],
    errors: [],
  },
  updatePaymentSettings: {
    method: 'POST',
    path: '/seller/payment-settings',
    auth: 'seller',
    kind: 'mutation',
    group: 'seller',
    summary:
      'Replace the payout settings (needs the current password, else 1100004 and nothing changes): ' +
      '`wallet_codes[i]` pairs with `wallet_addresses[i]`, absent arrays clear the addresses; each address ' +
      "must be valid for its currency's network and the routing number an ABA number (else 1000008 naming " +
      'the field); `account_number` is stored without its spaces and dashes and must then be 4 to 34 letters ' +
      'and digits (else 1000008), omit it to keep the stored one; every change sends the seller a notice',
    body: Type.Object({
      wallet_codes: Type.Optional(Type.Array(WalletCode, { maxItems: 20, uniqueItems: true })),
      wallet_addresses: Type.Optional(Type.Array(WalletAddressText, { maxItems: 20 })),
      bank_name: Type.String({ maxLength: 100 }),
      account_name: Type.String({ maxLength: 100 }),
      // Grouped as people type it ("1234-5678 9012"): the server keeps the letters and digits, 4 to 34 of them.
      account_number: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9 -]{4,64}$' })),
      routing_number: Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9]*$' }),
      current_password: LoginPassword,
    }),
    response: PaymentSettings,
    invalidatesTags: ['SellerProfile', 'Notice'],
    errors: ['EDIT_DATA_INVALID', 'INVALID_CURRENCY'],
  },
  getSellerSales: {
    method: 'GET',
    path: '/seller/sales',
    auth: 'seller',
    kind: 'query',
    group: 'seller',
    summary:
      "The seller's shop sales this month and last month (paid orders by payment time, UTC months), with " +
      "this month's daily revenue",
    response: SellerSales,
    providesTags: ['SellerSales'],
    errors: [],
  },
  getSellerOrders: {
    method: 'GET',
    path: '/seller/orders',
    auth: 'seller',
    kind: 'query',
    group: 'seller',
    summary: "The orders of the seller's shop, newest first (empty before the shop exists)",
    query: Type.Object({
      ...PageQuery,
      payment_state: Type.Optional(OrderPaymentState),
      delivery_state: Type.Optional(OrderDeliveryState),
    }),
    response: Page(SellerOrderSummary),
    providesTags: [
      { type: 'Order', id: 'LIST' },
      { type: 'Order', id: { each: 'list' } },
    ],
    // An order of the shop that moves (paid, cancelled, received) shows in the open list without a reload.
    followsLiveStream: true,
    errors: [],
  },
  getSellerOrderDetail: {
    method: 'GET',
    path: '/seller/orders/{id}',
    auth: 'seller',
    kind: 'query',
    localised: true,
    group: 'seller',
    summary:
      "One order of the seller's shop with its items, customer and delivery address; another shop's order " +
      'and a missing one answer 2000019 alike',
    params: IdParams,
    response: SellerOrderDetail,
    providesTags: [{ type: 'Order', id: { arg: 'id' } }],
    followsLiveStream: true,
    errors: ['NO_DATA_FOUND'],
  },
  shipSellerOrder: {
    method: 'POST',
    path: '/seller/orders/ship',
    auth: 'seller',
    kind: 'mutation',
    group: 'seller',
    summary:
      "Ship an order of the seller's shop waiting to ship (paid, or cash on delivery) with its carrier and " +
      "logistics number; another shop's order answers 2000019, any other state 2000005",
    body: Type.Object(ShipOrderFields),
    response: OrderDeliveryUpdate,
    invalidatesTags: ['SellerSales', { type: 'Order', id: { arg: 'order_id' } }],
    errors: ['NO_DATA_FOUND', 'ORDER_DELIVERY_SWITCH_FAILED'],
  },
  advanceSellerOrderDelivery: {
    method: 'POST',
    path: '/seller/orders/advance',
    auth: 'seller',
    kind: 'mutation',
    group: 'seller',
    summary:
      "Move a shipped order of the seller's shop on to `in_transit`, or a shipped or in-transit one to " +
      "`delivered`; another shop's order answers 2000019, any other step 2000005",
    body: Type.Object(AdvanceDeliveryFields),
    response: OrderDeliveryUpdate,
    invalidatesTags: [{ type: 'Order', id: { arg: 'order_id' } }],
    errors: ['NO_DATA_FOUND', 'ORDER_DELIVERY_SWITCH_FAILED'],
  },
  getSellerProducts: {
    method: 'GET',
    path: '/seller/products',
    auth: 'seller',
    kind: 'query',
    localised: true,
    group: 'seller',
    summary:
      "The products of the seller's shop in every state with their sold counts (empty before the shop exists): " +
      'found by a word of their name in any language, filtered by state, category and stock, newest first unless ' +
      'sorted otherwise',
    query: Type.Object({
      ...PageQuery,
      state: Type.Optional(SellerProductState),
      keyword: Type.Optional(Type.String({ maxLength: 100 })),
      category_id: Type.Optional(Id),
      stock: Type.Optional(SellerProductStockFilter),
      sort: Type.Optional(SellerProductSort),
    }),
    response: Page(SellerProduct),
    providesTags: [
      { type: 'Product', id: 'LIST' },
      { type: 'Product', id: { each: 'list' } },
    ],
    errors: [],
  },
  addSellerProduct: {
    method: 'POST',
    path: '/seller/products',
    auth: 'seller',
    kind: 'mutation',
    group: 'seller',
    summary:
      "Add a product to the seller's shop for staff review (a notice of type 200 follows each step): its " +
      'text in six languages (English required, the others fall back to it), price, stock, category and 1–8 ' +
      "images (the caller's own `product_image` uploads, the first is the main one); 2000019 before the shop " +
      'exists or for an unknown category or brand or a foreign upload',
    body: Type.Object({
      ...NewProductTextFields,
      price_minor: ProductPrice,
      stock: ProductStock,
      category_id: Id,
      brand_id: Type.Optional(Id),
      image_file_ids: Type.Array(Id, { minItems: 1, maxItems: 8, uniqueItems: true }),
    }),
    response: SellerProduct,
    invalidatesTags: [{ type: 'Product', id: 'LIST' }, 'Notice'],
    errors: ['NO_DATA_FOUND'],
  },
  updateSellerProduct: {
    method: 'POST',
    path: '/seller/products/update',
    auth: 'seller',
    kind: 'mutation',
    group: 'seller',
    summary:
      "Change a product of the seller's shop: price, stock and whether it is on sale (only a reviewed, " +
      "approved product can be put on or taken off sale: else 2000018); another shop's product answers 2000019",
    body: Type.Object({
      id: Id,
      price_minor: Type.Optional(ProductPrice),
      stock: Type.Optional(ProductStock),
      on_sale: Type.Optional(Type.Boolean()),
    }),
    response: SellerProduct,
    invalidatesTags: [{ type: 'Product', id: { arg: 'id' } }],
    errors: ['NO_DATA_FOUND', 'DATA_OPERATION_FAILED'],
  },
  createSellerTicket: {
    method: 'POST',
    path: '/customer/user/seller-ticket',
    auth: 'seller',
    kind: 'mutation',
    group: 'seller',
    summary:
      'A one-time ticket that signs the caller in to the seller app at their `seller_url` (docs/requirements.md ' +
      'R10.7): single use, valid for at most 60 s, bound to the caller, stored only as a hash',
    response: SellerTicket,
    errors: [],
  },
  exchangeSellerTicket: {
    method: 'POST',
    path: '/seller/session',
    auth: 'optional',
    kind: 'mutation',
    group: 'seller',
    summary:
      "The seller app's sign-in with a ticket of `createSellerTicket`: a new session of the ticket's user. A " +
      'used, expired or unknown ticket, one of a user who is no longer a seller, or one presented with ' +
      "another user's `access-token` answers 2000017",
    body: Type.Object({ ticket: SellerTicket.properties.ticket }),
    response: SellerSession,
    invalidatesTags: ['User', 'SellerProfile'],
    errors: ['SESSION_INVALID'],
  },
});
