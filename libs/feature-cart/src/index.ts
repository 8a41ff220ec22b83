// @mall/feature-cart — the buying half of the storefront: add to cart and buy now on the product page, the cart,
// checkout (address, delivery and review) and payment with its confirmation.
export { PurchaseActions, type PurchaseActionsProps } from './purchase/purchase-actions';
export { PurchaseActionsView, type PurchaseActionsViewProps } from './purchase/purchase-actions-view';
export { CartPage } from './cart/cart-page';
export { CartView, type CartViewProps } from './cart/cart-view';
export { AddressPage } from './address/address-page';
export { AddressView, type AddressViewProps } from './address/address-view';
export { AddressBookPage } from './address/address-book-page';
export { AddressBookView, type AddressBookViewProps } from './address/address-book-view';
export { ChooseLocationPage } from './location/choose-location-page';
export { OpenLocationPage } from './location/open-location-page';
export { addressSchema, type AddressSchema, type AddressValues } from './address/address-schema';
export { DeliveryPage } from './delivery/delivery-page';
export { DeliveryView, type DeliveryViewProps } from './delivery/delivery-view';
export { PayPage } from './pay/pay-page';
export { PayView, type PayViewProps } from './pay/pay-view';
export { cardSchema } from './pay/card-schema';
