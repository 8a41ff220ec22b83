import {
  activeFilterCount,
  filterFields,
  readFilterFields,
  type SearchFilterFields,
} from './search-filters-rules';

const USD = { rate: 1, decimals: 2 };
const THB = { rate: 7.24, decimals: 2 };
const JPY = { rate: 151.3, decimals: 0 };
const messages = { invalidAmount: 'Enter an amount', maxBelowMin: 'Below the lowest' };
const fields = (changes: Partial<SearchFilterFields>): SearchFilterFields => ({
  priceMin: '',
  priceMax: '',
  ratingMin: '',
  shopId: '',
  brandId: '',
  ...changes,
});

describe('search filter fields', () => {
  it('reads prices typed in the display currency as USD cents', () => {
    expect(readFilterFields(fields({ priceMin: '10', priceMax: '29.99' }), USD, messages)).toEqual({
      values: { priceMin: 1000, priceMax: 2999, ratingMin: undefined, shopId: undefined, brandId: undefined },
      errors: {},
    });
    // ฿100 is $13.81; ¥1,513 is $10.00.
    expect(readFilterFields(fields({ priceMin: '100' }), THB, messages).values.priceMin).toBe(1381);
    expect(readFilterFields(fields({ priceMax: '1,513' }), JPY, messages).values.priceMax).toBe(1000);
  });

  it('says which price is wrong: not an amount, too many decimals, or the highest below the lowest', () => {
    expect(readFilterFields(fields({ priceMin: 'ten' }), USD, messages).errors).toEqual({
      priceMin: 'Enter an amount',
    });
    expect(readFilterFields(fields({ priceMax: '-5' }), USD, messages).errors).toEqual({
      priceMax: 'Enter an amount',
    });
    expect(readFilterFields(fields({ priceMin: '1.5' }), JPY, messages).errors).toEqual({
      priceMin: 'Enter an amount',
    });
    expect(readFilterFields(fields({ priceMin: '30', priceMax: '20' }), USD, messages).errors).toEqual({
      priceMax: 'Below the lowest',
    });
  });

  it('reads rating, shop and brand, and shows the URL’s bounds in the display currency', () => {
    expect(
      readFilterFields(fields({ ratingMin: '4.5', shopId: '12', brandId: '7' }), USD, messages).values,
    ).toMatchObject({
      ratingMin: 4.5,
      shopId: 12,
      brandId: 7,
    });
    expect(readFilterFields(fields({ brandId: 'x' }), USD, messages).values.brandId).toBeUndefined();
    expect(filterFields({ priceMin: 1381, priceMax: 123456, ratingMin: 4 }, THB)).toEqual({
      priceMin: '99.98',
      priceMax: '8938.21',
      ratingMin: '4',
      shopId: '',
      brandId: '',
    });
    expect(activeFilterCount({ priceMax: 100, shopId: 3 })).toBe(2);
    expect(activeFilterCount({ brandId: 5, shopId: 3 })).toBe(2);
    expect(activeFilterCount({})).toBe(0);
  });
});
