import { Type } from '@sinclair/typebox';
import { defineEndpoints } from '../define';
import { DeliveryState as OrderDeliveryState, PaymentState as OrderPaymentState } from '../schemas/orders';
import { FileUrl, IdParams, Page, PageQuery } from '../schemas/common';
import { LoginPassword, NewPassword, PersonName, Phone } from '../schemas/account';
import {
  PaymentSettings,
  SellerApplication,
  SellerOrderDetail,
  SellerOrderSummary,
  SellerProfile,
  SellerSales,
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
    errors: ['SELLER_APPLICATION_FAILED', 'SELLER_REAPPLICATION'],
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
      'Edit the seller profile; a new password needs `confirm_password` (equal) and `current_password`, and ' +
      'revokes the other sessions',
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
    errors: ['EDIT_DATA_INVALID', 'EMAIL_OR_PASSWORD_WRONG'],
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
      'Replace the payout settings (needs the current password): `wallet_codes[i]` pairs with ' +
      '`wallet_addresses[i]`, absent arrays clear the addresses; omit `account_number` to keep the stored one',
    body: Type.Object({
      wallet_codes: Type.Optional(Type.Array(WalletCode, { maxItems: 20, uniqueItems: true })),
      wallet_addresses: Type.Optional(Type.Array(WalletAddressText, { maxItems: 20 })),
      bank_name: Type.String({ maxLength: 100 }),
      account_name: Type.String({ maxLength: 100 }),
      account_number: Type.Optional(Type.String({ maxLength: 34, pattern: '^[A-Za-z0-9]{4,34}$' })),
      routing_number: Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9]*$' }),
      current_password: LoginPassword,
    }),
    response: PaymentSettings,
    invalidatesTags: ['SellerProfile'],
    errors: ['EMAIL_OR_PASSWORD_WRONG', 'INVALID_CURRENCY', 'EDIT_DATA_INVALID'],
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
    summary: "The orders of the seller's shop, newest first",
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
    errors: [],
  },
  getSellerOrderDetail: {
    method: 'GET',
    path: '/seller/orders/{id}',
    auth: 'seller',
    kind: 'query',
    localised: true,
    group: 'seller',
    summary: "One order of the seller's shop with its items, customer and delivery address",
    params: IdParams,
    response: SellerOrderDetail,
    providesTags: [{ type: 'Order', id: { arg: 'id' } }],
    errors: ['ORDER_NOT_FOUND'],
  },
});
