import { FormAssist, FormikTextField } from '@mall/forms';
import { Button } from '@mall/ui';
import { Formik, type FormikHelpers } from 'formik';
import { useId, useRef } from 'react';
import type { CartT } from '../shared/i18n';
import styles from '../shared/checkout.module.css';
import { type AddressSchema, type AddressValues, emptyAddress } from './address-schema';

export interface AddressFormProps {
  t: CartT;
  schema: AddressSchema;
  /** Resolves once saved (or refused, which the SDK has told the shopper). */
  onSubmit: (values: AddressValues) => Promise<void>;
  /** Absent when the book is empty: there is nothing to go back to. */
  onCancel?: () => void;
}

/** A new address for the book, checked as the API checks it. */
export function AddressForm({ t, schema, onSubmit, onCancel }: AddressFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const submit = async (values: AddressValues, helpers: FormikHelpers<AddressValues>) => {
    await onSubmit(schema.cast(values) as AddressValues);
    helpers.setSubmitting(false);
  };
  const field = (name: keyof AddressValues, extra: Record<string, unknown> = {}) => (
    <FormikTextField name={name} label={t(`address.form.${name}`)} {...extra} />
  );
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        {t('address.form.title')}
      </h2>
      <Formik initialValues={emptyAddress} validationSchema={schema} onSubmit={submit}>
        {(formik) => (
          <form ref={formRef} className={styles.form} noValidate onSubmit={formik.handleSubmit}>
            <FormAssist formRef={formRef} schema={schema} />
            {field('name', { autoComplete: 'name', required: true })}
            <div className={styles.formRow}>
              {field('email', { type: 'email', autoComplete: 'email', required: true })}
              {field('telephone', { type: 'tel', autoComplete: 'tel', required: true })}
            </div>
            {field('street', { autoComplete: 'street-address', required: true })}
            <div className={styles.formRow}>
              {field('city', { autoComplete: 'address-level2', required: true })}
              {field('state', { autoComplete: 'address-level1' })}
              {field('postcode', { autoComplete: 'postal-code' })}
              {field('country', {
                autoComplete: 'country',
                required: true,
                maxLength: 2,
                hint: t('address.form.countryHint'),
              })}
            </div>
            <div className={styles.actions}>
              <Button type="submit" loading={formik.isSubmitting}>
                {t('address.form.save')}
              </Button>
              {onCancel && (
                <Button variant="ghost" onClick={onCancel}>
                  {t('address.form.cancel')}
                </Button>
              )}
            </div>
          </form>
        )}
      </Formik>
    </section>
  );
}
