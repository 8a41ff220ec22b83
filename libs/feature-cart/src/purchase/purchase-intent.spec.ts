import { addressWithIntent, readIntent, withoutIntent } from './purchase-intent';

describe('a purchase intent carried through sign-in', () => {
  it('rides in the product page address and reads back', () => {
    const address = addressWithIntent('/pages/prouduct/detail', '?id=7', { kind: 'buy', quantity: 3 });
    expect(address).toBe('/pages/prouduct/detail?id=7&intent=buy&quantity=3');
    const params = new URLSearchParams(address.split('?')[1]);
    expect(readIntent(params)).toEqual({ kind: 'buy', quantity: 3 });
    expect(withoutIntent(params).toString()).toBe('id=7');
  });

  it('is none when malformed', () => {
    expect(readIntent(new URLSearchParams('intent=steal&quantity=2'))).toBeUndefined();
    expect(readIntent(new URLSearchParams('intent=add&quantity=0'))).toBeUndefined();
    expect(readIntent(new URLSearchParams('intent=add&quantity=1.5'))).toBeUndefined();
    expect(readIntent(new URLSearchParams('id=7'))).toBeUndefined();
  });
});
