import { useFollowLabels } from '@mall/i18n';
import { useShopFollow } from '@mall/session';
import { routes } from '@mall/shop-routes';
import { FollowButton } from '@mall/ui';
import { useLocation, useNavigate } from 'react-router';

export interface ShopFollowProps {
  shopId: number;
  shopName: string;
  /** Where the count is already shown beside it. */
  hideCount?: boolean;
  className?: string;
}

/**
 * Follow / Following for a shop with its follower count and, while following, the bell for its notices. A
 * visitor who presses Follow signs in first and comes back here.
 */
export function ShopFollow({ shopId, shopName, hideCount, className }: ShopFollowProps) {
  const follow = useShopFollow(shopId);
  const labels = useFollowLabels(shopName, follow.followerCount);
  const navigate = useNavigate();
  const location = useLocation();
  if (!follow.loaded) return null;
  return (
    <FollowButton
      className={className}
      labels={labels}
      followed={follow.followed}
      notify={follow.notify}
      hideCount={hideCount}
      busy={follow.busy}
      notifyBusy={follow.notifyBusy}
      onToggle={() => {
        if (follow.signedIn) void follow.toggle();
        else void navigate(routes.login({ redirect: `${location.pathname}${location.search}` }));
      }}
      onNotifyChange={(notify) => void follow.setNotify(notify)}
    />
  );
}
