// @mall/feature-cart/purchase — the product page's buying actions on their own: the product page loads them without
// the cart and checkout pages and their forms.
export { PurchaseActions, type PurchaseActionsProps } from './purchase-actions';
