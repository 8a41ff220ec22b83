// Typed tasks for stories and tests: what the staff endpoints answer.
import type { StaffProduct, StaffRecharge, StaffShopRegistration, StaffWithdrawal } from '@mall/sdk';

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
