import { englishNameRule, NAME_MAX } from '@mall/forms';
import * as yup from 'yup';
import { LONG_TEXT_MAX, shopNameRule } from '../shared/field-rules';
import type { SellerTranslator } from '../shared/translator';

/** The API's phone rule: digits, spaces, brackets and hyphens, an optional leading plus, 5 to 32 characters. */
const PHONE = /^\+?[0-9][0-9 ()-]*$/;
const PHONE_MIN = 5;
const PHONE_MAX = 32;
const POSTCODE = /^[A-Za-z0-9 -]*$/;
const POSTCODE_MAX = 20;

const requiredLine = (required: string, max: number, t: SellerTranslator) =>
  yup.string().trim().required(required).max(max, t('validation.tooLong', { max }));

/** One picture of a side of the identity document. */
const documentSide = (required: string) =>
  yup.array(yup.mixed<File>().required()).min(1, required).required();

/** Shop registration: the shop, its contact, both sides of the owner's identity document and its address. */
export const shopRegistrationSchema = (t: SellerTranslator) => {
  const phoneInvalid = t('validation.phone.invalid');
  return yup.object({
    shop_name: shopNameRule(t),
    contact_name: englishNameRule({
      required: t('validation.contactName.required'),
      english: t('validation.contactName.english'),
      tooLong: t('validation.contactName.tooLong', { max: NAME_MAX }),
    }),
    contact_phone: yup
      .string()
      .trim()
      .required(t('validation.phone.required'))
      .min(PHONE_MIN, phoneInvalid)
      .max(PHONE_MAX, phoneInvalid)
      .matches(PHONE, phoneInvalid),
    id_front: documentSide(t('validation.idFront.required')),
    id_back: documentSide(t('validation.idBack.required')),
    street: requiredLine(t('validation.street.required'), 200, t),
    city: requiredLine(t('validation.city.required'), 100, t),
    state: requiredLine(t('validation.state.required'), 100, t),
    country: requiredLine(t('validation.country.required'), 100, t),
    postcode: yup
      .string()
      .trim()
      .default('')
      .max(POSTCODE_MAX, t('validation.postcode.invalid', { max: POSTCODE_MAX }))
      .matches(POSTCODE, t('validation.postcode.invalid', { max: POSTCODE_MAX })),
    description: yup
      .string()
      .trim()
      .default('')
      .max(LONG_TEXT_MAX, t('validation.tooLong', { max: LONG_TEXT_MAX })),
  });
};

export type ShopRegistrationSchema = ReturnType<typeof shopRegistrationSchema>;
export type ShopRegistrationValues = yup.InferType<ShopRegistrationSchema>;
