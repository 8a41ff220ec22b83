// @mall/feature-seller — the storefront's seller screens: the seller application, the shop registration, and
// the shopper's profile and settings with the way into the seller app.
export { BecomeSellerPage, type BecomeSellerPageProps } from './become-seller/become-seller-page';
export { BecomeSellerView, type BecomeSellerViewProps } from './become-seller/become-seller-view';
export {
  applicationSchema,
  type ApplicationSchema,
  type ApplicationValues,
} from './application/application-schema';
export {
  shopRegistrationSchema,
  type ShopRegistrationSchema,
  type ShopRegistrationValues,
} from './shop-registration/shop-registration-schema';
export type { SellerTranslator } from './shared/translator';
export { SettingsPage, type SettingsPageProps } from './settings/settings-page';
export { SettingsView, type SettingsViewProps } from './settings/settings-view';
export { settingsSchema, type SettingsSchema, type SettingsValues } from './settings/settings-schema';
