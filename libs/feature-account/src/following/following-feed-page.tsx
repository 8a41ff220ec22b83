import { bcp47, DEFAULT_LANGUAGE, formatDate, isLanguage, LocalisedText, useDocumentTitle } from '@mall/i18n';
import { displayPrice } from '@mall/money';
import { type FollowFeedEntry, type GetFollowFeedData, useGetFollowFeedQuery } from '@mall/sdk';
import { useDisplayCurrency } from '@mall/session';
import { routes } from '@mall/shop-routes';
import { Button, EmptyState, QueryContent, type QueryState, queryState } from '@mall/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FollowTranslator } from './followed-shops';
import styles from './following.module.css';

/** Entries come twenty at a time; "Show more" asks for the next twenty after the last one shown. */
export const FEED_SLICE = 20;

const ENTRY_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export interface FeedFormats {
  price: (usdMinor: number) => string;
  date: (iso: string) => string;
}

function FeedEntryItem({
  t,
  entry,
  formats,
}: {
  t: FollowTranslator;
  entry: FollowFeedEntry;
  formats: FeedFormats;
}) {
  const drop = entry.kind === 'price_drop';
  return (
    <li className={styles.entry}>
      <img className={styles.image} src={entry.product.image} alt="" width={88} height={88} />
      <div className={styles.body}>
        <span className={`${styles.kind} ${drop ? styles.drop : ''}`}>
          {drop ? t('feed.priceDrop') : t('feed.newProduct')}
        </span>
        <Link className={styles.name} to={routes.productDetail({ id: entry.product.id })}>
          <LocalisedText value={entry.product.name} />
        </Link>
        <span className={styles.prices}>
          <span className={styles.price}>{formats.price(entry.price_minor)}</span>
          {entry.previous_price_minor !== null && (
            <span className={styles.was}>
              {t('feed.was', { price: formats.price(entry.previous_price_minor) })}
            </span>
          )}
        </span>
        <span className={styles.muted}>
          <Link to={routes.shopDetail({ id: entry.shop.id })}>
            {t('feed.from', { shop: entry.shop.name })}
          </Link>
          {' · '}
          <time dateTime={entry.created_at}>{formats.date(entry.created_at)}</time>
        </span>
      </div>
    </li>
  );
}

export interface FollowingFeedViewProps {
  t: FollowTranslator;
  formats: FeedFormats;
  /** The slices shown so far, oldest request first; the last one may be loading. */
  slices: QueryState<GetFollowFeedData>[];
  onMore: (cursor: string) => void;
}

/** The followed shops' new products and price drops, newest first, with "Show more". */
export function FollowingFeedView({ t, formats, slices, onMore }: FollowingFeedViewProps) {
  const [first, ...rest] = slices;
  const labels = { loading: t('feed.loading'), error: t('feed.failed'), retry: t('common:state.retry') };
  const last = slices.at(-1);
  const nextCursor = last?.data?.next_cursor ?? null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('feed.title')}</h1>
      <p className={styles.muted}>{t('feed.intro')}</p>
      {first && (
        <QueryContent state={first} labels={labels}>
          {(data) =>
            data.list.length === 0 ? (
              <EmptyState
                title={t('feed.empty')}
                action={<Link to={routes.dashboard()}>{t('feed.emptyAction')}</Link>}
              />
            ) : (
              <ul className={styles.list}>
                {[data, ...rest.flatMap((slice) => (slice.data ? [slice.data] : []))]
                  .flatMap((slice) => slice.list)
                  .map((entry) => (
                    <FeedEntryItem key={entry.id} t={t} entry={entry} formats={formats} />
                  ))}
              </ul>
            )
          }
        </QueryContent>
      )}
      {rest.length > 0 && last && !last.data && (
        <QueryContent state={last} labels={{ ...labels, loading: t('feed.loadingMore') }}>
          {() => null}
        </QueryContent>
      )}
      {nextCursor && (
        <Button className={styles.more} variant="secondary" onClick={() => onMore(nextCursor)}>
          {t('feed.more')}
        </Button>
      )}
    </div>
  );
}

/** One slice of the feed after `cursor` (the first one without). */
function useFeedSlice(cursor: string | undefined) {
  return queryState(
    useGetFollowFeedQuery({ cursor, limit: FEED_SLICE }, { refetchOnMountOrArgChange: true }),
  );
}

/** Each slice asked for so far; hooks are called in a stable order because slices are only ever added. */
function FeedSlices({
  cursors,
  render,
}: {
  cursors: (string | undefined)[];
  render: (slices: QueryState<GetFollowFeedData>[]) => ReactNode;
}) {
  return <SliceChain cursors={cursors} index={0} done={[]} render={render} />;
}

function SliceChain({
  cursors,
  index,
  done,
  render,
}: {
  cursors: (string | undefined)[];
  index: number;
  done: QueryState<GetFollowFeedData>[];
  render: (slices: QueryState<GetFollowFeedData>[]) => ReactNode;
}) {
  const slice = useFeedSlice(cursors[index]);
  const slices = [...done, slice];
  if (index + 1 < cursors.length)
    return <SliceChain cursors={cursors} index={index + 1} done={slices} render={render} />;
  return <>{render(slices)}</>;
}

/** A page of its own (/pages/mine/following), behind sign-in. */
export function FollowingFeedPage() {
  const { t, i18n } = useTranslation(['follow', 'common']);
  useDocumentTitle(t('feed.title'));
  const { currency } = useDisplayCurrency();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const shown = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const locale = bcp47(shown);
  const formats: FeedFormats = {
    price: (usdMinor) =>
      displayPrice(usdMinor, currency ?? { code: 'USD', symbol: '$', rate: 1, decimals: 2 }, locale),
    date: (iso) => formatDate(iso, shown, ENTRY_DATE),
  };
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return (
    <FeedSlices
      cursors={cursors}
      render={(slices) => (
        <FollowingFeedView
          t={t}
          formats={formats}
          slices={slices}
          onMore={(cursor) => setCursors((shown) => (shown.includes(cursor) ? shown : [...shown, cursor]))}
        />
      )}
    />
  );
}
