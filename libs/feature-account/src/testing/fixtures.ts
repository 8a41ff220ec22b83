// Test and story support: account data as the API sends it.
import type { GetNoticesData, Notice, UserInfo } from '@mall/sdk';
import { operationFixtures } from '@mall/sdk/testing';

/** Ada, a signed-in shopper with 3 items in her cart and 2 unread notices. */
export const user: UserInfo = {
  ...operationFixtures.getUserInfo,
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  avatar: '',
  invitation_code: 'ADA-2024',
  seller_url: null,
  card: { count: 3 },
  notice: { count: 2 },
};

export const notice = (id: number, change: Partial<Notice> = {}): Notice => ({
  id,
  type: 500,
  status: 0,
  title: `Notice ${id}`,
  content: `Details of notice ${id}`,
  read: true,
  created_at: '2026-01-15T09:30:00.000Z',
  ...change,
});

export const noticePage = (list: Notice[], change: Partial<GetNoticesData> = {}): GetNoticesData => ({
  list,
  page: 1,
  page_size: 15,
  total: list.length,
  total_capped: false,
  has_more: false,
  ...change,
});
