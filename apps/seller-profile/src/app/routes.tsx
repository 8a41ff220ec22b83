import {
  MessagesPage,
  OrderDetailPage,
  OrdersPage,
  panelPaths,
  PanelShell,
  PaymentPage,
  ProductsPage,
  ProfilePage,
  RequireSignIn,
  SalesPage,
  SignInPage,
} from '@mall/feature-seller-panel';
import { toaster } from '@mall/ui/toaster';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';

/** Saved changes are confirmed with a toast. */
const confirmSaved = (message: string) => toaster.show(message);

/** The seller app's routes; `ticket` is the shop's hand-over ticket this page was opened with, if any. */
export const panelRoutes = (ticket: string | null): RouteObject[] => [
  { path: panelPaths.signIn, element: <SignInPage ticket={ticket} /> },
  {
    element: (
      <RequireSignIn>
        <PanelShell />
      </RequireSignIn>
    ),
    children: [
      { path: panelPaths.sales, element: <SalesPage /> },
      { path: panelPaths.orders, element: <OrdersPage /> },
      { path: panelPaths.messages, element: <MessagesPage /> },
      { path: `${panelPaths.orders}/:id`, element: <OrderDetailPage /> },
      { path: panelPaths.products, element: <ProductsPage onSaved={confirmSaved} /> },
      { path: panelPaths.profile, element: <ProfilePage onSaved={confirmSaved} /> },
      { path: panelPaths.payment, element: <PaymentPage onSaved={confirmSaved} /> },
    ],
  },
  { path: '*', element: <Navigate to={ticket ? panelPaths.signIn : panelPaths.sales} replace /> },
];
