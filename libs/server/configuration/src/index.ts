export {
  type AdRow,
  BASE_CURRENCY,
  listAds,
  listCurrencies,
  listLanguages,
  listWalletCurrencies,
  WEBSITE_CONFIG_KEY,
  websiteConfig,
} from './configuration';
