import { LANGUAGE_STORAGE_KEY, loadSavedLanguage, saveLanguage } from './saved-language';

describe('saved language', () => {
  afterEach(() => localStorage.clear());

  it('survives a reload through localStorage "lang"', () => {
    saveLanguage('th');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('th');
    expect(loadSavedLanguage({ preferred: ['es-ES'] })).toBe('th');
  });

  it('reads the browser’s own storage and languages by default', () => {
    saveLanguage('zhtw');
    expect(loadSavedLanguage()).toBe('zhtw');
    localStorage.clear();
    expect(loadSavedLanguage()).toBe('en'); // jsdom's navigator.language is en-US
  });

  it('falls back to the first supported browser language, then English', () => {
    expect(loadSavedLanguage({ preferred: ['de-DE', 'ja-JP', 'es'] })).toBe('jp');
    expect(loadSavedLanguage({ preferred: ['de-DE', 'fr'] })).toBe('en');
    expect(loadSavedLanguage({ preferred: [] })).toBe('en');
  });

  it('ignores a saved value that is not one of the languages', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(loadSavedLanguage({ preferred: ['zh-TW'] })).toBe('zhtw');
  });

  it('copes with storage that is missing or refuses access', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => saveLanguage('es', refusing)).not.toThrow();
    expect(loadSavedLanguage({ storage: refusing, preferred: ['es-MX'] })).toBe('es');
    expect(loadSavedLanguage({ storage: null, preferred: ['th'] })).toBe('th');
  });
});
