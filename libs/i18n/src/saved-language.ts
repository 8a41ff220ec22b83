import { DEFAULT_LANGUAGE, isLanguage, languageFromTag, type Language } from './languages';

/** The localStorage key holding the user's language choice. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Where the choice is kept and what the browser prefers; both default to the browser's own. */
export interface LanguageEnvironment {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The browser's preferred languages, best first (`navigator.languages`). */
  preferred?: readonly string[];
}

/** localStorage, or null where it is missing or blocked (reading it can throw in sandboxed frames). */
function browserStorage(): LanguageEnvironment['storage'] {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function browserPreferred(): readonly string[] {
  const navigator = globalThis.navigator;
  if (!navigator) return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** Keeps the user's choice across reloads. Storage failures (quota, privacy mode) are ignored. */
export function saveLanguage(language: Language, storage = browserStorage()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice then lasts for this page only.
  }
}

/**
 * The language to start in: the saved choice, else the first of the browser's preferred languages that we
 * support, else English (docs/requirements.md R9).
 */
export function loadSavedLanguage(environment: LanguageEnvironment = {}): Language {
  const storage = 'storage' in environment ? environment.storage : browserStorage();
  let saved: string | null | undefined;
  try {
    saved = storage?.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    saved = undefined;
  }
  if (isLanguage(saved)) return saved;
  for (const tag of environment.preferred ?? browserPreferred()) {
    const match = languageFromTag(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
