// Test and story support: seller data as the API sends it.
import type {
  OrderHistoryStep,
  PaymentSettings,
  SellerOrderDetail,
  SellerProfile,
  SellerSales,
  WalletCurrency,
} from '@mall/sdk';
import { operationFixtures } from '@mall/sdk/testing';

export const profile: SellerProfile = {
  name: 'Ada Lovelace',
  phone: '+44 20 7946 0000',
  photo: '',
  email: 'ada@example.com',
  shop: { id: 3, name: 'Ada’s Cups' },
  seller_url: 'http://seller.localhost:8080/',
};

/** January 2026: sales on the 2nd and the 15th; December before it. */
export const sales: SellerSales = {
  currency: 'USD',
  this_month: { month: '2026-01', revenue_minor: 154_900, order_count: 12, items_sold: 31 },
  last_month: { month: '2025-12', revenue_minor: 98_000, order_count: 7, items_sold: 15 },
  daily: Array.from({ length: 31 }, (_, index) => ({
    date: `2026-01-${String(index + 1).padStart(2, '0')}`,
    revenue_minor: index === 1 ? 4_900 : index === 14 ? 150_000 : 0,
  })),
};

const at = (time: string) => `2026-01-${time}:00.000Z`;

/** History steps of the seller's order 41: placed and paid on the 15th, then shipped, delivered, completed. */
export const history = {
  placed: { axis: 'payment', from: null, to: 'unpaid', actor: 'shopper', remark: null, at: at('15T09:30') },
  paid: { axis: 'payment', from: 'unpaid', to: 'paid', actor: 'shopper', remark: null, at: at('15T09:35') },
  shipped: {
    axis: 'delivery',
    from: 'to_ship',
    to: 'shipped',
    actor: 'seller',
    remark: null,
    at: at('16T08:00'),
  },
  delivered: {
    axis: 'delivery',
    from: 'shipped',
    to: 'delivered',
    actor: 'seller',
    remark: null,
    at: at('19T15:00'),
  },
  completed: {
    axis: 'delivery',
    from: 'delivered',
    to: 'completed',
    actor: 'shopper',
    remark: null,
    at: at('20T18:00'),
  },
} satisfies Record<string, OrderHistoryStep>;

/** A cancellation of the unpaid order by `actor` at 10:00. */
export const cancellation = (actor: OrderHistoryStep['actor'], remark: string | null): OrderHistoryStep => ({
  axis: 'payment',
  from: 'unpaid',
  to: 'cancelled',
  actor,
  remark,
  at: at('15T10:00'),
});

/** The shop's order 41, paid and waiting to be shipped. */
export const order = (change: Partial<SellerOrderDetail> = {}): SellerOrderDetail => ({
  ...operationFixtures.getSellerOrderDetail,
  id: 41,
  order_sn: 'M2026011500041',
  created_at: '2026-01-15T09:30:00.000Z',
  payment_state: 'paid',
  delivery_state: 'to_ship',
  total_minor: 5_400,
  customer_name: 'Grace Hopper',
  items_count: 2,
  log_sn: null,
  carrier: null,
  items: [
    {
      product_id: 7,
      name: { text: 'Tea cup', lang: 'en' },
      image: '/media/cup.png',
      quantity: 2,
      unit_price_minor: 2_700,
      line_total_minor: 5_400,
    },
  ],
  delivery_address: {
    name: 'Grace Hopper',
    telephone: '+1 555 010 0199',
    street: '1 Navy Yard',
    city: 'Arlington',
    state: 'VA',
    postcode: '22202',
    country: 'United States',
  },
  remark: '',
  cancel_remark: '',
  paid_at: at('15T09:35'),
  shipped_at: null,
  delivered_at: null,
  completed_at: null,
  history: [history.placed, history.paid],
  ...change,
});

export const wallets: WalletCurrency[] = [
  { code: 'USDT', name: 'Tether', network: 'TRC20' },
  { code: 'ETH', name: 'Ether', network: 'ERC20' },
  { code: 'BTC', name: 'Bitcoin', network: 'Bitcoin' },
];

export const paymentSettings = (change: Partial<PaymentSettings> = {}): PaymentSettings => ({
  wallet_addresses: [{ wallet_code: 'BTC', address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' }],
  bank_name: 'First Bank',
  account_name: 'Ada Lovelace',
  account_number: '••••••1234',
  routing_number: '011000015',
  updated_at: '2026-01-10T08:00:00.000Z',
  ...change,
});

/** Valid receiving addresses of each checked network. */
export const addresses = {
  tron: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  ethereum: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
};
