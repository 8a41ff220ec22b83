import type { DemoAccount, DemoCurrency, DemoLanguage, DemoWallet, DemoWebsiteConfig } from './types';

/** Display currencies; rates are units per 1 USD (realistic mid-market values, fixed for the demo). */
export const demoCurrencies: readonly DemoCurrency[] = [
  { code: 'USD', symbol: '$', rate: 1, decimals: 2, name: 'US Dollar' },
  { code: 'EUR', symbol: '€', rate: 0.92, decimals: 2, name: 'Euro' },
  { code: 'CNY', symbol: '¥', rate: 7.24, decimals: 2, name: 'Chinese Yuan' },
  { code: 'JPY', symbol: '¥', rate: 151.6, decimals: 0, name: 'Japanese Yen' },
  { code: 'THB', symbol: '฿', rate: 36.3, decimals: 2, name: 'Thai Baht' },
  { code: 'TWD', symbol: 'NT$', rate: 32.4, decimals: 2, name: 'New Taiwan Dollar' },
  { code: 'GBP', symbol: '£', rate: 0.79, decimals: 2, name: 'British Pound' },
  { code: 'KWD', symbol: 'KD', rate: 0.307, decimals: 3, name: 'Kuwaiti Dinar' },
];

/** Crypto wallets for offline top-ups and seller payment settings (docs/requirements.md R2). */
export const demoWallets: readonly DemoWallet[] = [
  { code: 'USDT', name: 'Tether USD', network: 'TRC20' },
  { code: 'ETH', name: 'Ethereum', network: 'ERC20' },
  { code: 'BTC', name: 'Bitcoin', network: 'Bitcoin' },
];

export const demoLanguages: readonly DemoLanguage[] = [
  { code: 'en', name: 'English' },
  { code: 'zh', name: '简体中文' },
  { code: 'zhtw', name: '繁體中文' },
  { code: 'es', name: 'Español' },
  { code: 'jp', name: '日本語' },
  { code: 'th', name: 'ไทย' },
];

export const demoWebsiteConfig: DemoWebsiteConfig = {
  site_name: 'Mall',
  service_url: '/pages/server/chat',
  third_service_url: '',
  support_email: 'support@mall.example',
  app_version: '1.0.8',
};

/** The demo accounts printed at start-up. */
export const demoAccounts: { shopper: DemoAccount; seller: DemoAccount; staff: DemoAccount } = {
  shopper: {
    key: 'shopper',
    email: 'shopper@mall.example',
    password: 'shopper123',
    firstname: 'Sam',
    lastname: 'Shopper',
    role: 'shopper',
  },
  seller: {
    key: 'seller',
    email: 'seller@mall.example',
    password: 'seller123',
    firstname: 'Sally',
    lastname: 'Seller',
    role: 'seller',
  },
  staff: {
    key: 'staff',
    email: 'staff@mall.example',
    password: 'staff1234',
    firstname: 'Stacy',
    lastname: 'Staff',
    role: 'staff',
  },
};
