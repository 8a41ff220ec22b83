import * as yup from 'yup';
import { MAX_REFUND_IMAGES, MAX_REFUND_REASON_LENGTH } from '../shared/constants';
import type { OrdersT } from '../shared/i18n';

/** A return of one item: at most the quantity bought, a reason, and up to six pictures. */
export const returnSchema = (t: OrdersT, bought: number) =>
  yup.object({
    quantity: yup
      .number()
      .required(t('return.validation.quantity', { max: bought }))
      .integer(t('return.validation.quantity', { max: bought }))
      .min(1, t('return.validation.quantity', { max: bought }))
      .max(bought, t('return.validation.quantity', { max: bought })),
    reason: yup
      .string()
      .trim()
      .required(t('return.validation.reasonRequired'))
      .max(MAX_REFUND_REASON_LENGTH, t('return.validation.reasonTooLong', { max: MAX_REFUND_REASON_LENGTH })),
    pictures: yup
      .array(yup.mixed<File>().required())
      .max(MAX_REFUND_IMAGES, t('return.tooManyPictures', { max: MAX_REFUND_IMAGES }))
      .required(),
  });

export type ReturnSchema = ReturnType<typeof returnSchema>;
export type ReturnValues = yup.InferType<ReturnSchema>;
