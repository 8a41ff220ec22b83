import * as yup from 'yup';
import { LONG_TEXT_MAX, shopNameRule } from '../shared/field-rules';
import type { SellerTranslator } from '../shared/translator';

/** The seller application: a reason (optional, as the API allows) and the shop's intended name. */
export const applicationSchema = (t: SellerTranslator) =>
  yup.object({
    reason: yup
      .string()
      .trim()
      .default('')
      .max(LONG_TEXT_MAX, t('validation.reason.tooLong', { max: LONG_TEXT_MAX })),
    shop_name: shopNameRule(t),
  });

export type ApplicationSchema = ReturnType<typeof applicationSchema>;
export type ApplicationValues = yup.InferType<ApplicationSchema>;
