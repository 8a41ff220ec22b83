// @mall/feature-seller-panel — the seller app's screens: sign-in and the frame, loaded at once; sales, orders,
// products, profile and payouts, each loaded when first opened.
export { SignInPage, type SignInPageProps } from './sign-in/sign-in-page';
export { takeHandOverTicket } from './sign-in/hand-over-ticket';
export { PanelShell } from './shell/panel-shell';
export { RequireSignIn } from './shell/require-sign-in';
export {
  MessagesPage,
  OrderDetailPage,
  OrdersPage,
  PaymentPage,
  ProductsPage,
  ProfilePage,
  SalesPage,
} from './shell/lazy-pages';
export { panelPaths } from './shared/panel-paths';
