import { mallApi } from '@mall/sdk';
import type { AppDispatch } from '@mall/session';
import { HOME_LIST_SIZE } from '../shared/constants';

/**
 * Starts the home page's product lists and announcements, so an app opening on home fetches them while it
 * still loads instead of after it mounts (the home page reads them from the cache).
 */
export function prefetchHomeData(dispatch: AppDispatch): void {
  const options = { subscribe: false } as const;
  void dispatch(mallApi.endpoints.getHotProducts.initiate({ limit: HOME_LIST_SIZE }, options));
  void dispatch(mallApi.endpoints.getNewProducts.initiate({ limit: HOME_LIST_SIZE }, options));
  void dispatch(mallApi.endpoints.getRecommendedProducts.initiate({ limit: HOME_LIST_SIZE }, options));
  void dispatch(mallApi.endpoints.getAnnouncements.initiate(undefined, options));
}
