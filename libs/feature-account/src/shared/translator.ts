import type { TFunction } from 'i18next';

/**
 * The translator containers hand to views and schema factories: the `account` namespace, and the shared
 * texts as `common:…` (`useTranslation(['account', 'common'])`).
 */
export type AccountTranslator = TFunction<['account', 'common']>;
