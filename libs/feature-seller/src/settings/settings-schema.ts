import { englishNameRule, LOGIN_PASSWORD_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@mall/forms';
import * as yup from 'yup';
import type { SellerTranslator } from '../shared/translator';

const PHONE = /^(?:\+?[0-9][0-9 ()-]*)?$/;
const PHONE_MAX = 32;

/**
 * The shopper's profile: English names, a phone, at most one new picture, and optionally a new password
 * typed twice, which needs the current one.
 */
export const settingsSchema = (t: SellerTranslator) => {
  const name = (required: string) =>
    englishNameRule({
      required,
      english: t('settings.validation.english'),
      tooLong: t('settings.validation.nameTooLong', { max: NAME_MAX }),
    });
  return yup.object({
    firstname: name(t('settings.validation.firstname')),
    lastname: name(t('settings.validation.lastname')),
    phone: yup
      .string()
      .trim()
      .default('')
      .max(PHONE_MAX, t('settings.validation.phone'))
      .matches(PHONE, t('settings.validation.phone')),
    avatar: yup.array(yup.mixed<File>().required()).default([]),
    new_password: yup
      .string()
      .default('')
      .test(
        'length',
        t('settings.validation.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
        (value) => !value || (value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX),
      ),
    confirm_password: yup
      .string()
      .default('')
      .oneOf([yup.ref('new_password')], t('settings.validation.passwordMismatch')),
    current_password: yup
      .string()
      .default('')
      .max(LOGIN_PASSWORD_MAX)
      .when('new_password', {
        is: (password: string | undefined) => Boolean(password),
        then: (rule) => rule.required(t('settings.validation.currentPassword')),
      }),
  });
};

export type SettingsSchema = ReturnType<typeof settingsSchema>;
export type SettingsValues = yup.InferType<SettingsSchema>;
