import { useAppSelector } from '@mall/session';
import { routes } from '@mall/shop-routes';
import { TabBar, type TabBarItem } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { inSection } from './sections';
import { tabIcons } from './tab-icons';

/** The phone's bottom bar: Home, Categories, Cart (with its count) and Me. */
export function BottomTabs() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const cartCount = useAppSelector((state) => state.session.cartCount);
  const tab = (id: keyof typeof tabIcons, href: string, label: string): TabBarItem => {
    const Icon = tabIcons[id];
    return { id, href, label, icon: <Icon aria-hidden="true" />, current: inSection(pathname, href) };
  };
  const items: TabBarItem[] = [
    tab('home', routes.home(), t('nav.home')),
    tab('categories', routes.categories(), t('nav.categories')),
    {
      ...tab('cart', routes.cart(), t('nav.cart')),
      badge: { count: cartCount, label: t('nav.cartItems', { count: cartCount }) },
    },
    tab('me', routes.dashboard(), t('nav.me')),
  ];
  return (
    <TabBar
      label={t('nav.main')}
      items={items}
      renderLink={(_item, { href, children, ...props }) => (
        // Tabs replace the history entry: Back leaves the section rather than stepping through tabs.
        <Link to={href} replace {...props}>
          {children}
        </Link>
      )}
    />
  );
}
