// Test and story support: orders and returns as the API sends them.
import type {
  Currency,
  GetCurrenciesData,
  GetOrdersData,
  GetRefundsData,
  OrderDetail,
  OrderHistoryStep,
  OrderItem,
  OrderSummary,
  Refund,
} from '@mall/sdk';

export const USD: Currency = { code: 'USD', symbol: '$', rate: 1, decimals: 2, name: 'US Dollar' };
export const THB: Currency = { code: 'THB', symbol: '฿', rate: 36.5, decimals: 2, name: 'Thai Baht' };

export const currencies: GetCurrenciesData = { list: [USD, THB], static: '', base: 'USD' };

export const item = (id: number, change: Partial<OrderItem> = {}): OrderItem => ({
  item_id: id,
  product_id: 100 + id,
  name: { text: `Teapot ${id}`, lang: 'en' },
  image: `/uploads/${id}.webp`,
  unit_price_minor: 1_250,
  quantity: 2,
  line_total_minor: 2_500,
  commented: false,
  refund_state: null,
  ...change,
});

/** An unpaid order of Green Leaf placed on 15 January 2026, cancelling itself three hours later. */
export const orderSummary = (id: number, change: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  order_sn: `M2026011500${id}`,
  created_at: '2026-01-15T09:30:00.000Z',
  shop: { id: 7, name: 'Green Leaf' },
  payment_state: 'unpaid',
  delivery_state: 'to_ship',
  history_state: 'pending_payment',
  payment_method: null,
  total_minor: 3_000,
  delivery_fee_minor: 500,
  display_currency: { code: 'USD', symbol: '$', rate: 1, decimals: 2 },
  items_count: 2,
  items: [item(1)],
  auto_cancel_at: '2026-01-15T12:30:00.000Z',
  ...change,
});

export const ordersPage = (list: OrderSummary[], change: Partial<GetOrdersData> = {}): GetOrdersData => ({
  list,
  page: 1,
  page_size: 10,
  total: list.length,
  total_capped: false,
  has_more: false,
  ...change,
});

export const orderDetail = (change: Partial<OrderDetail> = {}): OrderDetail => ({
  ...orderSummary(42),
  items: [item(1), item(2, { unit_price_minor: 999, quantity: 1, line_total_minor: 999 })],
  items_count: 3,
  subtotal_minor: 3_499,
  delivery_fee_minor: 500,
  total_minor: 3_999,
  actual_pay_minor: null,
  card_last4: null,
  payment_sandbox: false,
  paid_at: null,
  shipped_at: null,
  completed_at: null,
  cancelled_at: null,
  delivered_at: null,
  log_sn: null,
  carrier: null,
  history: [
    {
      axis: 'payment',
      from: null,
      to: 'unpaid',
      actor: 'shopper',
      remark: null,
      at: '2026-01-15T09:30:00.000Z',
    },
  ],
  arrival_method: { code: 'standard', name: { text: 'Standard delivery', lang: 'en' } },
  remark: 'Leave it with the porter',
  cancel_remark: null,
  address: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    telephone: '+44 20 7946 0000',
    street: '12 St James Square',
    postcode: 'SW1Y 4JH',
    city: 'London',
    state: 'Greater London',
    country: 'United Kingdom',
  },
  display_currency: { code: 'USD', symbol: '$', rate: 1, decimals: 2 },
  customer: { name: 'Ada Lovelace', email: 'ada@example.com', telephone: '+44 20 7946 0000' },
  ...change,
});

/** The order paid by sandbox card, shipped, delivered and completed (receipt confirmed) on 20 January. */
export const completedOrder = (change: Partial<OrderDetail> = {}): OrderDetail =>
  orderDetail({
    payment_state: 'paid',
    delivery_state: 'completed',
    history_state: 'delivered',
    payment_method: 'card',
    actual_pay_minor: 3_999,
    card_last4: '4242',
    payment_sandbox: true,
    paid_at: '2026-01-15T09:40:00.000Z',
    shipped_at: '2026-01-16T08:00:00.000Z',
    delivered_at: '2026-01-19T15:00:00.000Z',
    completed_at: '2026-01-20T18:00:00.000Z',
    log_sn: 'SF1234567890',
    carrier: 'Swift Freight',
    history: [
      {
        axis: 'payment',
        from: null,
        to: 'unpaid',
        actor: 'shopper',
        remark: null,
        at: '2026-01-15T09:30:00.000Z',
      },
      {
        axis: 'payment',
        from: 'unpaid',
        to: 'paid',
        actor: 'shopper',
        remark: null,
        at: '2026-01-15T09:40:00.000Z',
      },
      {
        axis: 'delivery',
        from: 'to_ship',
        to: 'shipped',
        actor: 'seller',
        remark: null,
        at: '2026-01-16T08:00:00.000Z',
      },
      {
        axis: 'delivery',
        from: 'shipped',
        to: 'delivered',
        actor: 'staff',
        remark: null,
        at: '2026-01-19T15:00:00.000Z',
      },
      {
        axis: 'delivery',
        from: 'delivered',
        to: 'completed',
        actor: 'shopper',
        remark: null,
        at: '2026-01-20T18:00:00.000Z',
      },
    ],
    auto_cancel_at: null,
    ...change,
  });

const placedStep = orderDetail().history[0]!;

/** The order paid from the wallet at 09:40 and waiting to be shipped. */
export const paidOrder = (change: Partial<OrderDetail> = {}): OrderDetail =>
  orderDetail({
    payment_state: 'paid',
    history_state: 'to_deliver',
    payment_method: 'wallet',
    actual_pay_minor: 3_999,
    paid_at: '2026-01-15T09:40:00.000Z',
    auto_cancel_at: null,
    history: [
      placedStep,
      {
        axis: 'payment',
        from: 'unpaid',
        to: 'paid',
        actor: 'shopper',
        remark: null,
        at: '2026-01-15T09:40:00.000Z',
      },
    ],
    ...change,
  });

/** The paid order, shipped by Swift Freight on 16 January. */
export const shippedOrder = (change: Partial<OrderDetail> = {}): OrderDetail =>
  paidOrder({
    delivery_state: 'shipped',
    history_state: 'on_the_way',
    shipped_at: '2026-01-16T08:00:00.000Z',
    carrier: 'Swift Freight',
    log_sn: 'SF1234567890',
    history: [
      ...paidOrder().history,
      {
        axis: 'delivery',
        from: 'to_ship',
        to: 'shipped',
        actor: 'seller',
        remark: null,
        at: '2026-01-16T08:00:00.000Z',
      },
    ],
    ...change,
  });

/** The unpaid order, cancelled by `actor` at 10:00 (the shopper, with a reason, by default). */
export const cancelledOrder = (
  actor: OrderHistoryStep['actor'] = 'shopper',
  remark: string | null = 'Ordered the wrong size',
  change: Partial<OrderDetail> = {},
): OrderDetail =>
  orderDetail({
    payment_state: 'cancelled',
    history_state: 'cancelled',
    cancelled_at: '2026-01-15T10:00:00.000Z',
    cancel_remark: remark,
    auto_cancel_at: null,
    history: [
      placedStep,
      { axis: 'payment', from: 'unpaid', to: 'cancelled', actor, remark, at: '2026-01-15T10:00:00.000Z' },
    ],
    ...change,
  });

/**
 * The reported order, paid: 3 × $13.66 = $40.98 with free delivery, placed when the baht was 36.3 per dollar.
 * Its lines add up to 3 × ฿495.86 = ฿1,487.58; $40.98 × 36.3 converted in one go would round to ฿1,487.57.
 */
export const scarfOrder = (change: Partial<OrderDetail> = {}): OrderDetail =>
  completedOrder({
    items: [
      item(1, {
        name: { text: 'Silk scarf', lang: 'en' },
        unit_price_minor: 1_366,
        quantity: 3,
        line_total_minor: 4_098,
      }),
    ],
    items_count: 3,
    subtotal_minor: 4_098,
    delivery_fee_minor: 0,
    total_minor: 4_098,
    actual_pay_minor: 4_098,
    display_currency: { code: 'THB', symbol: '฿', rate: 36.3, decimals: 2 },
    ...change,
  });

export const refund = (id: number, change: Partial<Refund> = {}): Refund => ({
  id,
  order_id: 42,
  order_sn: 'M20260115042',
  item: {
    item_id: 1,
    product_id: 101,
    name: { text: 'Teapot 1', lang: 'en' },
    image: '/uploads/1.webp',
    quantity: 1,
  },
  amount_minor: 1_250,
  state: 'pending',
  reason: 'The lid is cracked',
  images: [],
  staff_message: null,
  created_at: '2026-01-21T10:00:00.000Z',
  updated_at: '2026-01-21T10:00:00.000Z',
  ...change,
});

export const refundsPage = (list: Refund[], change: Partial<GetRefundsData> = {}): GetRefundsData => ({
  list,
  page: 1,
  page_size: 10,
  total: list.length,
  total_capped: false,
  has_more: false,
  ...change,
});
