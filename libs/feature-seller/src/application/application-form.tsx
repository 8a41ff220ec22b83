import { FormikForm, FormikTextAreaField, FormikTextField } from '@mall/forms';
import { Button } from '@mall/ui';
import { Formik, type FormikHelpers } from 'formik';

import { SHOP_NAME_MAX } from '../shared/field-rules';
import type { SellerTranslator } from '../shared/translator';
import type { ApplicationSchema, ApplicationValues } from './application-schema';

export interface ApplicationFormProps {
  t: SellerTranslator;
  schema: ApplicationSchema;
  /** A refused application's answers, offered again. */
  initialValues: ApplicationValues;
  submitLabel: string;
  /** Resolves true once the application was taken. */
  onSubmit: (values: ApplicationValues) => Promise<boolean>;
}

export function ApplicationForm({ t, schema, initialValues, submitLabel, onSubmit }: ApplicationFormProps) {
  const submit = async (values: ApplicationValues, helpers: FormikHelpers<ApplicationValues>) => {
    await onSubmit(schema.cast(values) as ApplicationValues);
    helpers.setSubmitting(false);
  };
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {(formik) => (
        <FormikForm schema={schema}>
          <FormikTextField name="shop_name" label={t('apply.shopName')} maxLength={SHOP_NAME_MAX} required />
          <FormikTextAreaField
            name="reason"
            label={t('apply.reason')}
            hint={t('apply.reasonHint')}
            rows={4}
          />
          <Button type="submit" loading={formik.isSubmitting}>
            {submitLabel}
          </Button>
        </FormikForm>
      )}
    </Formik>
  );
}
