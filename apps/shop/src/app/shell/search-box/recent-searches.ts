/** Where the device keeps its recent searches: newest first, each once, as typed. */
export const RECENT_SEARCHES_KEY = 'mall.recentSearches';
export const RECENT_SEARCHES_MAX = 8;

const storageOrNone = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage refused (a private window's settings)
  }
};

/** The recent searches kept on this device; none when storage is unavailable or holds something else. */
export function readRecentSearches(storage = storageOrNone()): string[] {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(kept)
      ? kept
          .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
          .slice(0, RECENT_SEARCHES_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Puts a keyword first (once, whatever its case was before), keeping the newest RECENT_SEARCHES_MAX. */
export function rememberSearch(keyword: string, storage = storageOrNone()): string[] {
  const trimmed = keyword.trim();
  const next = [
    trimmed,
    ...readRecentSearches(storage).filter((item) => item.toLocaleLowerCase() !== trimmed.toLocaleLowerCase()),
  ].slice(0, RECENT_SEARCHES_MAX);
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // A full or refused storage keeps what it had: the search itself goes on.
  }
  return next;
}

export function clearRecentSearches(storage = storageOrNone()): void {
  try {
    storage?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Nothing was kept.
  }
}
