import { describe, it } from 'node:test';
import { expect } from 'expect';
import { ExpiringCache } from '../src';

const counting = () => {
  let loads = 0;
  return { load: async () => ++loads, loads: () => loads };
};

describe('expiring cache', () => {
  it('loads once per key until the entry expires', async (context) => {
    context.mock.timers.enable({ apis: ['Date'], now: 0 });
    const cache = new ExpiringCache(1_000);
    const source = counting();
    expect(await cache.get('a', source.load)).toBe(1);
    context.mock.timers.tick(999);
    expect(await cache.get('a', source.load)).toBe(1);
    context.mock.timers.tick(1);
    expect(await cache.get('a', source.load)).toBe(2);
  });

  it('runs a lazy query (a thenable run on every then) once, however many read it', async () => {
    const cache = new ExpiringCache(60_000);
    let runs = 0;
    const lazyQuery = (): PromiseLike<string> => ({
      then: (resolve, reject) => Promise.resolve(`run ${++runs}`).then(resolve, reject),
    });
    expect(await cache.get('q', lazyQuery)).toBe('run 1');
    expect(await cache.get('q', lazyQuery)).toBe('run 1');
    expect(await cache.get('q', lazyQuery)).toBe('run 1');
    expect(runs).toBe(1);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new ExpiringCache(60_000, 2);
    const source = counting();
    await cache.get('a', source.load);
    await cache.get('b', source.load);
    await cache.get('a', source.load); // `a` is now more recent than `b`
    await cache.get('c', source.load); // evicts `b`
    expect(source.loads()).toBe(3);
    await cache.get('a', source.load);
    expect(source.loads()).toBe(3);
    await cache.get('b', source.load);
    expect(source.loads()).toBe(4);
  });

  it('does not keep a failed load, and forgets everything when cleared', async () => {
    const cache = new ExpiringCache();
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(await cache.get('a', async () => 'loaded')).toBe('loaded');
    cache.clear();
    expect(await cache.get('a', async () => 'again')).toBe('again');
  });
});
