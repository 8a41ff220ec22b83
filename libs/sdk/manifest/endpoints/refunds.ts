import { Type } from '@sinclair/typebox';
import { defineEndpoints } from '../define';
import { Id, Page, PageQuery } from '../schemas/common';
import {
  LineQuantity,
  MAX_REFUND_IMAGES,
  MAX_REFUND_REASON_LENGTH,
  Refund,
  RefundState,
} from '../schemas/orders';

export const refundEndpoints = defineEndpoints({
  requestRefund: {
    method: 'POST',
    path: '/customer/refund/apply',
    auth: 'user',
    kind: 'mutation',
    group: 'refunds',
    summary:
      'Ask to return a quantity of one order item (one return per item, within the return window), with a ' +
      'reason and up to six images',
    body: Type.Object({
      order_id: Id,
      item_id: Id,
      quantity: LineQuantity,
      reason: Type.String({ minLength: 1, maxLength: MAX_REFUND_REASON_LENGTH, description: 'Free text' }),
      image_file_ids: Type.Optional(
        Type.Array(Id, {
          maxItems: MAX_REFUND_IMAGES,
          uniqueItems: true,
          description: 'Ids of images the caller uploaded through /upload',
        }),
      ),
    }),
    response: Refund,
    invalidatesTags: [
      { type: 'Refund', id: 'LIST' },
      { type: 'Order', id: { arg: 'order_id' } },
    ],
    errors: [
      'ORDER_NOT_FOUND',
      'ORDER_NOT_RETURNABLE',
      'RETURN_ALREADY_EXISTS',
      'RETURN_QUANTITY_LIMIT',
      'RETURN_SUBMISSION_FAILED',
    ],
  },
  getRefunds: {
    method: 'GET',
    path: '/customer/refund/list',
    auth: 'user',
    kind: 'query',
    localised: true,
    group: 'refunds',
    summary: "The caller's returns, newest first",
    query: Type.Object({ ...PageQuery, state: Type.Optional(RefundState) }),
    response: Page(Refund),
    providesTags: [
      { type: 'Refund', id: 'LIST' },
      { type: 'Refund', id: { each: 'list' } },
    ],
    errors: [],
  },
  cancelRefund: {
    method: 'POST',
    path: '/customer/refund/cancel',
    auth: 'user',
    kind: 'mutation',
    group: 'refunds',
    summary: 'Withdraw a pending return',
    body: Type.Object({ id: Id }),
    response: Refund,
    invalidatesTags: [
      { type: 'Refund', id: { arg: 'id' } },
      { type: 'Order', id: { result: 'order_id' } },
    ],
    errors: ['NO_DATA_FOUND', 'RETURN_CANCELLED'],
  },
});
