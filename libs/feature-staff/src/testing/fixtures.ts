// Typed tasks for stories and tests: what the staff endpoints answer.
import type {
  GetStaffProductDetailData,
  GetStaffRechargeDetailData,
  GetStaffReturnDetailData,
  GetStaffSellerApplicationDetailData,
  GetStaffShipmentDetailData,
  GetStaffShopRegistrationDetailData,
  GetStaffWithdrawalDetailData,
  StaffProduct,
  StaffRecharge,
  StaffShopRegistration,
  StaffTask,
  StaffTaskState,
  StaffWithdrawal,
} from '@mall/sdk';

const picture = (text: string, colour: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="${colour}"/><text x="32" y="80" font-size="36" font-family="sans-serif">${text}</text></svg>`,
  );

export const proofPicture = picture('Transfer 120.00 USDT', '#e8eef9');

export const recharge = (change: Partial<StaffRecharge> = {}): StaffRecharge => ({
  id: 12,
  user: { id: 7, name: 'Ada Lovelace', email: 'ada@example.com' },
  wallet_code: 'USDT',
  declared_amount_minor: 12_000,
  actual_amount_minor: null,
  transaction_id: '9f2c77d1e0a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0',
  proof_url: proofPicture,
  remark: '',
  state: 'pending',
  message: null,
  recent_submission_count: 1,
  created_at: '2026-11-27T08:15:00.000Z',
  reviewed_at: null,
  ...change,
});

export const withdrawal = (change: Partial<StaffWithdrawal> = {}): StaffWithdrawal => ({
  id: 31,
  user: { id: 8, name: 'Grace Hopper', email: 'grace@example.com' },
  amount_minor: 25_000,
  fee_minor: 100,
  balance_minor: 40_000,
  frozen_minor: 25_000,
  method: 'wallet',
  wallet_code: 'ETH',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  bank_name: null,
  account_name: null,
  account_number: null,
  routing_number: null,
  remark: '',
  state: 'pending',
  message: null,
  created_at: '2026-11-27T07:00:00.000Z',
  reviewed_at: null,
  ...change,
});

export const shopRegistration = (change: Partial<StaffShopRegistration> = {}): StaffShopRegistration => ({
  id: 5,
  shop_name: 'Ada’s Cups',
  contact_name: 'Ada Lovelace',
  contact_phone: '+44 20 7946 0958',
  id_front_file_id: 101,
  id_back_file_id: 102,
  street: '12 Marylebone Road',
  city: 'London',
  state: 'Greater London',
  country: 'United Kingdom',
  postcode: 'NW1 5LR',
  description: 'Hand-thrown porcelain cups.',
  status: 'pending',
  staff_message: null,
  shop: null,
  created_at: '2026-11-26T10:00:00.000Z',
  decided_at: null,
  user: { id: 7, name: 'Ada Lovelace', email: 'ada@example.com' },
  id_front_url: picture('ID front', '#f5efe0'),
  id_back_url: picture('ID back', '#e6f2ea'),
  ...change,
});

export const product = (change: Partial<StaffProduct> = {}): StaffProduct => ({
  id: 88,
  name: { text: 'Porcelain cup', lang: 'en' },
  image: picture('Cup', '#f1f1f1'),
  price_minor: 2_450,
  stock: 12,
  state: 'pending_review',
  sold_count: 0,
  review_message: null,
  category_id: 3,
  created_at: '2026-11-26T12:00:00.000Z',
  shop: { id: 3, name: 'Ada’s Cups' },
  images: [picture('Cup', '#f1f1f1'), picture('Cup, side', '#ececec')],
  ...change,
});

/** A queue page holding `list`. */
export const queuePage = <Item>(list: Item[]) => ({
  list,
  page: 1,
  page_size: 50,
  total: list.length,
  total_capped: false,
  has_more: false,
});

const taskState = (change: Partial<StaffTaskState> = {}): StaffTaskState => ({
  claim: null,
  first_approval: null,
  history: [],
  ...change,
});

export const claimedByOther: StaffTaskState['claim'] = {
  staff_id: 99,
  staff_name: 'Sam Second',
  expires_at: '2026-11-27T10:05:00.000Z',
  mine: false,
};

export const rechargeDetail = (
  change: Partial<GetStaffRechargeDetailData> = {},
): GetStaffRechargeDetailData => ({
  recharge: recharge(),
  network: 'TRC20',
  earlier: [
    {
      id: 4,
      wallet_code: 'USDT',
      declared_amount_minor: 5_000,
      actual_amount_minor: 5_000,
      transaction_id: 'a1b2c3',
      state: 'completed',
      created_at: '2026-11-20T08:00:00.000Z',
    },
  ],
  task: taskState(),
  ...change,
});

export const withdrawalDetail = (
  change: Partial<GetStaffWithdrawalDetailData> = {},
): GetStaffWithdrawalDetailData => ({
  withdrawal: withdrawal(),
  network: 'ERC20',
  address_valid: true,
  address_problem: null,
  payout_transaction_id: null,
  ledger: [
    {
      journal_id: 70,
      journal_kind: 'withdrawal_hold',
      account: 'frozen',
      amount_minor: 25_000,
      remark: '',
      at: '2026-11-27T07:00:00.000Z',
    },
    {
      journal_id: 70,
      journal_kind: 'withdrawal_hold',
      account: 'available',
      amount_minor: -25_000,
      remark: '',
      at: '2026-11-27T07:00:00.000Z',
    },
    {
      journal_id: 52,
      journal_kind: 'recharge_reviewed',
      account: 'available',
      amount_minor: 65_000,
      remark: '',
      at: '2026-11-25T12:00:00.000Z',
    },
  ],
  task: taskState(),
  ...change,
});

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958' };

export const shopRegistrationDetail = (): GetStaffShopRegistrationDetailData => ({
  registration: shopRegistration(),
  contact,
  task: taskState(),
});

export const sellerApplicationDetail = (withRegistration = true): GetStaffSellerApplicationDetailData => ({
  application: {
    id: 9,
    status: 'pending',
    reason: 'I make porcelain cups by hand and sell about 40 a month at markets.',
    shop_name: 'Ada’s Cups',
    message: null,
    created_at: '2026-11-26T09:00:00.000Z',
    decided_at: null,
    user: { id: 7, name: 'Ada Lovelace', email: 'ada@example.com' },
  },
  contact,
  shop_registration: withRegistration ? shopRegistration() : null,
  task: taskState(),
});

export const productDetail = (): GetStaffProductDetailData => ({
  product: product(),
  texts: [
    {
      lang: 'en',
      name: 'Porcelain cup',
      short_description: 'Hand-thrown, 250 ml.',
      description: 'Dishwasher safe.',
    },
    { lang: 'zh', name: '瓷杯', short_description: '手工拉坯，250 毫升。', description: '可用洗碗机清洗。' },
    { lang: 'th', name: 'แก้วพอร์ซเลน', short_description: 'ปั้นด้วยมือ 250 มล.', description: '' },
  ],
  contact,
  task: taskState(),
});

export const returnDetail = (): GetStaffReturnDetailData => ({
  return: {
    id: 14,
    state: 'pending',
    reason: 'The cup arrived with a crack along the handle.',
    quantity: 1,
    amount_minor: 2_450,
    picture_urls: [picture('Crack', '#fbe9e7')],
    message: null,
    created_at: '2026-11-27T06:00:00.000Z',
  },
  order: {
    id: 41,
    order_sn: 'M2026112500041',
    payment_state: 'paid',
    delivery_state: 'delivered',
    payment_method: 'wallet',
    total_minor: 4_900,
    shop_name: 'Ada’s Cups',
    created_at: '2026-11-25T06:00:00.000Z',
  },
  item: {
    id: 77,
    product_id: 88,
    name: 'Porcelain cup',
    image: picture('Cup', '#f1f1f1'),
    unit_price_minor: 2_450,
    quantity: 2,
  },
  contact: { name: 'Grace Hopper', email: 'grace@example.com', phone: '' },
  task: taskState(),
});

/** An order to ship, cash on delivery, as the shipment page reads it. */
export const shipmentDetail = (
  change: Partial<GetStaffShipmentDetailData> = {},
): GetStaffShipmentDetailData => ({
  id: 42,
  order_sn: 'M2026112500042',
  created_at: '2026-11-26T09:00:00.000Z',
  shop: { id: 5, name: 'Ada’s Cups' },
  payment_state: 'unpaid',
  delivery_state: 'to_ship',
  history_state: 'to_deliver',
  payment_method: 'cod',
  total_minor: 5_400,
  delivery_fee_minor: 500,
  display_currency: { code: 'USD', symbol: '$', rate: 1, decimals: 2 },
  items_count: 2,
  items: [
    {
      item_id: 91,
      product_id: 88,
      name: { text: 'Porcelain cup', lang: 'en' },
      image: picture('Cup', '#f1f1f1'),
      unit_price_minor: 2_450,
      quantity: 2,
      line_total_minor: 4_900,
      commented: false,
      refund_state: null,
    },
  ],
  auto_cancel_at: null,
  subtotal_minor: 4_900,
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
  history: [],
  arrival_method: { code: 'standard', name: { text: 'Standard delivery', lang: 'en' } },
  remark: 'Please ring twice.',
  cancel_remark: null,
  address: {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    telephone: '+1 212 555 0199',
    street: '12 Harbour Road',
    postcode: '10001',
    city: 'New York',
    state: 'NY',
    country: 'US',
  },
  customer: { name: 'Grace Hopper', email: 'grace@example.com', telephone: '+1 212 555 0199' },
  ...change,
});

/** A task as a queue's list answers it. */
export const staffTask = (change: Partial<StaffTask> = {}): StaffTask => ({
  kind: 'recharge',
  id: 12,
  state: 'pending',
  title: 'USDT · 9f2c77d1e0a4',
  user: { id: 7, name: 'Ada Lovelace', email: 'ada@example.com' },
  amount_minor: 12_000,
  created_at: '2026-11-27T08:15:00.000Z',
  claim: null,
  first_approval: null,
  ...change,
});
