import type { TFunction } from 'i18next';

/** The translator containers hand to views: the cart namespace, and the shared texts as `common:…`. */
export type CartT = TFunction<['cart', 'common']>;
