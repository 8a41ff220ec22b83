import { EMAIL_MAX, emailRule } from '@mall/forms';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import * as yup from 'yup';
import type { CartT } from '../shared/i18n';

/** The API's bounds of an address (its `addressFields`; the street line is `STREET_MAX`). */
export const ADDRESS_LIMITS = {
  name: 100,
  telephone: 32,
  street: 500,
  postcode: 20,
  city: 100,
  state: 100,
} as const;

/** Whether the kept postcode library knows the country's format (the postcode is then required). */
export const hasPostcodeFormat = (country: string | undefined) =>
  Boolean(country && /^[A-Z]{2}$/.test(country) && postcodeValidatorExistsForCountry(country));

/**
 * The address form's rules, as the API checks them, with messages in the translator's language.
 * `countryName` names a country code for the postcode message.
 */
export function addressSchema(t: CartT, countryName: (code: string) => string = (code) => code) {
  const required = t('address.validation.required');
  const bounded = (max: number) => yup.string().trim().max(max, t('address.validation.tooLong', { max }));
  return yup.object({
    name: bounded(ADDRESS_LIMITS.name).required(required),
    email: emailRule({
      required,
      invalid: t('address.validation.email'),
      tooLong: t('address.validation.tooLong', { max: EMAIL_MAX }),
    }),
    telephone: bounded(ADDRESS_LIMITS.telephone)
      .required(required)
      .min(4, t('address.validation.telephone'))
      .matches(/^\+?[0-9][0-9 ()-]*$/, t('address.validation.telephone')),
    street: yup
      .string()
      .trim()
      .required(required)
      .test(
        'street-length',
        () => t('address.validation.tooLong', { max: ADDRESS_LIMITS.street }),
        (value) =>
          // Counted in characters (code points), as the API counts them: an emoji is one.
          value === undefined ? true : Array.from(value).length <= ADDRESS_LIMITS.street,
      ),
    postcode: bounded(ADDRESS_LIMITS.postcode)
      .default('')
      .defined()
      .uppercase()
      .matches(/^[A-Za-z0-9 -]*$/, t('address.validation.postcode'))
      .when('country', ([country], rule) =>
        hasPostcodeFormat(country)
          ? rule.required(required).test(
              'postcode-format',
              () => t('address.validation.postcodeOf', { country: countryName(country) }),
              (value) => (value ? postcodeValidator(value.replace(/\s+/g, ' '), country) : false),
            )
          : rule,
      ),
    city: bounded(ADDRESS_LIMITS.city).required(required),
    state: bounded(ADDRESS_LIMITS.state).default('').defined(),
    country: yup
      .string()
      .trim()
      .uppercase()
      .required(t('address.validation.country'))
      .matches(/^[A-Z]{2}$/, t('address.validation.country')),
    latitude: yup.number().nullable().default(null).min(-90).max(90),
    longitude: yup.number().nullable().default(null).min(-180).max(180),
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
  latitude: null,
  longitude: null,
};
