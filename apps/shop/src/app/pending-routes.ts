import { routes } from '@mall/shop-routes';

/**
 * Routes of features not built yet (cart and checkout, orders, seller, chat, location): they lead to
 * the not-found page until they land. Only the cart entry (header and tab bar) links to one: the shopper
 * expects it there.
 */
export const pendingRoutes = [
  routes.cart,
  routes.delivery,
  routes.pay,
  routes.myCart,
  routes.cartEdit,
  routes.settings,
  routes.refundSent,
  routes.purchaseHistory,
  routes.orderDetail,
  routes.createShop,
  routes.chat,
  routes.chooseLocation,
  routes.openLocation,
];

/** Whether a link leads to a route whose page is not built yet. */
export const isPendingRoute = (link: string) => {
  const path = link.split(/[?#]/)[0];
  return pendingRoutes.some((route) => route.path === path);
};
