/**
 * A short-lived, bounded cache of loaded values: the home page's product lists (hot, new, recommended, top 3) and
 * category pages, which every visitor asks for and which change slowly, and search rankings, so that a popular
 * keyword and the next pages of any search cost one ranking a minute. Staff clear it with `clear_product_cache`.
 * Beyond `maxEntries`, the least recently used entry goes: keys can come from shoppers' keywords.
 */
export class ExpiringCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 1_000,
  ) {}

  get<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && hit.expires > now) {
      this.entries.set(key, hit); // now the most recently used
      return hit.value as Promise<T>;
    }
    // A query builder's statement is a thenable that runs again on every `then`: held as it is, the cache would
    // hand out a fresh query to each reader. The loaded value is held as a promise settled once.
    const value = Promise.resolve(load());
    this.entries.set(key, { expires: now + this.ttlMs, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
