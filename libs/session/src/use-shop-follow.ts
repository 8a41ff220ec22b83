import {
  useFollowShopMutation,
  useGetShopFollowStateQuery,
  useSetShopFollowNoticesMutation,
  useUnfollowShopMutation,
} from '@mall/sdk';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from './store';

export interface ShopFollow {
  /** The follow state has been read (or a change answered). */
  loaded: boolean;
  followed: boolean;
  followerCount: number;
  notify: boolean;
  signedIn: boolean;
  /** A follow or unfollow is on its way. */
  busy: boolean;
  /** A notice change is on its way. */
  notifyBusy: boolean;
  /** Follows, or stops following; a visitor must sign in first (the caller sends them to the sign-in page). */
  toggle: () => Promise<void>;
  setNotify: (notify: boolean) => Promise<void>;
}

/**
 * Whether the signed-in shopper follows a shop, its follower count and the shopper's notice choice, with the
 * actions that change them. Every screen with a Follow button uses it, so they all show the same state: a change
 * invalidates the shop's follow state, its page and the followed shops (and their feed).
 */
export function useShopFollow(shopId: number | undefined): ShopFollow {
  const signedIn = useAppSelector((state) => Boolean(state.session.token));
  const state = useGetShopFollowStateQuery(shopId === undefined ? skipToken : { shop_id: shopId }, {
    refetchOnMountOrArgChange: true,
  });
  const [follow, following] = useFollowShopMutation();
  const [unfollow, unfollowing] = useUnfollowShopMutation();
  const [setNotices, settingNotices] = useSetShopFollowNoticesMutation();
  // The latest answer: a change's own answer until the refetched state arrives.
  const latest = [state, following, unfollowing, settingNotices]
    .filter((result) => result.data && result.data.shop_id === shopId)
    .sort((a, b) => (b.fulfilledTimeStamp ?? 0) - (a.fulfilledTimeStamp ?? 0))[0]?.data;
  return {
    loaded: latest !== undefined,
    followed: latest?.followed ?? false,
    followerCount: latest?.follower_count ?? 0,
    notify: latest?.notify ?? false,
    signedIn,
    busy: following.isLoading || unfollowing.isLoading,
    notifyBusy: settingNotices.isLoading,
    toggle: async () => {
      if (shopId === undefined || !signedIn) return;
      if (latest?.followed) await unfollow({ shop_id: shopId });
      else await follow({ shop_id: shopId });
    },
    setNotify: async (notify) => {
      if (shopId === undefined || !signedIn) return;
      await setNotices({ shop_id: shopId, notify });
    },
  };
}
