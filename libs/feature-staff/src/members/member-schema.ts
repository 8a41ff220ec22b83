import { EMAIL_MAX, emailRule, PASSWORD_MAX, PASSWORD_MIN } from '@mall/forms';
import * as yup from 'yup';
import type { StaffTranslator } from '../shared/translator';

export const MEMBER_NAME_MAX = 101;

/** A new staff account: email, name, a first password and at least one role. */
export const memberSchema = (t: StaffTranslator) =>
  yup
    .object({
      email: emailRule({
        required: t('validation.required'),
        invalid: t('validation.email'),
        tooLong: t('validation.tooLong', { max: EMAIL_MAX }),
      }),
      name: yup
        .string()
        .trim()
        .required(t('validation.required'))
        .max(MEMBER_NAME_MAX, t('validation.tooLong', { max: MEMBER_NAME_MAX })),
      password: yup
        .string()
        .required(t('validation.required'))
        .min(PASSWORD_MIN, t('members.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }))
        .max(PASSWORD_MAX, t('members.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX })),
      admin: yup.boolean().default(false),
      reviewer: yup.boolean().default(true),
      support: yup.boolean().default(false),
    })
    .test('roles', t('members.rolesRequired'), (value, context) =>
      value.admin || value.reviewer || value.support
        ? true
        : context.createError({ path: 'reviewer', message: t('members.rolesRequired') }),
    );

export type MemberValues = yup.InferType<ReturnType<typeof memberSchema>>;
