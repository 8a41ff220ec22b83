import { recordIdParam } from './record-id';

describe('recordIdParam', () => {
  it('reads a positive id of up to ten digits and nothing else', () => {
    const read = (query: string) => recordIdParam(new URLSearchParams(query));
    expect(read('id=42')).toBe(42);
    expect(read('id=1234567890')).toBe(1_234_567_890);
    expect([
      read(''),
      read('id='),
      read('id=0'),
      read('id=007'),
      read('id=4x'),
      read('id=12345678901'),
    ]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});
