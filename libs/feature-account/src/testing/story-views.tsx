// Story support: a form view with the Yup schema its container builds from the translator.
import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountTranslator } from '../shared/translator';

export function withSchema<Schema, Props extends { schema: Schema }>(
  View: ComponentType<Props>,
  schemaFor: (t: AccountTranslator) => Schema,
) {
  return function ViewWithSchema(props: Omit<Props, 'schema'>) {
    const { t } = useTranslation('account');
    const schema = useMemo(() => schemaFor(t), [t]);
    return <View {...(props as Props)} schema={schema} />;
  };
}
