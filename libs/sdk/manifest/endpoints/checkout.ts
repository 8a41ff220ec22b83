import { Type } from '@sinclair/typebox';
import { defineEndpoints } from '../define';
import { Id } from '../schemas/common';
import {
  CheckoutSummary,
  DeliveryCode,
  DeliveryOption,
  CurrencyCode,
  LineIds,
  PlaceOrderResult,
  Remark,
} from '../schemas/orders';

export const checkoutEndpoints = defineEndpoints({
  getDeliveryOptions: {
    method: 'GET',
    path: '/checkout/onepage/delivery-options',
    auth: 'user',
    kind: 'query',
    localised: true,
    group: 'checkout',
    summary: 'Delivery options with their fee (per shop order) and delivery time',
    response: Type.Object({ list: Type.Array(DeliveryOption) }),
    errors: [],
  },
  getCheckoutSummary: {
    method: 'GET',
    path: '/checkout/onepage/summary',
    auth: 'user',
    kind: 'query',
    localised: true,
    group: 'checkout',
    summary:
      'What the chosen cart lines will cost, one group per shop (subtotal, delivery fee, total), delivered to ' +
      'the chosen or default address',
    query: Type.Object({
      /** Defaults to the first delivery option. */
      delivery_code: Type.Optional(DeliveryCode),
      /** Defaults to every available line of the cart. */
      line_ids: Type.Optional(LineIds),
      /** Defaults to the caller's default address. */
      address_id: Type.Optional(Id),
    }),
    response: CheckoutSummary,
    providesTags: ['Cart', { type: 'Address', id: 'LIST' }],
    errors: ['DEFAULT_ADDRESS_EMPTY', 'NO_DATA_FOUND'],
  },
  placeOrder: {
    method: 'POST',
    path: '/checkout/onepage/place-order',
    auth: 'user',
    kind: 'mutation',
    group: 'checkout',
    summary:
      'Turn the chosen cart lines into one unpaid order per shop, reserving stock; the lines leave the cart',
    body: Type.Object({
      address_id: Id,
      delivery_code: DeliveryCode,
      line_ids: LineIds,
      remark: Type.Optional(Remark),
      /** The display currency the shopper sees (its rate is locked into the orders); USD when left out. */
      currency: Type.Optional(CurrencyCode),
    }),
    response: PlaceOrderResult,
    idempotent: true,
    invalidatesTags: ['Cart', { type: 'Order', id: 'LIST' }],
    errors: ['DEFAULT_ADDRESS_EMPTY', 'INSUFFICIENT_STOCK', 'PRODUCT_INVALID', 'NO_DATA_FOUND'],
  },
});
