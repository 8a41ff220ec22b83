/** Notice types of docs/requirements.md R3.8 the seller side sends. */
export const MERCHANT_ACCOUNT_NOTICE = 100;
export const PRODUCT_NOTICE = 200;
