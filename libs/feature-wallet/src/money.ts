import { bcp47, DEFAULT_LANGUAGE, isLanguage } from '@mall/i18n';
import { formatMoney } from '@mall/money';

const USD = { code: 'USD', symbol: '$', decimals: 2 };

/** The `Intl` locale of an interface language. */
export const localeOf = (language: string) => bcp47(isLanguage(language) ? language : DEFAULT_LANGUAGE);

/** Wallet amounts are USD minor units, written in the interface language's style. */
export const usd = (minor: number, language: string) => formatMoney(minor, USD, localeOf(language));
