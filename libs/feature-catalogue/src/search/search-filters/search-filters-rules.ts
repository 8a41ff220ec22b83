import {
  convertMinor,
  convertToUsdMinor,
  type ConversionCurrency,
  formatAmount,
  parseMoneyInput,
} from '@mall/money';

/** The filters of a search as the URL and the API hold them: prices in USD minor units (the base currency). */
export interface SearchFilterValues {
  priceMin?: number;
  priceMax?: number;
  ratingMin?: number;
  shopId?: number;
  brandId?: number;
}

/** The form's fields as typed: prices in the display currency, English-style ("12.50"). */
export interface SearchFilterFields {
  priceMin: string;
  priceMax: string;
  ratingMin: string;
  shopId: string;
  brandId: string;
}

/** The minimum ratings offered. */
export const RATING_STEPS = [4.5, 4, 3] as const;

export interface SearchFilterMessages {
  invalidAmount: string;
  maxBelowMin: string;
}

/** A bound in USD cents as the display currency's amount to edit ("" when unset). */
const amountText = (usdMinor: number | undefined, currency: ConversionCurrency) =>
  usdMinor === undefined
    ? ''
    : formatAmount(convertMinor(usdMinor, currency), currency.decimals).replaceAll(',', '');

export const filterFields = (
  values: SearchFilterValues,
  currency: ConversionCurrency,
): SearchFilterFields => ({
  priceMin: amountText(values.priceMin, currency),
  priceMax: amountText(values.priceMax, currency),
  ratingMin: values.ratingMin === undefined ? '' : String(values.ratingMin),
  shopId: values.shopId === undefined ? '' : String(values.shopId),
  brandId: values.brandId === undefined ? '' : String(values.brandId),
});

/**
 * The fields as filters, or the message of each field that is wrong. Checked by hand rather than with a Yup
 * schema: the search page's chunk is the catalogue's, loaded by the home page too, and these are two amounts.
 * A price is typed in the display currency with its decimals and converted to USD cents (`convertToUsdMinor`);
 * the highest may not be below the lowest.
 */
export function readFilterFields(
  fields: SearchFilterFields,
  currency: ConversionCurrency,
  messages: SearchFilterMessages,
): { values: SearchFilterValues; errors: Partial<Record<keyof SearchFilterFields, string>> } {
  const errors: Partial<Record<keyof SearchFilterFields, string>> = {};
  const price = (field: 'priceMin' | 'priceMax') => {
    const text = fields[field].trim();
    if (!text) return undefined;
    const minor = parseMoneyInput(text, currency.decimals);
    if (minor === null) {
      errors[field] = messages.invalidAmount;
      return undefined;
    }
    return convertToUsdMinor(minor, currency);
  };
  const priceMin = price('priceMin');
  const priceMax = price('priceMax');
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    errors.priceMax = messages.maxBelowMin;
  const rating = Number(fields.ratingMin);
  const shop = Number(fields.shopId);
  const brand = Number(fields.brandId);
  return {
    values: {
      priceMin,
      priceMax,
      ratingMin: fields.ratingMin && rating > 0 && rating <= 5 ? rating : undefined,
      shopId: fields.shopId && Number.isInteger(shop) && shop > 0 ? shop : undefined,
      brandId: fields.brandId && Number.isInteger(brand) && brand > 0 ? brand : undefined,
    },
    errors,
  };
}

/** How many filters are set. */
export const activeFilterCount = (values: SearchFilterValues) =>
  Number(values.priceMin !== undefined || values.priceMax !== undefined) +
  Number(values.ratingMin !== undefined) +
  Number(values.shopId !== undefined) +
  Number(values.brandId !== undefined);
