import { createInstance, type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bcp47, DEFAULT_LANGUAGE, isLanguage, languageCodes, type Language } from './languages';
import { DEFAULT_NAMESPACE, type Namespace } from './resources';

export type { I18n };

/** One namespace's parsed JSON. */
export type NamespaceJson = { [key: string]: unknown };

/**
 * Loads one namespace of one language, typically as its own chunk:
 * `(lng, ns) => import(`../../locales/${lng}/${ns}.json`)`. A module whose default export is the JSON will do.
 */
export type NamespaceLoader = (
  language: Language,
  namespace: string,
) => Promise<NamespaceJson | { default: NamespaceJson }>;

export interface CreateI18nOptions {
  /** The language to start in, e.g. `loadSavedLanguage()`. */
  language: Language;
  loadNamespace: NamespaceLoader;
  /**
   * The namespaces loaded before the instance is ready (default: `errors`, which the SDK's messages need).
   * Others load when first asked for (`useTranslation('cart')` suspends until then).
   */
  namespaces?: readonly Namespace[];
}

const isObject = (value: unknown): value is NamespaceJson =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON out of a loader's answer (a JSON module has it as `default`; namespaces never have that key). */
function namespaceJson(loaded: NamespaceJson | { default: NamespaceJson }): ResourceKey {
  return isObject(loaded.default) ? loaded.default : loaded;
}

/** An i18next backend that asks the app's loader for one language's namespace at a time. */
function loaderBackend(loadNamespace: NamespaceLoader): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language, namespace, callback) {
      if (!isLanguage(language)) {
        callback(new Error(`@mall/i18n: "${language}" is not an interface language`), false);
        return;
      }
      loadNamespace(language, namespace).then(
        (loaded) => callback(null, namespaceJson(loaded)),
        // `true`: a failed chunk load is worth retrying.
        (error: unknown) => callback(error instanceof Error ? error : String(error), true),
      );
    },
  };
}

/** The locale `Intl` understands for an i18next language code (our `jp` and `zhtw` are not BCP 47). */
const intlLocale = (lng: string | undefined) => (isLanguage(lng) ? bcp47(lng) : lng);

/**
 * i18next hands its language code straight to `Intl` for plural rules and `{{value, number}}`-style
 * formats. `zhtw` is not a valid tag (Intl throws) and `jp` is an unknown one (Intl silently uses the
 * runtime's default locale), so both are mapped to their BCP 47 tags here.
 */
function mapIntlLocales(i18n: I18n): void {
  const formatter = i18n.services.formatter;
  formatter?.addCached('number', (lng, options) => {
    const format = new Intl.NumberFormat(intlLocale(lng), options);
    return (value: number | bigint) => format.format(value);
  });
  formatter?.addCached('currency', (lng, options) => {
    const format = new Intl.NumberFormat(intlLocale(lng), { ...options, style: 'currency' });
    return (value: number | bigint) => format.format(value);
  });
  formatter?.addCached('datetime', (lng, options) => {
    const format = new Intl.DateTimeFormat(intlLocale(lng), options);
    return (value: Date | number) => format.format(value);
  });
  formatter?.addCached('relativetime', (lng, options) => {
    const format = new Intl.RelativeTimeFormat(intlLocale(lng), options);
    return (value: number) => format.format(value, options?.range ?? 'day');
  });
  formatter?.addCached('list', (lng, options) => {
    const format = new Intl.ListFormat(intlLocale(lng), options);
    return (value: Iterable<string>) => format.format(value);
  });

  const plurals = i18n.services.pluralResolver as {
    getRule?: (code: string, options?: object) => Intl.PluralRules | undefined;
  };
  const getRule = plurals.getRule?.bind(plurals);
  if (getRule) plurals.getRule = (code, options) => getRule(intlLocale(code) ?? code, options);
}

/**
 * An i18next instance for React (`<I18nextProvider>` is optional: the instance registers itself with
 * react-i18next), resolved once the start language's namespaces are loaded. Only the active language is
 * ever fetched: `changeLanguage(lng)` loads that language's namespaces first, then switches. Every
 * interface language is complete (the parity test checks), so English is the fallback only for codes
 * outside the six.
 */
export async function createI18n({
  language,
  loadNamespace,
  namespaces = [DEFAULT_NAMESPACE],
}: CreateI18nOptions): Promise<I18n> {
  const i18n = createInstance();
  await i18n
    .use(loaderBackend(loadNamespace))
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...languageCodes],
      nonExplicitSupportedLngs: false,
      load: 'currentOnly',
      // Loading English beside every language would double what a non-English visitor downloads.
      fallbackLng: (code) => (isLanguage(code) ? [] : [DEFAULT_LANGUAGE]),
      ns: [...namespaces],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false }, // React escapes.
    });
  mapIntlLocales(i18n);
  return i18n;
}
