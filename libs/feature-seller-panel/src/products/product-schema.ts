import * as yup from 'yup';
import type { PanelTranslator } from '../shared/translator';

const PRICE = /^\d+(?:\.\d{1,2})?$/;

/** A product's price in dollars (as typed) and stock, and whether it is offered. */
export const productSchema = (t: PanelTranslator) =>
  yup.object({
    price: yup
      .string()
      .trim()
      .required(t('products.validation.price'))
      .test('price', t('products.validation.price'), (value) => PRICE.test(value ?? '') && Number(value) > 0),
    stock: yup
      .string()
      .trim()
      .required(t('products.validation.stock'))
      .matches(/^\d+$/, t('products.validation.stock')),
    on_sale: yup.boolean().required(),
  });

export type ProductSchema = ReturnType<typeof productSchema>;
export type ProductValues = yup.InferType<ProductSchema>;

/** Dollars as typed ("12.5") in cents (1250), without floating-point drift. */
export function toMinor(price: string): number {
  const [dollars = '0', cents = ''] = price.trim().split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}
