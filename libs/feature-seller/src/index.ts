// @mall/feature-seller — the storefront's seller screens: the seller application and the shop registration.
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
