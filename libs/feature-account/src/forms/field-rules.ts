import * as yup from 'yup';
import type { AccountTranslator } from '../shared/translator';

/** Limits of the API contract (libs/sdk/manifest/schemas), so the form rejects what the server would. */
export const EMAIL_MAX = 254;
/** docs/requirements.md R4: new passwords have 6 to 30 characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 30;
/** A password offered at sign-in is only bounded: a short or mistyped one answers "wrong password" (1100002). */
export const LOGIN_PASSWORD_MAX = 128;
export const NAME_MAX = 50;
export const INVITATION_CODE_MAX = 32;

/** docs/requirements.md R4: names in English — letters, with inner spaces, hyphens and apostrophes ("Mary-Jane O'Neil"). */
export const ENGLISH_NAME = /^[A-Za-z](?:[A-Za-z' -]*[A-Za-z])?$/;
export const INVITATION_CODE = /^[A-Za-z0-9_-]*$/;

export const emailRule = (t: AccountTranslator) =>
  yup
    .string()
    .trim()
    .required(t('validation.email.required'))
    .max(EMAIL_MAX, t('validation.email.tooLong', { max: EMAIL_MAX }))
    .email(t('validation.email.invalid'));

export const englishNameRule = (t: AccountTranslator, required: string) =>
  yup
    .string()
    .trim()
    .required(required)
    .max(NAME_MAX, t('validation.name.tooLong', { max: NAME_MAX }))
    .matches(ENGLISH_NAME, t('validation.name.english'));
