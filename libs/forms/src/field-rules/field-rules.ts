import * as yup from 'yup';

/** Limits of the API contract, so a form rejects what the server would. */
export const EMAIL_MAX = 254;
/** New passwords have 6 to 30 characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 30;
/** A password offered at sign-in is only bounded: a short or mistyped one answers "wrong password" (1100002). */
export const LOGIN_PASSWORD_MAX = 128;
export const NAME_MAX = 50;
export const INVITATION_CODE_MAX = 32;

/** Names in English: letters, with inner spaces, hyphens and apostrophes ("Mary-Jane O'Neil"). */
export const ENGLISH_NAME = /^[A-Za-z](?:[A-Za-z' -]*[A-Za-z])?$/;
export const INVITATION_CODE = /^[A-Za-z0-9_-]*$/;

/** The messages of an email field, already translated (this library holds no words). */
export interface EmailRuleMessages {
  required: string;
  invalid: string;
  /** Shown above EMAIL_MAX characters. */
  tooLong: string;
}

export const emailRule = (messages: EmailRuleMessages) =>
  yup.string().trim().required(messages.required).max(EMAIL_MAX, messages.tooLong).email(messages.invalid);

/** The messages of a name field written in English letters, already translated. */
export interface EnglishNameRuleMessages {
  required: string;
  /** Shown for anything but letters with inner spaces, hyphens and apostrophes. */
  english: string;
  /** Shown above NAME_MAX characters. */
  tooLong: string;
}

export const englishNameRule = (messages: EnglishNameRuleMessages) =>
  yup
    .string()
    .trim()
    .required(messages.required)
    .max(NAME_MAX, messages.tooLong)
    .matches(ENGLISH_NAME, messages.english);
