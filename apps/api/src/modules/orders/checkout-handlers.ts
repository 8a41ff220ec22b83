import { type Language, pickLocalised } from '@mall/server-core';
import {
  checkoutSummary,
  type DeliveryOptionRow,
  listDeliveryOptions,
  placeOrder,
} from '@mall/server-orders';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { cartShopResponse } from './cart-response';
import { idempotencyKeyOf } from './idempotency-key';

const deliveryResponse = (row: DeliveryOptionRow, lang: Language) => ({
  code: row.code,
  name: pickLocalised(row, 'name', lang),
  fee_minor: row.feeMinor,
  eta_days_min: row.etaDaysMin,
  eta_days_max: row.etaDaysMax,
});

export function checkoutHandlers(db: Database): Handlers {
  return {
    getDeliveryOptions: async ({ lang }) => ({
      list: (await listDeliveryOptions(db)).map((row) => deliveryResponse(row, lang)),
    }),
    getCheckoutSummary: async ({ args, user, lang, request }) => {
      const summary = await checkoutSummary(db, user.id, {
        deliveryCode: args.delivery_code,
        lineIds: args.line_ids,
        addressId: args.address_id,
      });
      const { address } = summary;
      return {
        address: {
          id: address.id,
          name: address.name,
          email: address.email,
          telephone: address.telephone,
          street: address.street,
          postcode: address.postcode,
          city: address.city,
          state: address.state,
          country: address.country,
        },
        delivery: deliveryResponse(summary.delivery, lang),
        groups: summary.groups.map((group) => ({
          ...cartShopResponse(group, lang, request),
          delivery_fee_minor: group.deliveryFeeMinor,
          total_minor: group.totalMinor,
        })),
        items_count: summary.itemsCount,
        subtotal_minor: summary.subtotalMinor,
        delivery_fee_minor: summary.deliveryFeeMinor,
        total_minor: summary.totalMinor,
      };
    },
    placeOrder: async ({ args, user, request }) =>
      placeOrder(
        db,
        user.id,
        {
          addressId: args.address_id,
          deliveryCode: args.delivery_code,
          lineIds: args.line_ids,
          remark: args.remark,
          currency: args.currency,
        },
        idempotencyKeyOf(request),
      ),
  };
}
