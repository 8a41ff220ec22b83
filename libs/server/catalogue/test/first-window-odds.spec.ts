import { describe, it } from 'node:test';
import { expect } from 'expect';
import { FirstWindowOdds } from '../src';

const tries = (odds: FirstWindowOdds, order: string, searches: number) =>
  Array.from({ length: searches }, () => odds.shouldTry(order)).filter(Boolean).length;

describe('first window odds', () => {
  it('try an order’s window until a few tries are seen, and on while the window holds the page', () => {
    const odds = new FirstWindowOdds();
    for (let search = 0; search < 30; search += 1) {
      expect(odds.shouldTry('newest')).toBe(true);
      odds.record('newest', search % 4 !== 0); // three tries in four hold
    }
  });

  it('skip a window that rarely holds, but for every sixteenth search, which keeps the odds fresh', () => {
    const odds = new FirstWindowOdds();
    for (let search = 0; search < 8; search += 1) odds.record('price_asc', false);
    expect(tries(odds, 'price_asc', 64)).toBe(4);
    expect(odds.shouldTry('newest')).toBe(true);
  });

  it('try the window again once the probes find it holding: the odds follow the catalogue', () => {
    const odds = new FirstWindowOdds();
    for (let search = 0; search < 8; search += 1) odds.record('price_desc', false);
    expect(odds.shouldTry('price_desc')).toBe(false);
    for (let probe = 0; probe < 30; probe += 1) odds.record('price_desc', true);
    expect(odds.shouldTry('price_desc')).toBe(true);
  });
});
