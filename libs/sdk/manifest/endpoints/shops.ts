import { Type } from '@sinclair/typebox';
import { defineEndpoints } from '../define';
import { CursorPage, CursorQuery, Id, Page, PageQuery } from '../schemas/common';
import { PersonName, Phone } from '../schemas/account';
import { FollowedShop, FollowFeedEntry } from '../schemas/follow';
import { ShopFollowState, ShopName, ShopRegistration } from '../schemas/seller';

const AddressLine = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

export const shopEndpoints = defineEndpoints({
  followShop: {
    method: 'POST',
    path: '/customer/shop/follow',
    auth: 'user',
    kind: 'mutation',
    group: 'shops',
    summary:
      'Follow a shop (following a shop already followed changes nothing); `notify` asks for a notice when the ' +
      'shop publishes a product (left as it was when absent)',
    body: Type.Object({ shop_id: Id, notify: Type.Optional(Type.Boolean()) }),
    response: ShopFollowState,
    invalidatesTags: ['FollowedShop', 'FollowFeed', { type: 'Shop', id: { arg: 'shop_id' } }],
    errors: ['NO_DATA_FOUND'],
  },
  unfollowShop: {
    method: 'POST',
    path: '/customer/shop/unfollow',
    auth: 'user',
    kind: 'mutation',
    group: 'shops',
    summary: 'Stop following a shop (unfollowing a shop not followed changes nothing)',
    body: Type.Object({ shop_id: Id }),
    response: ShopFollowState,
    invalidatesTags: ['FollowedShop', 'FollowFeed', { type: 'Shop', id: { arg: 'shop_id' } }],
    errors: ['NO_DATA_FOUND'],
  },
  getFollowedShops: {
    method: 'GET',
    path: '/customer/shop/followed',
    auth: 'user',
    kind: 'query',
    localised: true,
    group: 'shops',
    summary: 'The shops the signed-in user follows, most recently followed first',
    query: Type.Object({ ...PageQuery }),
    response: Page(FollowedShop),
    providesTags: ['FollowedShop'],
    errors: [],
  },
  getShopFollowState: {
    method: 'GET',
    path: '/customer/shop/follow_state',
    auth: 'optional',
    kind: 'query',
    group: 'shops',
    summary: "A shop's follower count and whether the caller follows it (not followed for visitors)",
    query: Type.Object({ shop_id: Id }),
    response: ShopFollowState,
    providesTags: [{ type: 'Shop', id: { arg: 'shop_id' } }],
    errors: ['NO_DATA_FOUND'],
  },
  setShopFollowNotices: {
    method: 'POST',
    path: '/customer/shop/follow_notices',
    auth: 'user',
    kind: 'mutation',
    group: 'shops',
    summary:
      'Ask for (or stop) a notice when a followed shop publishes a product; 3300001 when not following it',
    body: Type.Object({ shop_id: Id, notify: Type.Boolean() }),
    response: ShopFollowState,
    invalidatesTags: ['FollowedShop', { type: 'Shop', id: { arg: 'shop_id' } }],
    errors: ['NO_DATA_FOUND', 'NOT_FOLLOWING_SHOP'],
  },
  getFollowFeed: {
    method: 'GET',
    path: '/customer/shop/feed',
    auth: 'user',
    kind: 'query',
    localised: true,
    group: 'shops',
    summary:
      "The followed shops' new products and price drops, newest first, keyset-paginated (products no longer " +
      'on sale are left out)',
    query: Type.Object({ ...CursorQuery }),
    response: CursorPage(FollowFeedEntry),
    providesTags: ['FollowFeed'],
    errors: ['INVALID_PARAMETERS'],
  },
  registerShop: {
    method: 'POST',
    path: '/customer/shop/register',
    auth: 'user',
    kind: 'mutation',
    group: 'shops',
    summary:
      'Register a shop for staff review: shop name, contact person, ID document front and back (private ' +
      '`id_document` uploads of the caller) and address; while a registration is pending or approved, ' +
      'registering again answers 2000016 with the current record',
    body: Type.Object({
      shop_name: ShopName,
      contact_name: PersonName,
      contact_phone: Type.String({ minLength: 5, maxLength: 32, pattern: Phone.pattern }),
      id_front_file_id: Id,
      id_back_file_id: Id,
      street: AddressLine(200),
      city: AddressLine(100),
      state: AddressLine(100),
      country: AddressLine(100),
      postcode: Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9 -]*$' }),
      description: Type.Optional(Type.String({ maxLength: 1000 })),
    }),
    response: ShopRegistration,
    invalidatesTags: ['ShopRegistration'],
    errors: ['SELLER_APPLICATION_FAILED', 'SELLER_REAPPLICATION'],
  },
  getShopRegistration: {
    method: 'GET',
    path: '/customer/shop/registration',
    auth: 'user',
    kind: 'query',
    group: 'shops',
    summary: "The signed-in user's latest shop registration, or null when there is none",
    response: Type.Union([ShopRegistration, Type.Null()]),
    providesTags: ['ShopRegistration'],
    errors: [],
  },
});
