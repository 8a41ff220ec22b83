import { englishNameRule, NAME_MAX } from '@mall/forms';
import * as yup from 'yup';
import { currentPasswordRule, newPasswordRule } from '../shared/password-rules';
import type { PanelTranslator } from '../shared/translator';

const PHONE = /^(?:\+?[0-9][0-9 ()-]*)?$/;
const PHONE_MAX = 32;

/**
 * The seller's profile: an English name, a phone, a photo (at most one new picture), and optionally a new
 * password typed twice, which needs the current one.
 */
export const profileSchema = (t: PanelTranslator) =>
  yup.object({
    name: englishNameRule({
      required: t('validation.required'),
      english: t('validation.name'),
      tooLong: t('validation.tooLong', { max: NAME_MAX }),
    }),
    phone: yup
      .string()
      .trim()
      .default('')
      .max(PHONE_MAX, t('validation.tooLong', { max: PHONE_MAX }))
      .matches(PHONE, t('validation.phone')),
    photo: yup.array(yup.mixed<File>().required()).default([]),
    password: newPasswordRule(t),
    confirm_password: yup
      .string()
      .default('')
      .oneOf([yup.ref('password')], t('validation.passwordMismatch')),
    current_password: currentPasswordRule(t).when('password', {
      is: (password: string | undefined) => Boolean(password),
      then: (rule) => rule.required(t('validation.currentPassword')),
    }),
  });

export type ProfileSchema = ReturnType<typeof profileSchema>;
export type ProfileValues = yup.InferType<ProfileSchema>;
