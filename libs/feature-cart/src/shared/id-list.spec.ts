import { formatIdList, parseIdList } from './id-list';

describe('parseIdList', () => {
  it('reads positive integer ids once each, in order', () => {
    expect(parseIdList('3,4, 9,4')).toEqual([3, 4, 9]);
    expect(parseIdList(formatIdList([12, 7]))).toEqual([12, 7]);
  });

  it('drops what is not an id and reads nothing from an absent value', () => {
    expect(parseIdList('0,-2,1.5,x,,8')).toEqual([8]);
    expect(parseIdList(null)).toEqual([]);
    expect(parseIdList('')).toEqual([]);
  });
});
