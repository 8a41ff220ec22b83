// @mall/feature-seller-panel — the seller app's screens: sign-in, the frame, sales, orders, products, profile
// and payouts.
export { SignInPage, type SignInPageProps } from './sign-in/sign-in-page';
export { SignInView, type SignInViewProps } from './sign-in/sign-in-view';
export { takeHandOverTicket } from './sign-in/hand-over-ticket';
export { PanelShell } from './shell/panel-shell';
export { RequireSignIn } from './shell/require-sign-in';
export { SalesPage } from './sales/sales-page';
export { SalesView, type SalesViewProps } from './sales/sales-view';
export { OrdersPage } from './orders/orders-page';
export { OrdersView, type OrdersViewProps } from './orders/orders-view';
export { OrderDetailPage } from './orders/order-detail-page';
export { OrderDetailView, type OrderDetailViewProps } from './orders/order-detail-view';
export { ProductsPage, type ProductsPageProps } from './products/products-page';
export { ProductsView, type ProductsViewProps } from './products/products-view';
export { ProfilePage, type ProfilePageProps } from './profile/profile-page';
export { ProfileView, type ProfileViewProps } from './profile/profile-view';
export { PaymentPage, type PaymentPageProps } from './payment/payment-page';
export { PaymentView, type PaymentViewProps } from './payment/payment-view';
export { panelPaths } from './shared/panel-paths';
