// Test and story support: seller records as the API sends them.
import type { SellerApplication, ShopRegistration, UserInfo } from '@mall/sdk';
import { operationFixtures } from '@mall/sdk/testing';

export const application = (change: Partial<SellerApplication> = {}): SellerApplication => ({
  id: 4,
  status: 'pending',
  reason: 'I make tea cups by hand.',
  shop_name: 'Ada’s Cups',
  message: null,
  created_at: '2026-01-15T09:30:00.000Z',
  decided_at: null,
  ...change,
});

export const registration = (change: Partial<ShopRegistration> = {}): ShopRegistration => ({
  id: 9,
  shop_name: 'Ada’s Cups',
  contact_name: 'Ada Lovelace',
  contact_phone: '+44 20 7946 0000',
  id_front_file_id: 31,
  id_back_file_id: 32,
  street: '12 St James’s Square',
  city: 'London',
  state: 'Greater London',
  country: 'United Kingdom',
  postcode: 'SW1Y 4JH',
  description: 'Hand-thrown cups.',
  status: 'pending',
  staff_message: null,
  shop: null,
  created_at: '2026-01-16T09:30:00.000Z',
  decided_at: null,
  ...change,
});

/** Ada, an accepted seller whose panel is on the seller host. */
export const seller: UserInfo = {
  ...operationFixtures.getUserInfo,
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  is_seller: true,
  seller_url: 'http://seller.localhost:8080/',
};

/** A picture as the file picker hands it over. */
export const picture = (name: string) => new File(['picture'], name, { type: 'image/png' });
