import * as yup from 'yup';
import type { PanelTranslator } from '../shared/translator';

const PRICE = /^\d+(?:\.\d{1,2})?$/;
/** The API's bounds: at most 100,000,000.00 USD and a million in stock. */
const PRICE_MAX_MINOR = 10_000_000_000;
const STOCK_MAX = 1_000_000;

/** A price in dollars as typed: above 0, at most two decimals, within the API's bound. */
export const priceRule = (t: PanelTranslator) =>
  yup
    .string()
    .trim()
    .required(t('products.validation.price'))
    .test('price', t('products.validation.price'), (value) => PRICE.test(value ?? '') && Number(value) > 0)
    .test('price-max', t('products.validation.priceMax'), (value) => toMinor(value ?? '') <= PRICE_MAX_MINOR);

/** A stock as typed: a whole number from 0 to the API's bound. */
export const stockRule = (t: PanelTranslator) =>
  yup
    .string()
    .trim()
    .required(t('products.validation.stock'))
    .matches(/^\d+$/, t('products.validation.stock'))
    .test('stock-max', t('products.validation.stockMax'), (value) => Number(value) <= STOCK_MAX);

/** A product's price in dollars (as typed) and stock, and whether it is offered. */
export const productSchema = (t: PanelTranslator) =>
  yup.object({
    price: priceRule(t),
    stock: stockRule(t),
    on_sale: yup.boolean().required(),
  });

export type ProductSchema = ReturnType<typeof productSchema>;
export type ProductValues = yup.InferType<ProductSchema>;

/** Dollars as typed ("12.5") in cents (1250), without floating-point drift. */
export function toMinor(price: string): number {
  const [dollars = '0', cents = ''] = price.trim().split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}
