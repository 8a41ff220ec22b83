import type { TFunction } from 'i18next';

/**
 * The translator containers hand to views and schema factories: the `staff` namespace, and the shared texts as
 * `common:…` (`useTranslation(['staff', 'common'])`).
 */
export type StaffTranslator = TFunction<['staff', 'common']>;

/** The namespaces every staff-console screen uses. */
export const STAFF_NAMESPACES = ['staff', 'common'] as const;
