import { pageParam, positiveInt, sortParam, listSorts, withParams } from './query-params';

describe('query parameters', () => {
  it('reads positive ids and rejects anything else', () => {
    expect(positiveInt('12')).toBe(12);
    expect(positiveInt(' 7 ')).toBe(7);
    for (const bad of [null, '', '0', '-3', '1.5', 'abc', '12abc', '99999999999']) {
      expect(positiveInt(bad)).toBeUndefined();
    }
  });

  it('defaults the page to 1 and caps it at the API maximum', () => {
    expect(pageParam(new URLSearchParams('page=3'))).toBe(3);
    expect(pageParam(new URLSearchParams(''))).toBe(1);
    expect(pageParam(new URLSearchParams('page=1001'))).toBe(1);
  });

  it('accepts only known sorts', () => {
    expect(sortParam(new URLSearchParams('sort=price_asc'), listSorts)).toBe('price_asc');
    expect(sortParam(new URLSearchParams('sort=relevance'), listSorts)).toBeUndefined();
  });

  it('changes parameters, going back to page 1 unless the page itself changes', () => {
    const params = new URLSearchParams('id=4&page=3&sort=rating');
    expect(withParams(params, { page: 4 })).toBe('?id=4&page=4&sort=rating');
    expect(withParams(params, { page: 1 })).toBe('?id=4&sort=rating');
    expect(withParams(params, { sort: 'newest' })).toBe('?id=4&sort=newest');
    expect(withParams(params, { sort: undefined })).toBe('?id=4');
  });
});
