import { orderView, payOrder } from '@mall/server-orders';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { idempotencyKeyOf } from './idempotency-key';
import { orderDetailResponse } from './order-response';

export function paymentHandlers(db: Database): Handlers {
  return {
    payOrder: async ({ args, user, lang, request }) => {
      const card =
        args.method === 'card'
          ? {
              number: args.card_number ?? '',
              expiryMonth: args.expiry_month ?? 0,
              expiryYear: args.expiry_year ?? 0,
              cvc: args.cvc ?? '',
              holderName: args.holder_name ?? '',
            }
          : undefined;
      const { orderId } = await payOrder(
        db,
        user.id,
        { orderId: args.order_id, method: args.method, card },
        idempotencyKeyOf(request),
      );
      return orderDetailResponse(await orderView(db, orderId, user.id), lang, request);
    },
  };
}
