import { oneOf, pageParam } from './query-params';

describe('pageParam', () => {
  it.each([
    ['', 1],
    ['?page=3', 3],
    ['?page=1000', 1000],
    ['?page=1001', 1],
    ['?page=0', 1],
    ['?page=-2', 1],
    ['?page=2.5', 1],
    ['?page=abc', 1],
  ])('%s → page %d', (search, page) => {
    expect(pageParam(new URLSearchParams(search))).toBe(page);
  });
});

describe('oneOf', () => {
  const tabs = ['pending', 'refunded'] as const;
  it('accepts only the listed values', () => {
    expect(oneOf(new URLSearchParams('?state=refunded'), 'state', tabs)).toBe('refunded');
    expect(oneOf(new URLSearchParams('?state=REFUNDED'), 'state', tabs)).toBeUndefined();
    expect(oneOf(new URLSearchParams(''), 'state', tabs)).toBeUndefined();
  });
});
