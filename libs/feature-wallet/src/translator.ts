import type { TFunction } from 'i18next';

/** The `wallet` namespace, and the shared texts as `common:…` (`useTranslation(['wallet', 'common'])`). */
export type WalletTranslator = TFunction<['wallet', 'common']>;
