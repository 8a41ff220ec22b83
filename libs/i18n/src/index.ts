export {
  bcp47,
  DEFAULT_LANGUAGE,
  isLanguage,
  languageCodes,
  languageFromTag,
  languages,
  type Language,
} from './languages';
export {
  LANGUAGE_STORAGE_KEY,
  loadSavedLanguage,
  saveLanguage,
  type LanguageEnvironment,
} from './saved-language';
export {
  createI18n,
  type CreateI18nOptions,
  type I18n,
  type NamespaceJson,
  type NamespaceLoader,
} from './create-i18n';
export { sdkTranslator, type ClientMessageKey, type SdkMessage } from './sdk-translator';
export { pickLocalised, type LocalisedFields, type LocalisedValue } from './localised';
export { LocalisedText, type LocalisedTextProps } from './localised-text/localised-text';
export { DEFAULT_NAMESPACE, type I18nResources, type Namespace } from './resources';
export { documentTitle, TITLE_SEPARATOR, useDocumentTitle } from './document-title/use-document-title';
export { formatDate, useFormatDate } from './format-date/format-date';
export { queryStateLabels } from './query-state-labels';
export { type FollowLabels, useFollowLabels } from './follow-labels/follow-labels';
