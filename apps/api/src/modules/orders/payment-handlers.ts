import { DomainError } from '@mall/server-core';
import { payOrder } from '@mall/server-orders';
import type { PaymentProvider } from '@mall/server-payments';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { idempotencyKeyOf } from './idempotency-key';
import { userOrderDetail } from './order-response';

export function paymentHandlers(db: Database, provider: PaymentProvider): Handlers {
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
      const outcome = await payOrder(
        db,
        user.id,
        { orderId: args.order_id, method: args.method, card },
        { provider, idempotencyKey: idempotencyKeyOf(request) },
      );
      if (outcome.declined)
        throw new DomainError('ORDER_PAYMENT_FAILED', null, `The card was declined (${outcome.declined})`);
      return userOrderDetail(db, { orderId: outcome.orderId, userId: user.id }, lang, request);
    },
  };
}
