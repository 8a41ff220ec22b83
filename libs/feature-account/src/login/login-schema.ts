import { emailRule, LOGIN_PASSWORD_MAX } from '@mall/forms';
import * as yup from 'yup';
import { emailMessages } from '../shared/field-messages';
import type { AccountTranslator } from '../shared/translator';

/** The login form's rules, with messages in the translator's language. */
export const loginSchema = (t: AccountTranslator) =>
  yup.object({
    email: emailRule(emailMessages(t)),
    password: yup
      .string()
      .required(t('validation.password.required'))
      .max(LOGIN_PASSWORD_MAX, t('validation.password.tooLong', { max: LOGIN_PASSWORD_MAX })),
  });

export type LoginSchema = ReturnType<typeof loginSchema>;
export type LoginValues = yup.InferType<LoginSchema>;
