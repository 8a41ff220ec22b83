import { useFollowLabels } from '@mall/i18n';
import { useShopFollow } from '@mall/session';
import { FollowButton } from '@mall/ui';

/** Follow / Following for the shop of an order (the order page is only for the signed-in shopper). */
export function OrderShopFollow({ shopId, shopName }: { shopId: number; shopName: string }) {
  const follow = useShopFollow(shopId);
  const labels = useFollowLabels(shopName, follow.followerCount);
  if (!follow.loaded) return null;
  return (
    <FollowButton
      labels={labels}
      followed={follow.followed}
      notify={follow.notify}
      busy={follow.busy}
      notifyBusy={follow.notifyBusy}
      onToggle={() => void follow.toggle()}
      onNotifyChange={(notify) => void follow.setNotify(notify)}
    />
  );
}
