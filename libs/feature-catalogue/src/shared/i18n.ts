import type { TFunction } from 'i18next';

/** The translator containers hand to views: the catalogue namespace, and the shared texts as `common:…`. */
export type CatalogueT = TFunction<['catalogue', 'common']>;
