// Story support: a view with the translator (and, for a form, the Yup schema) its container would hand it.
import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountTranslator } from '../shared/translator';

/** The view without its `t` prop, which comes from the story's i18n provider (English). */
export function withAccountTexts<Props extends { t: AccountTranslator }>(View: ComponentType<Props>) {
  return function ViewInEnglish(props: Omit<Props, 't'>) {
    const { t } = useTranslation(['account', 'common']);
    return <View {...(props as Props)} t={t} />;
  };
}

/** A form view without its `t` and `schema` props: the schema is built from the story's translator. */
export function withSchema<Schema, Props extends { t: AccountTranslator; schema: Schema }>(
  View: ComponentType<Props>,
  schemaFor: (t: AccountTranslator) => Schema,
) {
  return function FormInEnglish(props: Omit<Props, 't' | 'schema'>) {
    const { t } = useTranslation(['account', 'common']);
    const schema = useMemo(() => schemaFor(t), [t]);
    return <View {...(props as Props)} t={t} schema={schema} />;
  };
}
