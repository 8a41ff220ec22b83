// Story support: a view with the translator its container would hand it.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_NAMESPACES, type StaffTranslator } from '../shared/translator';

/** The view without its `t` prop, which comes from the story's i18n provider (English). */
export function withStaffTexts<Props extends { t: StaffTranslator }>(View: ComponentType<Props>) {
  return function ViewInEnglish(props: Omit<Props, 't'>) {
    const { t } = useTranslation(STAFF_NAMESPACES);
    return <View {...(props as Props)} t={t} />;
  };
}
