import type { FastifyRequest } from 'fastify';
import type { Language } from '@mall/server-core';
import { cancelOrder, commentOrderItem, completeOrder, orderPage } from '@mall/server-orders';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { orderSummaryResponse, userOrderDetail } from './order-response';

/** Orders come twenty to a page unless asked otherwise, like the other lists. */
const ORDER_PAGE_SIZE = 20;

export function orderHandlers(db: Database): Handlers {
  const detail = (orderId: number, userId: number, lang: Language, request: FastifyRequest) =>
    userOrderDetail(db, { orderId, userId }, lang, request);

  return {
    getOrders: async ({ args, user, lang, request }) => {
      const page = args?.page ?? 1;
      const pageSize = args?.page_size ?? ORDER_PAGE_SIZE;
      const { views, total } = await orderPage(db, user.id, { page, pageSize, history: args?.state });
      return {
        list: views.map((view) => orderSummaryResponse(view, lang, request)),
        page,
        page_size: pageSize,
        total,
        total_capped: false,
        has_more: page * pageSize < total,
      };
    },
    getOrderDetail: async ({ args, user, lang, request }) => detail(args.id, user.id, lang, request),
    cancelOrder: async ({ args, user, lang, request }) => {
      await cancelOrder(db, user.id, args.order_id, args.remark);
      return detail(args.order_id, user.id, lang, request);
    },
    completeOrder: async ({ args, user, lang, request }) => {
      await completeOrder(db, user.id, args.order_id);
      return detail(args.order_id, user.id, lang, request);
    },
    commentOrderItem: async ({ args, user, lang }) => {
      const comment = await commentOrderItem(db, user.id, {
        orderId: args.order_id,
        itemId: args.item_id,
        rating: args.rating,
        content: args.content,
        lang,
      });
      return {
        id: comment.id,
        author: comment.author,
        rating: comment.rating,
        content: comment.content,
        lang,
        created_at: new Date(comment.createdAt).toISOString(),
      };
    },
  };
}
