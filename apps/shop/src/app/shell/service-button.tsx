import { useGetStoreQuery, type WebsiteConfig } from '@mall/sdk';
import { isAppRoute, isExternalLink, routes } from '@mall/shop-routes';
import { FloatingServiceButton } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppNavigation } from '../navigation';
import { isPendingRoute } from '../pending-routes';

/**
 * What the customer-service button opens: the third-party service, else the IM service URL. An app route
 * counts only once its page exists, so the button never leads to the not-found page.
 */
export function serviceUrl(config: Pick<WebsiteConfig, 'service_url' | 'third_service_url'>) {
  return [config.third_service_url, config.service_url].find(
    (url) => isExternalLink(url) || (isAppRoute(url) && !isPendingRoute(url)),
  );
}

/** The floating customer-service button, shown when the website config gives a service URL it can open. */
export function ServiceButton() {
  const { t } = useTranslation('common');
  const { push } = useAppNavigation();
  const { data } = useGetStoreQuery({ type: 'website_config' });
  const { pathname } = useLocation();
  const url = data?.type === 'website_config' ? serviceUrl(data.config) : undefined;
  // On the chat page itself the button would only cover the composer.
  if (!url || pathname === routes.chat.path) return null;
  if (isExternalLink(url)) {
    return <FloatingServiceButton href={url} label={t('service.open')} newTabLabel={t('service.newTab')} />;
  }
  return <FloatingServiceButton label={t('service.open')} onClick={() => push(url)} />;
}
