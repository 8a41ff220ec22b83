import { emailRule, PASSWORD_MAX, PASSWORD_MIN } from '@mall/forms';
import * as yup from 'yup';
import { emailMessages } from '../shared/field-messages';
import type { AccountTranslator } from '../shared/translator';

/** The password that confirms linking TikTok to the signed-in account. */
export const confirmPasswordSchema = (t: AccountTranslator) =>
  yup.object({ password: yup.string().required(t('validation.password.required')) });
export type ConfirmPasswordValues = yup.InferType<ReturnType<typeof confirmPasswordSchema>>;

/** The address a code is sent to. */
export const emailAddressSchema = (t: AccountTranslator) =>
  yup.object({ email: emailRule(emailMessages(t)) });
export type EmailAddressValues = yup.InferType<ReturnType<typeof emailAddressSchema>>;

/** The six-digit code, and the account's first password when it has none (optional). */
export const emailCodeSchema = (t: AccountTranslator) =>
  yup.object({
    code: yup
      .string()
      .trim()
      .required(t('signIn.email.codeRequired'))
      .matches(/^[0-9]{6}$/, t('signIn.email.codeInvalid')),
    password: yup
      .string()
      .min(PASSWORD_MIN, t('validation.password.tooShort', { min: PASSWORD_MIN }))
      .max(PASSWORD_MAX, t('validation.password.tooLong', { max: PASSWORD_MAX })),
  });
export type EmailCodeValues = yup.InferType<ReturnType<typeof emailCodeSchema>>;
