import type { TFunction } from 'i18next';

/**
 * The translator containers hand to views and schema factories: the `seller` namespace, and the shared
 * texts as `common:…` (`useTranslation(['seller', 'common'])`).
 */
export type SellerTranslator = TFunction<['seller', 'common']>;
