import type { TFunction } from 'i18next';

/** The translator of the `account` namespace, as `useTranslation('account')` and `getFixedT` give it. */
export type AccountTranslator = TFunction<'account'>;
