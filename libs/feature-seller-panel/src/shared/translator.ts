import type { TFunction } from 'i18next';

/**
 * The translator containers hand to views and schema factories: the `seller-panel` namespace, and the shared
 * texts as `common:…` (`useTranslation(['seller-panel', 'common'])`).
 */
export type PanelTranslator = TFunction<['seller-panel', 'common']>;

/** The namespaces every seller-panel screen uses. */
export const PANEL_NAMESPACES = ['seller-panel', 'common'] as const;
