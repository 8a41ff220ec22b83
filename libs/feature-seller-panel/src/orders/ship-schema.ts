import * as yup from 'yup';
import type { PanelTranslator } from '../shared/translator';

const MAX = 64;

/** Shipping an order: the carrier's tracking number and the carrier. */
export const shipSchema = (t: PanelTranslator) =>
  yup.object({
    log_sn: yup
      .string()
      .trim()
      .required(t('validation.logistics'))
      .max(MAX, t('validation.tooLong', { max: MAX })),
    carrier: yup
      .string()
      .trim()
      .required(t('validation.carrier'))
      .max(MAX, t('validation.tooLong', { max: MAX })),
  });

export type ShipSchema = ReturnType<typeof shipSchema>;
export type ShipValues = yup.InferType<ShipSchema>;
