import { memoryStorage } from '@mall/session';
import {
  clearRecentSearches,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_MAX,
  rememberSearch,
} from './recent-searches';

describe('recent searches', () => {
  it('keeps the newest first, each once whatever its case, at most eight', () => {
    const storage = memoryStorage();
    for (const keyword of ['kettle', 'tea cup', ' Kettle ']) rememberSearch(keyword, storage);
    expect(readRecentSearches(storage)).toEqual(['Kettle', 'tea cup']);
    for (let index = 0; index < 10; index += 1) rememberSearch(`word ${index}`, storage);
    const kept = readRecentSearches(storage);
    expect(kept).toHaveLength(RECENT_SEARCHES_MAX);
    expect(kept[0]).toBe('word 9');
  });

  it('reads nothing from a storage holding something else, and forgets everything when cleared', () => {
    const storage = memoryStorage();
    storage.setItem(RECENT_SEARCHES_KEY, '{"not":"a list"}');
    expect(readRecentSearches(storage)).toEqual([]);
    storage.setItem(RECENT_SEARCHES_KEY, 'not json');
    expect(readRecentSearches(storage)).toEqual([]);
    rememberSearch('kettle', storage);
    clearRecentSearches(storage);
    expect(readRecentSearches(storage)).toEqual([]);
  });
});
