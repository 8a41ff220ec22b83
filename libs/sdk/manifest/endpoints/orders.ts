import { Type } from '@sinclair/typebox';
import { defineEndpoints } from '../define';
import { Id, IdParams, Page, PageQuery } from '../schemas/common';
import { ProductComment } from '../schemas/catalogue';
import {
  MAX_COMMENT_LENGTH,
  OrderDetail,
  OrderHistoryState,
  OrderSummary,
  PaymentMethod,
  Remark,
} from '../schemas/orders';
import { cardFields } from '../schemas/wallet';

export const orderEndpoints = defineEndpoints({
  getOrders: {
    method: 'GET',
    path: '/customer/order/list',
    auth: 'user',
    kind: 'query',
    localised: true,
    group: 'orders',
    summary: "The caller's orders, newest first, optionally by purchase-history label",
    query: Type.Object({ ...PageQuery, state: Type.Optional(OrderHistoryState) }),
    response: Page(OrderSummary),
    followsLiveStream: true,
    providesTags: [
      { type: 'Order', id: 'LIST' },
      { type: 'Order', id: { each: 'list' } },
    ],
    errors: [],
  },
  getOrderDetail: {
    method: 'GET',
    path: '/customer/order/detail/{id}',
    auth: 'user',
    kind: 'query',
    localised: true,
    group: 'orders',
    summary: "One of the caller's orders with its items, address, payment and delivery details",
    params: IdParams,
    response: OrderDetail,
    followsLiveStream: true,
    providesTags: [{ type: 'Order', id: { arg: 'id' } }],
    errors: ['ORDER_NOT_FOUND'],
  },
  payOrder: {
    method: 'POST',
    path: '/customer/order/pay',
    auth: 'user',
    kind: 'mutation',
    group: 'orders',
    summary:
      'Pay an unpaid order by wallet balance (atomic debit), bank card (card fields required; the built-in ' +
      'provider is a labelled sandbox) or cash on delivery (the order ships unpaid)',
    body: Type.Object({
      order_id: Id,
      method: PaymentMethod,
      card_number: Type.Optional(cardFields.card_number),
      expiry_month: Type.Optional(cardFields.expiry_month),
      expiry_year: Type.Optional(cardFields.expiry_year),
      cvc: Type.Optional(cardFields.cvc),
      holder_name: Type.Optional(cardFields.holder_name),
    }),
    response: OrderDetail,
    invalidatesTags: [{ type: 'Order', id: { arg: 'order_id' } }, 'Balance', 'WalletRecord'],
    idempotent: true,
    errors: ['ORDER_NOT_FOUND', 'ORDER_PAYMENT_FAILED', 'INSUFFICIENT_BALANCE'],
    inlineErrors: ['ORDER_PAYMENT_FAILED', 'INSUFFICIENT_BALANCE'],
  },
  cancelOrder: {
    method: 'POST',
    path: '/customer/order/cancel',
    auth: 'user',
    kind: 'mutation',
    group: 'orders',
    summary:
      'Cancel an order that has not shipped, with an optional remark; stock is released and a wallet or card ' +
      'payment returns to the wallet',
    body: Type.Object({ order_id: Id, remark: Type.Optional(Remark) }),
    response: OrderDetail,
    invalidatesTags: [{ type: 'Order', id: { arg: 'order_id' } }, 'Balance', 'WalletRecord'],
    errors: ['ORDER_NOT_FOUND', 'ORDER_CANCELLATION_FAILED', 'SHIPPED_ORDER_NOT_CANCELLABLE'],
  },
  completeOrder: {
    method: 'POST',
    path: '/customer/order/complete',
    auth: 'user',
    kind: 'mutation',
    group: 'orders',
    summary: 'Confirm receipt of a shipped order (it becomes completed)',
    body: Type.Object({ order_id: Id }),
    response: OrderDetail,
    invalidatesTags: [{ type: 'Order', id: { arg: 'order_id' } }],
    errors: ['ORDER_NOT_FOUND', 'ORDER_RECEIPT_FAILED'],
  },
  commentOrderItem: {
    method: 'POST',
    path: '/customer/order/comment',
    auth: 'user',
    kind: 'mutation',
    group: 'orders',
    summary: 'Rate and comment on an item of a completed order (once per item)',
    body: Type.Object({
      order_id: Id,
      item_id: Id,
      rating: Type.Integer({ minimum: 1, maximum: 5 }),
      content: Type.String({ minLength: 1, maxLength: MAX_COMMENT_LENGTH, description: 'Free text' }),
    }),
    response: ProductComment,
    invalidatesTags: [{ type: 'Order', id: { arg: 'order_id' } }, 'ProductComment'],
    errors: ['ORDER_NOT_FOUND', 'ORDER_REVIEW_FAILED'],
  },
});
