import type { TFunction } from 'i18next';

/** The catalogue namespace's translator, as containers hand it to views. */
export type CatalogueT = TFunction<'catalogue'>;
