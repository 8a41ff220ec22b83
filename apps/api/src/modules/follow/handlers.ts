import {
  followedShopPage,
  followedShopSummary,
  followFeedSlice,
  followShop,
  type FollowState,
  setFollowNotices,
  shopFollowState,
  unfollowShop,
} from '@mall/server-catalogue';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { mediaUrlFor } from '../media';

const FOLLOWED_PAGE_SIZE = 20;
const FEED_SLICE = 20;

const followStateWire = (state: FollowState) => ({
  shop_id: state.shopId,
  followed: state.followed,
  follower_count: state.followerCount,
  notify: state.notify,
});

/** Following shops: follow and unfollow, the shops followed, notices per shop and the followed shops' feed. */
export function followHandlers(db: Database): Handlers {
  return {
    followShop: async ({ args, user }) =>
      followStateWire(await followShop(db, user.id, args.shop_id, args.notify)),
    unfollowShop: async ({ args, user }) => followStateWire(await unfollowShop(db, user.id, args.shop_id)),
    getShopFollowState: async ({ args, user }) =>
      followStateWire(await shopFollowState(db, user?.id ?? null, args.shop_id)),
    setShopFollowNotices: async ({ args, user }) =>
      followStateWire(await setFollowNotices(db, user.id, args.shop_id, args.notify)),
    getFollowedShops: async ({ args, user, lang, request }) => {
      const page = args?.page ?? 1;
      const pageSize = args?.page_size ?? FOLLOWED_PAGE_SIZE;
      const { rows, total } = await followedShopPage(db, user.id, { page, pageSize });
      return {
        list: rows.map((row) => followedShopSummary(row, lang, mediaUrlFor(request))),
        page,
        page_size: pageSize,
        total,
        total_capped: false,
        has_more: page * pageSize < total,
      };
    },
    getFollowFeed: async ({ args, user, lang, request }) =>
      followFeedSlice(db, user.id, lang, mediaUrlFor(request), {
        cursor: args?.cursor,
        limit: args?.limit ?? FEED_SLICE,
      }),
  };
}
