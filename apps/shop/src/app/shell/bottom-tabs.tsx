import { useAppSelector } from '@mall/session';
import { routes } from '@mall/shop-routes';
import { TabBar, type TabBarItem } from '@mall/ui';
import { House, LayoutGrid, ShoppingCart, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { inSection } from './sections';

/** The phone's bottom bar: Home, Categories, Cart (with its count) and Me. */
export function BottomTabs() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const cartCount = useAppSelector((state) => state.session.cartCount);
  const tab = (id: string, href: string, label: string, icon: TabBarItem['icon']): TabBarItem => ({
    id,
    href,
    label,
    icon,
    current: inSection(pathname, href),
  });
  const items: TabBarItem[] = [
    tab('home', routes.home(), t('nav.home'), <House aria-hidden="true" />),
    tab('categories', routes.categories(), t('nav.categories'), <LayoutGrid aria-hidden="true" />),
    {
      ...tab('cart', routes.cart(), t('nav.cart'), <ShoppingCart aria-hidden="true" />),
      badge: { count: cartCount, label: t('nav.cartItems', { count: cartCount }) },
    },
    tab('me', routes.dashboard(), t('nav.me'), <UserRound aria-hidden="true" />),
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
