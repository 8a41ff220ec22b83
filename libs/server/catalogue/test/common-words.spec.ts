import { describe, it } from 'node:test';
import { expect } from 'expect';
import { keywordShare, keywordTerms, type WordShares } from '../src';

const shares: WordShares = {
  rows: 1_000_000,
  words: new Map([
    ['black', 0.2],
    ['light', 0.1],
    ['lightweight', 0.1],
    ['phone', 0.5],
  ]),
  grams: new Map([
    ['天', 0.05],
    ['天然', 0.1],
    ['蓝牙', 0.3],
  ]),
};
const share = (keyword: string) => keywordShare(keywordTerms(keyword)!, shares);

describe('keyword share', () => {
  it('is a whole word’s share, and a prefix’s its commonest word’s', () => {
    expect(share('black')).toBeCloseTo(0.2);
    // "light" stands for "light" and "lightweight", often one product's words: at least a tenth hold either.
    expect(share('light')).toBeCloseTo(0.1);
    expect(share('天')).toBeCloseTo(0.1);
    expect(share('蓝牙')).toBeCloseTo(0.3);
  });

  it('takes the words as independent, in both vectors', () => {
    expect(share('black phone')).toBeCloseTo(0.1);
    expect(share('black 蓝牙')).toBeCloseTo(0.06);
  });

  it('takes a word the statistics do not name, and any substring, as rare', () => {
    expect(share('black zebrafinch')).toBe(0);
    expect(share('red')).toBe(0);
    expect(share('蓝牙耳机')).toBe(0);
  });
});
