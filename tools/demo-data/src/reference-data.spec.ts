import { SHOP_CURRENCIES } from '@mall/money/testing';
import { demoCurrencies } from './reference-data';

describe('demoCurrencies', () => {
  it('are the currencies the money property tests check (@mall/money/testing SHOP_CURRENCIES)', () => {
    expect(demoCurrencies).toEqual(SHOP_CURRENCIES);
  });
});
