import { EMAIL_MAX, emailRule } from '@mall/forms';
import * as yup from 'yup';
import type { CartT } from '../shared/i18n';

/** The API's bounds of an address (its `addressFields`). */
const LIMITS = { name: 100, telephone: 32, street: 255, postcode: 20, city: 100, state: 100 } as const;

/** The new-address form's rules, as the API checks them, with messages in the translator's language. */
export function addressSchema(t: CartT) {
  const required = t('address.validation.required');
  const bounded = (max: number) => yup.string().trim().max(max, t('address.validation.tooLong', { max }));
  return yup.object({
    name: bounded(LIMITS.name).required(required),
    email: emailRule({
      required,
      invalid: t('address.validation.email'),
      tooLong: t('address.validation.tooLong', { max: EMAIL_MAX }),
    }),
    telephone: bounded(LIMITS.telephone)
      .required(required)
      .min(4, t('address.validation.telephone'))
      .matches(/^\+?[0-9][0-9 ()-]*$/, t('address.validation.telephone')),
    street: bounded(LIMITS.street).required(required),
    postcode: bounded(LIMITS.postcode)
      .default('')
      .defined()
      .matches(/^[A-Za-z0-9 -]*$/, t('address.validation.postcode')),
    city: bounded(LIMITS.city).required(required),
    state: bounded(LIMITS.state).default('').defined(),
    country: yup
      .string()
      .trim()
      .uppercase()
      .required(required)
      .matches(/^[A-Z]{2}$/, t('address.validation.country')),
  });
}

export type AddressSchema = ReturnType<typeof addressSchema>;
export type AddressValues = yup.InferType<AddressSchema>;

export const emptyAddress: AddressValues = {
  name: '',
  email: '',
  telephone: '',
  street: '',
  postcode: '',
  city: '',
  state: '',
  country: '',
};
