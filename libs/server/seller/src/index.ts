export {
  applicationPage,
  applyForSeller,
  decideApplication,
  latestApplication,
  type SellerApplicationRow,
  type SellerApplicationStatus,
} from './applications';
export { type Paging, pageOf } from './paging';
export {
  type PaymentSettingsChange,
  type PaymentSettingsRow,
  readPaymentSettings,
  savePaymentSettings,
} from './payment-settings';
export {
  readSellerProfile,
  type SellerProfileChange,
  type SellerProfileRow,
  saveSellerProfile,
} from './profile';
export {
  decideRegistration,
  latestRegistration,
  type NewShopRegistration,
  registerShop,
  registrationPage,
  type ShopRegistrationRow,
  type ShopRegistrationStatus,
} from './shop-registrations';
export { issueSellerTicket, redeemSellerTicket, TICKET_LIFETIME_MS } from './tickets';
export { notifyProductSubmitted, type ProductReviewed, type ProductSubmitted } from './product-notices';
export type { SellerApplicationDecided } from './applications';
export type { ShopRegistrationDecided } from './shop-registrations';
export { decideProduct } from './product-review';
export {
  findSellerApplication,
  findShopRegistration,
  sellerApplicationTasks,
  shopRegistrationTasks,
  lockSellerApplication,
  lockShopRegistration,
  sellerApplicationTransitions,
  shopRegistrationTransitions,
  transitionSellerApplication,
  transitionShopRegistration,
} from './review-transitions';
