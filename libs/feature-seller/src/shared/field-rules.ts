import * as yup from 'yup';
import type { SellerTranslator } from './translator';

/** The API's bounds on a shop name. */
export const SHOP_NAME_MIN = 2;
export const SHOP_NAME_MAX = 60;
/** The API's bound on a reason or a shop description. */
export const LONG_TEXT_MAX = 1000;

/** A shop name: 2 to 60 characters once trimmed. */
export const shopNameRule = (t: SellerTranslator) => {
  const length = t('validation.shopName.length', { min: SHOP_NAME_MIN, max: SHOP_NAME_MAX });
  return yup
    .string()
    .trim()
    .required(t('validation.shopName.required'))
    .min(SHOP_NAME_MIN, length)
    .max(SHOP_NAME_MAX, length);
};
