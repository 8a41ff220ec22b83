import { useFollowLabels } from '@mall/i18n';
import { useShopFollow } from '@mall/session';
import { FollowButton, Skeleton } from '@mall/ui';
import styles from '../shared/orders.module.css';

/** Follow / Following for the shop of an order (the order page is only for the signed-in shopper). */
export function OrderShopFollow({ shopId, shopName }: { shopId: number; shopName: string }) {
  const follow = useShopFollow(shopId);
  const labels = useFollowLabels(shopName, follow.followerCount);
  if (!follow.loaded) return <FollowSkeleton />;
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

/**
 * The button and the follower count while whether the shopper follows the shop loads: as tall as the button, so the
 * shop's row (and every row under it) keeps its height when the button arrives.
 */
function FollowSkeleton() {
  return (
    <span className={styles.followSkeleton} aria-hidden="true">
      <Skeleton className={styles.followButtonSkeleton} />
      <Skeleton shape="short-line" className={styles.followCountSkeleton} />
    </span>
  );
}
