import { useFollowLabels } from '@mall/i18n';
import {
  type FollowedShop,
  type GetFollowedShopsData,
  useGetFollowedShopsQuery,
  useSetShopFollowNoticesMutation,
  useUnfollowShopMutation,
} from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import {
  Card,
  EmptyState,
  FollowButton,
  Pagination,
  QueryContent,
  type QueryState,
  queryState,
} from '@mall/ui';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './following.module.css';

export type FollowTranslator = TFunction<['follow', 'common']>;

/** The followed shops come twenty to a page. */
export const FOLLOWED_PAGE_SIZE = 20;

export interface FollowedShopsViewProps {
  t: FollowTranslator;
  shops: QueryState<GetFollowedShopsData>;
  page: number;
  onPageChange: (page: number) => void;
  onUnfollow: (shop: FollowedShop) => void;
  onNotifyChange: (shop: FollowedShop, notify: boolean) => void;
  /** The shop whose follow or notices are changing. */
  busyShopId: number | null;
}

function FollowedShopItem({
  shop,
  busy,
  onUnfollow,
  onNotifyChange,
}: {
  shop: FollowedShop;
  busy: boolean;
  onUnfollow: () => void;
  onNotifyChange: (notify: boolean) => void;
}) {
  const labels = useFollowLabels(shop.name, shop.follower_count);
  return (
    <li className={styles.shop}>
      <img className={styles.logo} src={shop.logo} alt="" width={48} height={48} />
      <div className={styles.body}>
        <Link className={styles.name} to={routes.shopDetail({ id: shop.id })}>
          {shop.name}
        </Link>
        <FollowButton
          labels={labels}
          followed
          notify={shop.notify}
          busy={busy}
          notifyBusy={busy}
          onToggle={onUnfollow}
          onNotifyChange={onNotifyChange}
        />
      </div>
    </li>
  );
}

/** The shops the shopper follows, each with its Following button and notices bell, and a link to their feed. */
export function FollowedShopsView({
  t,
  shops,
  page,
  onPageChange,
  onUnfollow,
  onNotifyChange,
  busyShopId,
}: FollowedShopsViewProps) {
  return (
    <QueryContent
      state={shops}
      labels={{ loading: t('followed.loading'), error: t('followed.failed'), retry: t('common:state.retry') }}
    >
      {(data) =>
        data.list.length === 0 ? (
          <EmptyState title={t('followed.empty')} />
        ) : (
          <>
            <Link to={routes.following()}>{t('followed.feedLink')}</Link>
            <ul className={styles.list}>
              {data.list.map((shop) => (
                <FollowedShopItem
                  key={shop.id}
                  shop={shop}
                  busy={busyShopId === shop.id}
                  onUnfollow={() => onUnfollow(shop)}
                  onNotifyChange={(notify) => onNotifyChange(shop, notify)}
                />
              ))}
            </ul>
            {(data.has_more || page > 1) && (
              <Pagination
                page={page}
                total={data.total}
                pageSize={data.page_size}
                hasMore={data.has_more}
                onPageChange={onPageChange}
                labels={{
                  nav: t('common:pagination.label'),
                  previous: t('common:pagination.previous'),
                  next: t('common:pagination.next'),
                  page: (number) => t('common:pagination.page', { page: number }),
                }}
              />
            )}
          </>
        )
      }
    </QueryContent>
  );
}

/** "Shops I follow" on the dashboard: a card with the list and its actions. */
export function FollowedShops() {
  const { t } = useTranslation(['follow', 'common']);
  const [page, setPage] = useState(1);
  const shops = useGetFollowedShopsQuery({ page, page_size: FOLLOWED_PAGE_SIZE });
  const [unfollow, unfollowing] = useUnfollowShopMutation();
  const [setNotices, settingNotices] = useSetShopFollowNoticesMutation();
  const busy = unfollowing.isLoading
    ? (unfollowing.originalArgs?.shop_id ?? null)
    : settingNotices.isLoading
      ? (settingNotices.originalArgs?.shop_id ?? null)
      : null;
  const headingId = useId();
  return (
    <Card size="compact" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('followed.heading')}
      </h2>
      <FollowedShopsView
        t={t}
        shops={queryState(shops)}
        page={page}
        onPageChange={setPage}
        onUnfollow={(shop) => void unfollow({ shop_id: shop.id })}
        onNotifyChange={(shop, notify) => void setNotices({ shop_id: shop.id, notify })}
        busyShopId={busy}
      />
    </Card>
  );
}
