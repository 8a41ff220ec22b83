// Story support: a view with the translator (and money formats) its container would hand it.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrdersT } from '../shared/i18n';

/** The view without its `t` prop, which comes from the story's i18n provider (English). */
export function withOrdersTexts<Props extends { t: OrdersT }>(View: ComponentType<Props>) {
  return function ViewInEnglish(props: Omit<Props, 't'>) {
    const { t } = useTranslation(['orders', 'common']);
    return <View {...(props as Props)} t={t} />;
  };
}
