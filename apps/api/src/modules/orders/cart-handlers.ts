import { addToCart, cartLineViews, groupByShop, removeCartLines, updateCartLine } from '@mall/server-orders';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { cartShopResponse } from './cart-response';

export function cartHandlers(db: Database): Handlers {
  return {
    addToCart: async ({ args, user }) => ({
      items_count: await addToCart(db, user.id, { productId: args.product_id, quantity: args.quantity }),
    }),
    updateCartLine: async ({ args, user }) => ({
      items_count: await updateCartLine(db, user.id, { lineId: args.line_id, quantity: args.quantity }),
    }),
    removeCartLines: async ({ args, user }) => ({
      items_count: await removeCartLines(db, user.id, args.line_ids),
    }),
    getCart: async ({ user, lang, request }) => {
      const shops = groupByShop(await cartLineViews(db, user.id));
      return {
        shops: shops.map((group) => cartShopResponse(group, lang, request)),
        items_count: shops.reduce(
          (count, group) => count + group.lines.reduce((sum, line) => sum + line.quantity, 0),
          0,
        ),
        subtotal_minor: shops.reduce((total, group) => total + group.subtotalMinor, 0),
      };
    },
  };
}
