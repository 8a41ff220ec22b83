/**
 * The staff console keeps its session under its own keys (`staff:access-token`, …): a staff token is never read
 * by the shop or the seller app, even where they share an origin (a development server, a test page), and a
 * shopper's or seller's token is never sent from here.
 */
export const STAFF_STORAGE_PREFIX = 'staff:';

/** `storage` seen through the console's own key prefix. */
export function staffStorage(storage: Storage | undefined): Storage | undefined {
  if (!storage) return undefined;
  const own = (key: string) => `${STAFF_STORAGE_PREFIX}${key}`;
  const ownKeys = () => {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(STAFF_STORAGE_PREFIX)) keys.push(key.slice(STAFF_STORAGE_PREFIX.length));
    }
    return keys;
  };
  return {
    get length() {
      return ownKeys().length;
    },
    clear: () => ownKeys().forEach((key) => storage.removeItem(own(key))),
    getItem: (key) => storage.getItem(own(key)),
    key: (index) => ownKeys()[index] ?? null,
    removeItem: (key) => storage.removeItem(own(key)),
    setItem: (key, value) => storage.setItem(own(key), value),
  };
}
