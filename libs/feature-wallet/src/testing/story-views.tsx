// Story support: a view with the translator its container would hand it.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletTranslator } from '../translator';

/** The view without its `t` prop, which comes from the story's i18n provider (English). */
export function withWalletTexts<Props extends { t: WalletTranslator }>(View: ComponentType<Props>) {
  return function ViewInEnglish(props: Omit<Props, 't'>) {
    const { t } = useTranslation(['wallet', 'common']);
    return <View {...(props as Props)} t={t} />;
  };
}
