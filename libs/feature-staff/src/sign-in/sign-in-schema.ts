import { EMAIL_MAX, emailRule, LOGIN_PASSWORD_MAX } from '@mall/forms';
import * as yup from 'yup';
import type { StaffTranslator } from '../shared/translator';

/** Email and password of a staff account. */
export const signInSchema = (t: StaffTranslator) =>
  yup.object({
    email: emailRule({
      required: t('validation.required'),
      invalid: t('validation.email'),
      tooLong: t('validation.tooLong', { max: EMAIL_MAX }),
    }),
    password: yup
      .string()
      .required(t('validation.required'))
      .max(LOGIN_PASSWORD_MAX, t('validation.tooLong', { max: LOGIN_PASSWORD_MAX })),
  });

export type SignInSchema = ReturnType<typeof signInSchema>;
export type SignInValues = yup.InferType<SignInSchema>;
