import { EMAIL_MAX, NAME_MAX, type EmailRuleMessages, type EnglishNameRuleMessages } from '@mall/forms';
import type { AccountTranslator } from './translator';

/** The email rule's messages in the translator's language. */
export const emailMessages = (t: AccountTranslator): EmailRuleMessages => ({
  required: t('validation.email.required'),
  invalid: t('validation.email.invalid'),
  tooLong: t('validation.email.tooLong', { max: EMAIL_MAX }),
});

/** The English-name rule's messages, with the field's own "enter your … name". */
export const englishNameMessages = (t: AccountTranslator, required: string): EnglishNameRuleMessages => ({
  required,
  english: t('validation.name.english'),
  tooLong: t('validation.name.tooLong', { max: NAME_MAX }),
});
