import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { RequireSignIn } from './require-sign-in';
import { Shell } from './shell/shell';
import { HOME_PATH, NOT_FOUND_PATH } from './navigation';

type PageModule = Record<string, React.ComponentType>;
/** A page from a feature library, loaded when its route is first visited (docs/requirements.md R1: pages load lazily). */
const page = (load: () => Promise<PageModule>, name: string, signedIn = false) => ({
  lazy: async () => {
    const Component = (await load())[name]!;
    return {
      Component: signedIn
        ? () => (
            <RequireSignIn>
              <Component />
            </RequireSignIn>
          )
        : Component,
    };
  },
});

const catalogue = () => import('@mall/feature-catalogue') as unknown as Promise<PageModule>;
const account = () => import('@mall/feature-account') as unknown as Promise<PageModule>;
const content = () => import('@mall/feature-content') as unknown as Promise<PageModule>;

/**
 * Every route of docs/requirements.md R1. Routes of features not built yet (cart and checkout, orders, wallet, seller,
 * chat, location) lead to the not-found page until they land; nothing links to them.
 */
const pendingRoutes = [
  '/pages/cart/cart',
  '/pages/cart/delivery',
  '/pages/cart/pay',
  '/pages/cart/mycart',
  '/pages/cart/edit',
  '/pages/mine/confing',
  '/pages/mine/wallet',
  '/pages/mine/refund_sent',
  '/pages/history/purchase',
  '/pages/history/detail',
  '/pages/shop/create',
  '/pages/server/chat',
  '/choose-location',
  '/open-location',
];

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: '/', ...page(catalogue, 'HomePage') },
      { path: HOME_PATH, ...page(catalogue, 'HomePage') },
      { path: '/pages/index/index', element: <Navigate to={HOME_PATH} replace /> },
      { path: '/pages/search/search', ...page(catalogue, 'SearchPage') },
      { path: '/pages/prouduct/detail', ...page(catalogue, 'ProductDetailPage') },
      { path: '/pages/category/detail', ...page(catalogue, 'CategoryDetailPage') },
      { path: '/pages/category/brands', ...page(catalogue, 'BrandsPage') },
      { path: '/pages/category/category', ...page(catalogue, 'CategoriesPage') },
      { path: '/pages/category/recommend', ...page(catalogue, 'RecommendPage') },
      { path: '/pages/shop/detail', ...page(catalogue, 'ShopPage') },
      { path: '/pages/news/index', ...page(content, 'NewsPage') },
      { path: '/pages/blog/blog', ...page(content, 'BlogPage') },
      { path: '/pages/blog/detail', ...page(content, 'BlogDetailPage') },
      { path: '/pages/policy/:slug', ...page(content, 'PolicyPage') },
      { path: '/pages/users/login', ...page(account, 'LoginPage') },
      { path: '/pages/users/tiktok', ...page(account, 'SocialLoginPage') },
      { path: '/pages/users/register', ...page(account, 'RegisterPage') },
      { path: '/pages/mine/dashboard', ...page(account, 'DashboardPage', true) },
      { path: '/pages/mine/pc_mine', ...page(account, 'DashboardPage', true) },
      { path: NOT_FOUND_PATH, ...page(catalogue, 'NotFoundPage') },
      ...pendingRoutes.map((path) => ({ path, element: <Navigate to={NOT_FOUND_PATH} replace /> })),
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];
