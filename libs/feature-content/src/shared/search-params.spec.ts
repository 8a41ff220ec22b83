import { positiveInteger } from './search-params';

describe('positiveInteger', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
  ])('reads %j as %j', (value, expected) => {
    expect(positiveInteger(value)).toBe(expected);
  });

  it.each([null, undefined, '', '0', '-1', '1.5', '1e3', ' 1', 'abc', '9999999999999999'])(
    'rejects %j',
    (value) => {
      expect(positiveInteger(value)).toBeUndefined();
    },
  );
});
