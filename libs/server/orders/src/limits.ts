// The buying limits the API contract states in its schemas (libs/sdk/manifest/schemas/orders.ts), which the
// manifest's public entry does not export; the request schemas already hold requests within them.

/** Most units of one product a cart line holds. */
export const MAX_LINE_QUANTITY = 999;
/** Most lines a cart holds. */
export const MAX_CART_LINES = 200;
/** Unpaid orders (not cash on delivery) cancel themselves this long after they were placed. */
export const ORDER_AUTO_CANCEL_MINUTES = 180;
/** Returns are accepted this many days after delivery. */
export const RETURN_WINDOW_DAYS = 7;
