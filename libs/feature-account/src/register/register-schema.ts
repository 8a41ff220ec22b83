import {
  emailRule,
  englishNameRule,
  INVITATION_CODE,
  INVITATION_CODE_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@mall/forms';
import * as yup from 'yup';
import { emailMessages, englishNameMessages } from '../shared/field-messages';
import type { AccountTranslator } from '../shared/translator';

/**
 * The registration form's rules (docs/requirements.md R4): English names, a 6–30 character password typed twice
 * alike, an optional invitation code, and the terms agreed to.
 */
export const registerSchema = (t: AccountTranslator) =>
  yup.object({
    firstname: englishNameRule(englishNameMessages(t, t('validation.firstname.required'))),
    lastname: englishNameRule(englishNameMessages(t, t('validation.lastname.required'))),
    email: emailRule(emailMessages(t)),
    password: yup
      .string()
      .required(t('validation.password.required'))
      .min(PASSWORD_MIN, t('validation.password.tooShort', { min: PASSWORD_MIN }))
      .max(PASSWORD_MAX, t('validation.password.tooLong', { max: PASSWORD_MAX })),
    confirm_password: yup
      .string()
      .required(t('validation.confirmPassword.required'))
      .oneOf([yup.ref('password')], t('validation.confirmPassword.mismatch')),
    invitation_code: yup
      .string()
      .trim()
      .max(INVITATION_CODE_MAX, t('validation.invitationCode.tooLong', { max: INVITATION_CODE_MAX }))
      .matches(INVITATION_CODE, t('validation.invitationCode.invalid')),
    agree_terms: yup
      .boolean()
      .required(t('validation.terms.required'))
      .oneOf([true], t('validation.terms.required')),
  });

export type RegisterSchema = ReturnType<typeof registerSchema>;
export type RegisterValues = yup.InferType<RegisterSchema>;
