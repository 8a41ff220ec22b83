import { routes as paths } from '@mall/shop-routes';
import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RequireSignIn } from './require-sign-in';
import { RouteErrorBoundary } from './route-error/route-error-boundary';
import { pendingRoutes } from './pending-routes';
import { lazyRoute, type LazyRoute } from './routing/lazy-route';
import type { RouteHandle } from './routing/route-handle';
import { ScrollRestoration } from './routing/scroll-restoration';

type PageModule = Record<string, ComponentType>;

const lazyElement = ({ Component, preload }: LazyRoute) => ({
  element: <Component />,
  handle: { preload } satisfies RouteHandle,
});

/** A page from a feature library, loaded when its route is first visited (docs/requirements.md R1: pages load lazily). */
const page = (load: () => Promise<PageModule>, name: string, signedIn = false) =>
  lazyElement(
    lazyRoute(async () => {
      const Component = (await load())[name]!;
      return signedIn
        ? () => (
            <RequireSignIn>
              <Component />
            </RequireSignIn>
          )
        : Component;
    }),
  );

const catalogue = () => import('@mall/feature-catalogue') as unknown as Promise<PageModule>;
const home = () => import('@mall/feature-catalogue/home') as unknown as Promise<PageModule>;
const search = () => import('@mall/feature-catalogue/search') as unknown as Promise<PageModule>;
const account = () => import('@mall/feature-account') as unknown as Promise<PageModule>;
const content = () => import('@mall/feature-content') as unknown as Promise<PageModule>;
const orders = () => import('@mall/feature-orders') as unknown as Promise<PageModule>;
const cart = () => import('@mall/feature-cart') as unknown as Promise<PageModule>;

/** The product page with the cart feature's buying actions under its quantity box. */
const productPage = lazyElement(
  lazyRoute(async () => {
    const [{ ProductDetailPage }, { PurchaseActions }] = await Promise.all([
      import('@mall/feature-catalogue/product'),
      import('@mall/feature-cart/purchase'),
    ]);
    return () => <ProductDetailPage purchase={PurchaseActions} />;
  }),
);
const seller = () => import('@mall/feature-seller') as unknown as Promise<PageModule>;
const wallet = () => import('@mall/feature-wallet') as unknown as Promise<PageModule>;
const support = () => import('@mall/feature-support') as unknown as Promise<PageModule>;

const toNotFound = <Navigate to={paths.notFound()} replace />;

/**
 * The frame (header, tab bar, footer) is a chunk of its own, out of the initial script: the start loads it with the
 * opening page's code, and the app first renders once both have arrived (the launch shell of index.html stays on
 * screen meanwhile).
 */
const frame = lazyRoute(async () => (await import('./shell/shell')).Shell);

/** Every route of the storefront. */
export const routes: RouteObject[] = [
  {
    element: (
      // The frame itself could not load: the error alone, on the whole screen.
      <RouteErrorBoundary frame={false}>
        <frame.Component />
        {/* New pages open at the top; Back and Forward return to where the shopper was. */}
        <ScrollRestoration />
      </RouteErrorBoundary>
    ),
    handle: { preload: frame.preload } satisfies RouteHandle,
    children: [
      {
        // A page that could not open (its files did not arrive, or it failed) says so inside the frame.
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { path: paths.root.path, ...page(home, 'HomePage') },
          { path: paths.home.path, ...page(home, 'HomePage') },
          { path: paths.legacyHome.path, element: <Navigate to={paths.home()} replace /> },
          { path: paths.search.path, ...page(search, 'SearchPage') },
          { path: paths.productDetail.path, ...productPage },
          { path: paths.categoryDetail.path, ...page(catalogue, 'CategoryDetailPage') },
          { path: paths.brands.path, ...page(catalogue, 'BrandsPage') },
          { path: paths.categories.path, ...page(catalogue, 'CategoriesPage') },
          { path: paths.recommend.path, ...page(catalogue, 'RecommendPage') },
          { path: paths.shopDetail.path, ...page(catalogue, 'ShopPage') },
          { path: paths.news.path, ...page(content, 'NewsPage') },
          { path: paths.blog.path, ...page(content, 'BlogPage') },
          { path: paths.blogDetail.path, ...page(content, 'BlogDetailPage') },
          { path: paths.policy.path, ...page(content, 'PolicyPage') },
          { path: paths.login.path, ...page(account, 'LoginPage') },
          { path: paths.socialLogin.path, ...page(account, 'SocialLoginPage') },
          { path: paths.register.path, ...page(account, 'RegisterPage') },
          { path: paths.dashboard.path, ...page(account, 'DashboardPage', true) },
          { path: paths.following.path, ...page(account, 'FollowingFeedPage', true) },
          { path: paths.pcMine.path, ...page(account, 'DashboardPage', true) },
          { path: paths.purchaseHistory.path, ...page(orders, 'PurchaseHistoryPage', true) },
          { path: paths.orderDetail.path, ...page(orders, 'OrderDetailPage', true) },
          { path: paths.refundSent.path, ...page(orders, 'RefundsPage', true) },
          { path: paths.cart.path, ...page(cart, 'CartPage', true) },
          { path: paths.myCart.path, ...page(cart, 'CartPage', true) },
          { path: paths.cartEdit.path, ...page(cart, 'AddressPage', true) },
          { path: paths.addressBook.path, ...page(cart, 'AddressBookPage', true) },
          { path: paths.chooseLocation.path, ...page(cart, 'ChooseLocationPage') },
          { path: paths.openLocation.path, ...page(cart, 'OpenLocationPage') },
          { path: paths.delivery.path, ...page(cart, 'DeliveryPage', true) },
          { path: paths.pay.path, ...page(cart, 'PayPage', true) },
          { path: paths.createShop.path, ...page(seller, 'BecomeSellerPage', true) },
          { path: paths.settings.path, ...page(seller, 'SettingsPage', true) },
          { path: paths.wallet.path, ...page(wallet, 'WalletPage', true) },
          { path: paths.chat.path, ...page(support, 'ChatPage', true) },
          { path: paths.notFound.path, ...page(catalogue, 'NotFoundPage') },
          ...pendingRoutes.map(({ path }) => ({ path, element: toNotFound })),
          { path: '*', element: toNotFound },
        ],
      },
    ],
  },
];
