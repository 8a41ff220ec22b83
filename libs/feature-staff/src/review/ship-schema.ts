import * as yup from 'yup';
import type { StaffTranslator } from '../shared/translator';

export const CARRIER_MAX = 50;
export const LOGISTICS_NUMBER_MAX = 64;

/** The carrier and the logistics number an order ships with (the API's rules). */
export const shipSchema = (t: StaffTranslator) =>
  yup.object({
    carrier: yup
      .string()
      .trim()
      .required(t('ship.carrierRequired'))
      .max(CARRIER_MAX, t('validation.tooLong', { max: CARRIER_MAX })),
    logSn: yup
      .string()
      .trim()
      .required(t('ship.numberRequired'))
      .max(LOGISTICS_NUMBER_MAX, t('validation.tooLong', { max: LOGISTICS_NUMBER_MAX }))
      .matches(/^[A-Za-z0-9-]+$/, { message: t('ship.numberInvalid'), excludeEmptyString: true }),
  });

export type ShipValues = yup.InferType<ReturnType<typeof shipSchema>>;
