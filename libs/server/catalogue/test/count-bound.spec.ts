import { describe, it } from 'node:test';
import { expect } from 'expect';
import { countBound, TOTAL_CAP } from '../src';

describe('countBound', () => {
  it('counts ten pages past the one asked for, at least 1,000, in thousands, at most the cap', () => {
    expect(countBound(1, 20)).toBe(1_000);
    expect(countBound(40, 20)).toBe(1_000);
    expect(countBound(41, 20)).toBe(2_000);
    expect(countBound(100, 60)).toBe(7_000);
    expect(countBound(1_000, 60)).toBe(TOTAL_CAP);
    expect(countBound(5, 20, 500)).toBe(500);
  });
});
