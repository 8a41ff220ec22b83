import { Type } from '@sinclair/typebox';
import { defineEndpoints } from '../define';
import { Id } from '../schemas/common';
import { Cart, CartCount, LineIds, LineQuantity } from '../schemas/orders';

export const cartEndpoints = defineEndpoints({
  addToCart: {
    method: 'POST',
    path: '/customer/cart/add',
    auth: 'user',
    kind: 'mutation',
    group: 'cart',
    summary:
      "Add a quantity of a product to the caller's cart (merged into an existing line of that product)",
    body: Type.Object({ product_id: Id, quantity: LineQuantity }),
    response: CartCount,
    invalidatesTags: ['Cart'],
    errors: ['PRODUCT_INVALID', 'INSUFFICIENT_STOCK'],
  },
  getCart: {
    method: 'GET',
    path: '/customer/cart/list',
    auth: 'user',
    kind: 'query',
    localised: true,
    group: 'cart',
    summary: "The caller's cart, its lines grouped by shop, with stock and availability",
    response: Cart,
    providesTags: ['Cart'],
    errors: [],
  },
  updateCartLine: {
    method: 'POST',
    path: '/customer/cart/update',
    auth: 'user',
    kind: 'mutation',
    group: 'cart',
    summary: 'Set the quantity of one cart line',
    body: Type.Object({ line_id: Id, quantity: LineQuantity }),
    response: CartCount,
    invalidatesTags: ['Cart'],
    errors: ['NO_DATA_FOUND', 'PRODUCT_INVALID', 'INSUFFICIENT_STOCK'],
  },
  removeCartLines: {
    method: 'POST',
    path: '/customer/cart/remove',
    auth: 'user',
    kind: 'mutation',
    group: 'cart',
    summary: "Remove lines from the caller's cart (lines already gone are ignored)",
    body: Type.Object({ line_ids: LineIds }),
    response: CartCount,
    invalidatesTags: ['Cart'],
    errors: [],
  },
});
