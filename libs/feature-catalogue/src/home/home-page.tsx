import { useDocumentTitle } from '@mall/i18n';
import {
  useGetAllBrandsQuery,
  useGetAnnouncementsQuery,
  useGetHotProductsQuery,
  useGetNewProductsQuery,
  useGetRecommendedProductsQuery,
  useGetSeriesCategoriesQuery,
  useGetStoreQuery,
} from '@mall/sdk';
import { isAppRoute, isExternalLink, welcomedName } from '@mall/shop-routes';
import { queryState } from '@mall/ui';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation } from 'react-router';
import { HOME_LIST_SIZE, TOP_BRANDS } from '../shared/constants';
import { useFormats } from '../shared/use-formats';
import { adsByPosition } from './ads-by-position';
import { HomeView } from './home-view';

/**
 * Whether the shopper has left the home page since the app opened. Only the first visit renders the sections below
 * the first screen later: coming back (by Back among others) the page renders whole, so the restored scroll
 * position shows the same products as before.
 */
let homeLeft = false;

/** Routes: / and /pages/home/home. */
export function HomePage() {
  const [lowerSectionsLater] = useState(() => !homeLeft);
  useEffect(
    () => () => {
      homeLeft = true;
    },
    [],
  );
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
  // A new account lands here greeted by name, until the shopper closes the greeting.
  const greeted = welcomedName(useLocation().state);
  const [welcomeClosed, setWelcomeClosed] = useState(false);
  const welcome = welcomeClosed ? undefined : greeted;
  const view = useMemo(() => {
    const list = <Item,>(data: { list: Item[] }) => data.list;
    return (
      <HomeView
        lowerSectionsLater={lowerSectionsLater}
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
        welcome={welcome}
        onCloseWelcome={() => setWelcomeClosed(true)}
      />
    );
  }, [
    welcome,
    lowerSectionsLater,
    t,
    formats,
    adHref,
    ads,
    announcements,
    brands,
    categories,
    hot,
    fresh,
    recommended,
  ]);
  // Each list's answer would otherwise re-render the page at once, in one task a tap waits behind: the page shows
  // the answers in a transition instead, which React renders in slices (and several answers in one go).
  return useDeferredValue(view);
}
