import type { TFunction } from 'i18next';

/** The translator containers hand to views: the orders namespace, and the shared texts as `common:…`. */
export type OrdersT = TFunction<['orders', 'common']>;
