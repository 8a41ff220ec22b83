// Story support: a content view with the translator its container would hand it.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentTranslator } from '../shared/translator';

/** The view without its `t` prop, which comes from the story's i18n provider (English). */
export function withContentTexts<Props extends { t: ContentTranslator }>(View: ComponentType<Props>) {
  return function ViewInEnglish(props: Omit<Props, 't'>) {
    const { t } = useTranslation(['content', 'common']);
    return <View {...(props as Props)} t={t} />;
  };
}
