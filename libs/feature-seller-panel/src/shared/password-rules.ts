import { LOGIN_PASSWORD_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@mall/forms';
import * as yup from 'yup';
import type { PanelTranslator } from './translator';

/** The current password, which every change of the account or its payouts needs. */
export const currentPasswordRule = (t: PanelTranslator) =>
  yup
    .string()
    .default('')
    .max(LOGIN_PASSWORD_MAX, t('validation.tooLong', { max: LOGIN_PASSWORD_MAX }));

/** An optional new password of 6 to 30 characters. */
export const newPasswordRule = (t: PanelTranslator) =>
  yup
    .string()
    .default('')
    .test(
      'length',
      t('validation.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
      (value) => !value || (value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX),
    );
