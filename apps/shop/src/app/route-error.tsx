import { routes as paths } from '@mall/shop-routes';
import { Button, EmptyState } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What a page shows when it could not open — most often its files did not arrive (a connection dropped while a
 * page's script or styles loaded): the shop's frame stays, with the reason in the shopper's language and a way
 * to try again, instead of the router's screen for developers.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      title={t('routeError.title')}
      message={t('state.error')}
      action={
        <>
          <Button onClick={() => window.location.reload()}>{t('state.retry')}</Button>{' '}
          <Link to={paths.home()}>{t('state.backHome')}</Link>
        </>
      }
    />
  );
}
