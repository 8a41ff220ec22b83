import { advanceOrderDelivery, shipOrder } from '@mall/server-orders';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { deliveryUpdateResponse } from './order-response';

export function staffOrderHandlers(db: Database): Handlers {
  return {
    shipOrder: async ({ args, user }) =>
      deliveryUpdateResponse(
        await shipOrder(db, {
          orderId: args.order_id,
          logSn: args.log_sn,
          carrier: args.carrier,
          actor: { kind: 'staff', id: user.id },
        }),
      ),
    advanceOrderDelivery: async ({ args, user }) =>
      deliveryUpdateResponse(
        await advanceOrderDelivery(db, {
          orderId: args.order_id,
          to: args.delivery_state,
          actor: { kind: 'staff', id: user.id },
        }),
      ),
  };
}
