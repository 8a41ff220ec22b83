// @mall/forms — Formik fields, field rules and form helpers shared by every form. Only lazy routes use forms,
// so nothing here may be imported by the app's first load.
export { newAttemptKey, useAttemptKey } from './attempt-key/attempt-key';
export { CardFields, type CardFieldLabels, type SandboxCardTexts } from './card-fields/card-fields';
export {
  cardRules,
  type CardRuleMessages,
  cardSchema,
  type CardFormValues,
  type CardSchema,
  type CardValues,
  emptyCard,
  passesLuhn,
  SANDBOX_APPROVED_CARD,
  SANDBOX_DECLINED_CARD,
} from './card-fields/card-rules';
export { cardFieldTexts, cardRuleMessages } from './card-fields/card-texts';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field/checkbox-field';
export { FormAssist, FormikCheckboxField, FormikTextField } from './formik-fields/formik-fields';
export { FieldRow, FormikForm } from './formik-form/formik-form';
export {
  PasswordSignInForm,
  type PasswordSignInFormProps,
  type PasswordSignInValues,
} from './password-sign-in/password-sign-in-form';
export { FormikTextAreaField, type FormikTextAreaFieldProps } from './text-area-field/text-area-field';
export {
  EMAIL_MAX,
  emailRule,
  ENGLISH_NAME,
  englishNameRule,
  INVITATION_CODE,
  INVITATION_CODE_MAX,
  LOGIN_PASSWORD_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type EmailRuleMessages,
  type EnglishNameRuleMessages,
} from './field-rules/field-rules';
