import { createI18n, type Language, type Namespace } from '@mall/i18n';

/** The real locale files, as the app loads them. */
const loadNamespace = (language: Language, namespace: string) =>
  import(`../../../../locales/${language}/${namespace}.json`) as Promise<{
    default: Record<string, unknown>;
  }>;

/** An i18next instance in `language` with this library's namespaces loaded. */
export const testI18n = (
  language: Language = 'en',
  namespaces: readonly Namespace[] = ['account', 'common', 'errors'],
) => createI18n({ language, loadNamespace, namespaces });
