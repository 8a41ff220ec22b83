import { FieldRow, FormikForm, FormikTextAreaField, FormikTextField } from '@mall/forms';
import { Button, UploadWidget } from '@mall/ui';
import { Formik, useField, type FormikHelpers } from 'formik';

import styles from '../shared/page.module.css';
import type { SellerTranslator } from '../shared/translator';
import type { ShopRegistrationSchema, ShopRegistrationValues } from './shop-registration-schema';

export interface ShopRegistrationFormProps {
  t: SellerTranslator;
  schema: ShopRegistrationSchema;
  initialValues: ShopRegistrationValues;
  submitLabel: string;
  /** Resolves true once the registration was taken. */
  onSubmit: (values: ShopRegistrationValues) => Promise<boolean>;
  /** Opens /choose-location for the shop's address, keeping what was typed and picked. */
  onChooseOnMap?: (values: ShopRegistrationValues) => void;
}

/** One side of the identity document: a single picture, with its error under it. */
function DocumentSide({
  t,
  name,
  label,
}: {
  t: SellerTranslator;
  name: 'id_front' | 'id_back';
  label: string;
}) {
  const [field, meta, helpers] = useField<File[]>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <div>
      <UploadWidget
        name={name}
        label={label}
        hint={t('shop.idHint')}
        listLabel={label}
        accept="image/jpeg,image/png,image/webp"
        multiple={false}
        maxFiles={1}
        removeLabel={(file) => t('shop.removeFile', { name: file })}
        tooManyMessage={t('shop.onePicture')}
        value={field.value}
        onChange={(files) => {
          void helpers.setValue(files);
          void helpers.setTouched(true, false);
        }}
      />
      {error && (
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

export function ShopRegistrationForm({
  t,
  schema,
  initialValues,
  submitLabel,
  onSubmit,
  onChooseOnMap,
}: ShopRegistrationFormProps) {
  const submit = async (values: ShopRegistrationValues, helpers: FormikHelpers<ShopRegistrationValues>) => {
    await onSubmit(schema.cast(values) as ShopRegistrationValues);
    helpers.setSubmitting(false);
  };
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {(formik) => (
        <FormikForm schema={schema}>
          <FormikTextField name="shop_name" label={t('shop.shopName')} required />
          <FieldRow>
            <FormikTextField name="contact_name" label={t('shop.contactName')} autoComplete="name" required />
            <FormikTextField
              name="contact_phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              label={t('shop.contactPhone')}
              required
            />
          </FieldRow>
          <FieldRow>
            <DocumentSide t={t} name="id_front" label={t('shop.idFront')} />
            <DocumentSide t={t} name="id_back" label={t('shop.idBack')} />
          </FieldRow>
          <FormikTextField name="street" label={t('shop.street')} autoComplete="street-address" required />
          {onChooseOnMap && (
            <div>
              <Button variant="secondary" size="sm" onClick={() => onChooseOnMap(formik.values)}>
                {t('shop.chooseOnMap')}
              </Button>
            </div>
          )}
          <FieldRow>
            <FormikTextField name="city" label={t('shop.city')} autoComplete="address-level2" required />
            <FormikTextField name="state" label={t('shop.state')} autoComplete="address-level1" required />
          </FieldRow>
          <FieldRow>
            <FormikTextField name="country" label={t('shop.country')} autoComplete="country-name" required />
            <FormikTextField name="postcode" label={t('shop.postcode')} autoComplete="postal-code" />
          </FieldRow>
          <FormikTextAreaField name="description" label={t('shop.description')} rows={4} />
          <Button type="submit" loading={formik.isSubmitting}>
            {submitLabel}
          </Button>
        </FormikForm>
      )}
    </Formik>
  );
}
