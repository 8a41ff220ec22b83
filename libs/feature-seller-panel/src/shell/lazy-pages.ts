import { lazy } from 'react';

// The screens behind the sign-in load when first opened: the first load carries only the frame and sign-in
// (no chart, no product or payout forms, no address checks).
export const SalesPage = lazy(() =>
  import('../sales/sales-page').then(({ SalesPage }) => ({ default: SalesPage })),
);
export const OrdersPage = lazy(() =>
  import('../orders/orders-page').then(({ OrdersPage }) => ({ default: OrdersPage })),
);
export const OrderDetailPage = lazy(() =>
  import('../orders/order-detail-page').then(({ OrderDetailPage }) => ({ default: OrderDetailPage })),
);
export const ProductsPage = lazy(() =>
  import('../products/products-page').then(({ ProductsPage }) => ({ default: ProductsPage })),
);
export const ProfilePage = lazy(() =>
  import('../profile/profile-page').then(({ ProfilePage }) => ({ default: ProfilePage })),
);
export const PaymentPage = lazy(() =>
  import('../payment/payment-page').then(({ PaymentPage }) => ({ default: PaymentPage })),
);
export const MessagesPage = lazy(() =>
  import('../messages/messages-page').then(({ MessagesPage }) => ({ default: MessagesPage })),
);
