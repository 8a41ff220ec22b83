// Imported so that the augmentation below extends i18next's own declarations.
import type { CustomTypeOptions as _CustomTypeOptions } from 'i18next';

/**
 * The English resources give every namespace its type, and so the type of `t` keys app-wide. Adding a
 * namespace is one line here (plus its JSON file in every `locales/<lng>/` folder).
 */
export interface I18nResources {
  account: typeof import('../../../locales/en/account.json');
  cart: typeof import('../../../locales/en/cart.json');
  catalogue: typeof import('../../../locales/en/catalogue.json');
  chat: typeof import('../../../locales/en/chat.json');
  common: typeof import('../../../locales/en/common.json');
  content: typeof import('../../../locales/en/content.json');
  errors: typeof import('../../../locales/en/errors.json');
  follow: typeof import('../../../locales/en/follow.json');
  orders: typeof import('../../../locales/en/orders.json');
  seller: typeof import('../../../locales/en/seller.json');
  'seller-panel': typeof import('../../../locales/en/seller-panel.json');
  staff: typeof import('../../../locales/en/staff.json');
  wallet: typeof import('../../../locales/en/wallet.json');
}

export type Namespace = keyof I18nResources;

/** The namespace `t` and `useTranslation()` use when none is named. */
export const DEFAULT_NAMESPACE = 'errors' satisfies Namespace;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: I18nResources;
  }
}
