import { type Language, languageCodes } from '@mall/i18n';
import * as yup from 'yup';
import type { PanelTranslator } from '../shared/translator';
import { priceRule, stockRule } from './product-schema';

/** The API's bounds on a product's texts and pictures. */
export const NAME_MAX = 200;
export const SHORT_DESCRIPTION_MAX = 500;
export const DESCRIPTION_MAX = 10_000;
export const IMAGES_MAX = 8;

/** The texts a product has in each language, named as the add-product operation names them. */
export const textFields = ['name', 'short_description', 'description'] as const;
export type TextField = (typeof textFields)[number];
export type TextKey = `${TextField}_${Language}`;

export const textKey = (field: TextField, language: Language): TextKey => `${field}_${language}`;

/** Control characters other than tab and line breaks: the API refuses any text holding one (1000008). */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const limits: Record<TextField, number> = {
  name: NAME_MAX,
  short_description: SHORT_DESCRIPTION_MAX,
  description: DESCRIPTION_MAX,
};

/** English names and describes the product; the other languages fall back to it when left empty. */
const textRule = (t: PanelTranslator, field: TextField, language: Language) => {
  const rule = yup
    .string()
    .trim()
    .default('')
    .max(limits[field], t('validation.tooLong', { max: limits[field] }))
    .test('control', t('products.validation.invisible'), (value) => !CONTROL_CHARACTER.test(value ?? ''));
  return language === 'en' && field !== 'short_description' ? rule.required(t('validation.required')) : rule;
};

const textRules = (t: PanelTranslator) =>
  Object.fromEntries(
    languageCodes.flatMap((language) =>
      textFields.map((field) => [textKey(field, language), textRule(t, field, language)]),
    ),
  ) as Record<TextKey, ReturnType<typeof textRule>>;

/** A new product: its texts in six languages, price in dollars as typed, stock, category, brand and 1–8 pictures. */
export const newProductSchema = (t: PanelTranslator) =>
  yup.object({
    ...textRules(t),
    price: priceRule(t),
    stock: stockRule(t),
    category_id: yup.string().default('').required(t('products.validation.category')),
    brand_id: yup.string().default(''),
    images: yup
      .array(yup.mixed<File>().required())
      .default([])
      .min(1, t('products.validation.images'))
      .max(IMAGES_MAX, t('products.validation.imagesMax', { max: IMAGES_MAX })),
  });

export type NewProductSchema = ReturnType<typeof newProductSchema>;
export type NewProductValues = yup.InferType<NewProductSchema>;

/** An empty form. */
export const blankProduct = (): NewProductValues => ({
  ...(Object.fromEntries(
    languageCodes.flatMap((language) => textFields.map((field) => [textKey(field, language), ''])),
  ) as Record<TextKey, string>),
  price: '',
  stock: '',
  category_id: '',
  brand_id: '',
  images: [],
});
