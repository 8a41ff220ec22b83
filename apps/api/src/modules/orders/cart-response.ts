import type { FastifyRequest } from 'fastify';
import { type Language, pickLocalised } from '@mall/server-core';
import { type CartLineView, type CartShopView, lineTotalMinor } from '@mall/server-orders';
import { mediaUrl } from '../media';

/** How cart and checkout lines answer: the product's name in the caller's language and its picture's URL. */
export const cartLineResponse = (line: CartLineView, lang: Language, request: FastifyRequest) => ({
  line_id: line.lineId,
  product_id: line.product.id,
  name: pickLocalised(line.product.name, 'name', lang),
  image: mediaUrl(request, line.product.image),
  unit_price_minor: line.product.priceMinor,
  quantity: line.quantity,
  stock: line.product.stock,
  available: line.available,
  line_total_minor: lineTotalMinor(line),
});

export const cartShopResponse = (group: CartShopView, lang: Language, request: FastifyRequest) => ({
  shop: group.shop,
  lines: group.lines.map((line) => cartLineResponse(line, lang, request)),
  subtotal_minor: group.subtotalMinor,
});
