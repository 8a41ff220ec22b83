import { advanceOrderDelivery, orderDetail, shipOrder } from '@mall/server-orders';
import { decideTask, type StaffPolicy } from '@mall/server-staff';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { staffActorOf } from '../staff/actor';
import { deliveryUpdateResponse, orderDetailResponse } from './order-response';

export function staffOrderHandlers(db: Database, policy: StaffPolicy): Handlers {
  return {
    // Any order, whoever placed it: staff ship for the shop.
    getStaffShipmentDetail: async ({ args, lang, request }) =>
      orderDetailResponse(await orderDetail(db, args.id), lang, request),
    shipOrder: async ({ args, user }) =>
      deliveryUpdateResponse(
        await decideTask(db, staffActorOf(user), { kind: 'shipment', id: args.order_id }, policy, (tx) =>
          shipOrder(tx, {
            orderId: args.order_id,
            logSn: args.log_sn,
            carrier: args.carrier,
            actor: { kind: 'staff', id: user.id },
          }),
        ),
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
