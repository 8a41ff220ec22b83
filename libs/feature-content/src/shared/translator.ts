import type { TFunction } from 'i18next';

/**
 * The translator containers hand to views: the `content` namespace, and the shared texts as `common:…`
 * (`useTranslation(['content', 'common'])`).
 */
export type ContentTranslator = TFunction<['content', 'common']>;
