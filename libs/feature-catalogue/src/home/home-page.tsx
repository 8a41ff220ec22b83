import { useDocumentTitle } from '@mall/i18n';
import {
  type Ad,
  useGetAllBrandsQuery,
  useGetAnnouncementsQuery,
  useGetHotProductsQuery,
  useGetNewProductsQuery,
  useGetRecommendedProductsQuery,
  useGetSeriesCategoriesQuery,
  useGetStoreQuery,
} from '@mall/sdk';
import { isAppRoute, isExternalLink } from '@mall/shop-routes';
import { queryState } from '@mall/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import { HOME_LIST_SIZE, TOP_BRANDS } from '../shared/constants';
import { useFormats } from '../shared/use-formats';
import { type AdPosition, HomeView } from './home-view';

const positions: readonly AdPosition[] = ['top', 'center_top', 'center', 'center_bottom', 'bottom'];

/** Ads grouped by position (docs/requirements.md R2), each group in the order the shop set. */
export function adsByPosition(ads: readonly Ad[]): Record<AdPosition, Ad[]> {
  const grouped = Object.fromEntries(positions.map((position) => [position, [] as Ad[]])) as Record<
    AdPosition,
    Ad[]
  >;
  for (const ad of ads) grouped[ad.position]?.push(ad);
  for (const position of positions) grouped[position].sort((a, b) => a.sort - b.sort);
  return grouped;
}

/** Routes: / and /pages/home/home. */
export function HomePage() {
  const { t } = useTranslation(['catalogue', 'common']);
  useDocumentTitle(t('home.title'));
  const formats = useFormats();
  // The router's href of "/" is "#/" under the hash router: app routes in plain <a> links need the prefix.
  const rootHref = useHref('/');
  const adHref = useCallback(
    (link: string) => {
      if (isAppRoute(link)) return `${rootHref.replace(/\/$/, '')}${link}`;
      return isExternalLink(link) ? link : undefined;
    },
    [rootHref],
  );
  const limit = { limit: HOME_LIST_SIZE };
  const ads = useGetStoreQuery({ type: 'advert' });
  const announcements = useGetAnnouncementsQuery();
  const brands = useGetAllBrandsQuery({ limit: TOP_BRANDS });
  const categories = useGetSeriesCategoriesQuery();
  const hot = useGetHotProductsQuery(limit);
  const fresh = useGetNewProductsQuery(limit);
  const recommended = useGetRecommendedProductsQuery(limit);
  const list = <Item,>(data: { list: Item[] }) => data.list;
  return (
    <HomeView
      t={t}
      formats={formats}
      adHref={adHref}
      ads={queryState(ads, {
        select: (data) => (data.type === 'advert' ? adsByPosition(data.ads) : undefined),
      })}
      announcements={queryState(announcements, { select: list })}
      brands={queryState(brands, { select: list })}
      categories={queryState(categories, { select: list })}
      hot={queryState(hot, { select: list })}
      fresh={queryState(fresh, { select: list })}
      recommended={queryState(recommended, { select: list })}
    />
  );
}
