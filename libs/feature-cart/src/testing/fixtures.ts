// Test and story data: typed from the SDK, so a contract change breaks them at compile time.
import type {
  Address,
  Cart,
  CartLine,
  CheckoutSummary,
  Currency,
  DeliveryOption,
  GetOrdersData,
  OrderSummary,
  PlaceOrderResult,
  UserBalance,
} from '@mall/sdk';

export const USD: Currency = { code: 'USD', symbol: '$', rate: 1, decimals: 2, name: 'US Dollar' };
export const CNY: Currency = { code: 'CNY', symbol: '¥', rate: 7.2, decimals: 2, name: 'Yuan' };

const text = (value: string) => ({ text: value, lang: 'en' as const });

export const cartLine = (overrides: Partial<CartLine> & Pick<CartLine, 'line_id'>): CartLine => ({
  product_id: overrides.line_id + 100,
  name: text(`Product ${overrides.line_id}`),
  image: `https://img.test/${overrides.line_id}.jpg`,
  unit_price_minor: 1250,
  quantity: 1,
  stock: 10,
  available: true,
  line_total_minor: 1250 * (overrides.quantity ?? 1),
  ...overrides,
});

export const teaLine = cartLine({ line_id: 1, name: text('Green tea'), unit_price_minor: 1250, quantity: 2 });
export const cupLine = cartLine({ line_id: 2, name: text('Tea cup'), unit_price_minor: 899, stock: 3 });
export const lampLine = cartLine({ line_id: 3, name: text('Desk lamp'), unit_price_minor: 4500 });
export const soldOutLine = cartLine({
  line_id: 4,
  name: text('Paper fan'),
  stock: 0,
  available: false,
});
export const expiredLine = cartLine({ line_id: 5, name: text('Old calendar'), available: false });

export const teaShop = { id: 11, name: 'Tea House' };
export const lightShop = { id: 12, name: 'Bright Lights' };

export const cart: Cart = {
  shops: [
    { shop: teaShop, lines: [teaLine, cupLine, soldOutLine], subtotal_minor: 3399 },
    { shop: lightShop, lines: [lampLine, expiredLine], subtotal_minor: 4500 },
  ],
  items_count: 6,
  subtotal_minor: 7899,
};

export const emptyCart: Cart = { shops: [], items_count: 0, subtotal_minor: 0 };

export const homeAddress: Address = {
  id: 21,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  telephone: '+44 20 7946 0000',
  street: '12 St James Square',
  postcode: 'SW1Y 4JH',
  city: 'London',
  state: '',
  country: 'GB',
  latitude: 51.5074,
  longitude: -0.1346,
  is_default: true,
};

export const officeAddress: Address = {
  ...homeAddress,
  id: 22,
  street: '1 Analytical Row',
  city: 'Cambridge',
  postcode: 'CB2 1TN',
  is_default: false,
};

export const standardDelivery: DeliveryOption = {
  code: 'standard',
  name: text('Standard'),
  fee_minor: 500,
  eta_days_min: 3,
  eta_days_max: 7,
};

export const expressDelivery: DeliveryOption = {
  code: 'express',
  name: text('Express'),
  fee_minor: 1500,
  eta_days_min: 1,
  eta_days_max: 2,
};

export const checkoutSummary: CheckoutSummary = {
  address: { ...homeAddress },
  delivery: standardDelivery,
  groups: [
    {
      shop: teaShop,
      lines: [teaLine, cupLine],
      subtotal_minor: 3399,
      delivery_fee_minor: 500,
      total_minor: 3899,
    },
    { shop: lightShop, lines: [lampLine], subtotal_minor: 4500, delivery_fee_minor: 500, total_minor: 5000 },
  ],
  items_count: 4,
  subtotal_minor: 7899,
  delivery_fee_minor: 1000,
  total_minor: 8899,
};

export const placedOrders: PlaceOrderResult = {
  orders: [
    { order_id: 301, order_sn: 'M2026112300301', shop: teaShop, total_minor: 3899 },
    { order_id: 302, order_sn: 'M2026112300302', shop: lightShop, total_minor: 5000 },
  ],
  total_minor: 8899,
};

/**
 * The unpaid order the server made of the checkout summary's group for `placed`'s shop, with the display
 * currency (and its rate) locked when it was placed.
 */
export const unpaidOrder = (
  placed: PlaceOrderResult['orders'][number],
  currency: Currency = USD,
  summary: CheckoutSummary = checkoutSummary,
): OrderSummary => {
  const group = summary.groups.find((candidate) => candidate.shop.id === placed.shop.id)!;
  return {
    id: placed.order_id,
    order_sn: placed.order_sn,
    created_at: '2026-11-23T10:00:00.000Z',
    shop: placed.shop,
    payment_state: 'unpaid',
    delivery_state: 'to_ship',
    history_state: 'pending_payment',
    payment_method: null,
    total_minor: placed.total_minor,
    delivery_fee_minor: group.delivery_fee_minor,
    display_currency: {
      code: currency.code,
      symbol: currency.symbol,
      rate: currency.rate,
      decimals: currency.decimals,
    },
    items_count: group.lines.reduce((count, line) => count + line.quantity, 0),
    items: group.lines.map((line) => ({
      item_id: placed.order_id * 10 + line.line_id,
      product_id: line.product_id,
      name: line.name,
      image: line.image,
      unit_price_minor: line.unit_price_minor,
      quantity: line.quantity,
      line_total_minor: line.line_total_minor,
      commented: false,
      refund_state: null,
    })),
    auto_cancel_at: '2026-11-23T13:00:00.000Z',
  };
};

export const unpaidOrders: GetOrdersData = {
  list: placedOrders.orders.map((placed) => unpaidOrder(placed)),
  total: 2,
  page: 1,
  page_size: 60,
  total_capped: false,
  has_more: false,
};

/** Thai baht as the seed has it: 36.3 per US dollar. */
export const THB: Currency = { code: 'THB', symbol: '฿', rate: 36.3, decimals: 2, name: 'Thai Baht' };

/**
 * The reported order: 3 × $13.66 = $40.98 with free delivery. In baht its lines add up to 3 × ฿495.86 =
 * ฿1,487.58, while $40.98 × 36.3 converted in one go would round to ฿1,487.57.
 */
export const scarfLine = cartLine({
  line_id: 6,
  name: text('Silk scarf'),
  unit_price_minor: 1366,
  quantity: 3,
});

export const scarfSummary: CheckoutSummary = {
  address: { ...homeAddress },
  delivery: { ...standardDelivery, fee_minor: 0 },
  groups: [
    { shop: teaShop, lines: [scarfLine], subtotal_minor: 4098, delivery_fee_minor: 0, total_minor: 4098 },
  ],
  items_count: 3,
  subtotal_minor: 4098,
  delivery_fee_minor: 0,
  total_minor: 4098,
};

export const scarfOrder: PlaceOrderResult['orders'][number] = {
  order_id: 401,
  order_sn: 'M2026112300401',
  shop: teaShop,
  total_minor: 4098,
};

export const balance: UserBalance = {
  balance_minor: 20000,
  frozen_minor: 0,
  pending_minor: 0,
  currency: 'USD',
};
