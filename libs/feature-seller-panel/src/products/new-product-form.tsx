import { FieldRow, FormikForm, FormikTextAreaField, FormikTextField } from '@mall/forms';
import { languages } from '@mall/i18n';
import type { Brand, Category } from '@mall/sdk';
import { Button, UploadWidget } from '@mall/ui';
import { Formik, useField, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { FormikSelectField } from '../shared/formik-select-field';
import styles from '../shared/panel.module.css';
import type { PanelTranslator } from '../shared/translator';
import {
  blankProduct,
  IMAGES_MAX,
  type NewProductSchema,
  type NewProductValues,
  textFields,
  textKey,
} from './new-product-schema';
import own from './new-product.module.css';

export type AddOutcome = { added: true } | { added: false; errors?: FormikErrors<NewProductValues> };

export interface NewProductFormProps {
  t: PanelTranslator;
  schema: NewProductSchema;
  categories: readonly Category[];
  brands: readonly Brand[];
  /** Resolves whether it was added, with the server's errors to show beside the fields when not. */
  onAdd: (values: NewProductValues) => Promise<AddOutcome>;
  onCancel: () => void;
}

/** One language's name and descriptions; English is open, another opens when chosen or when it has an error. */
function LanguageTexts({ t, code, name, tag }: { t: PanelTranslator } & (typeof languages)[number]) {
  const { errors, submitCount } = useFormikContext<NewProductValues>();
  const [chosen, setChosen] = useState(code === 'en');
  const summaryId = useId();
  const hasError = submitCount > 0 && textFields.some((field) => errors[textKey(field, code)]);
  return (
    <details
      className={own.language}
      open={chosen || hasError}
      onToggle={(event) => setChosen(event.currentTarget.open)}
    >
      <summary id={summaryId} className={own.summary}>
        <span lang={tag}>{name}</span>
        {code !== 'en' && <span className={styles.muted}> · {t('products.add.fallback')}</span>}
      </summary>
      <div role="group" aria-labelledby={summaryId} className={styles.fields} lang={tag}>
        <FormikTextField
          name={textKey('name', code)}
          label={t('products.add.name')}
          required={code === 'en'}
        />
        <FormikTextField
          name={textKey('short_description', code)}
          label={t('products.add.shortDescription')}
        />
        <FormikTextAreaField
          name={textKey('description', code)}
          label={t('products.add.description')}
          required={code === 'en'}
          rows={4}
        />
      </div>
    </details>
  );
}

function ImagesField({ t }: { t: PanelTranslator }) {
  const [field, meta, helpers] = useField<File[]>('images');
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className={styles.fields}>
      <UploadWidget
        name="images"
        label={t('products.add.imagesPick')}
        listLabel={t('products.add.images')}
        hint={t('products.add.imagesHint', { max: IMAGES_MAX })}
        accept="image/jpeg,image/png,image/webp"
        maxFiles={IMAGES_MAX}
        removeLabel={(name) => t('products.add.removeImage', { name })}
        tooManyMessage={t('products.validation.imagesMax', { max: IMAGES_MAX })}
        value={field.value}
        onChange={(files) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(files);
        }}
      />
      {error && (
        <p className={own.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Categories under their top-level category; one without sub-categories is chosen itself. */
export function CategoryOptions({ categories }: { categories: readonly Category[] }) {
  const top = categories.filter((category) => category.parent_id === null);
  return top.map((parent) => {
    const children = categories.filter((category) => category.parent_id === parent.id);
    return children.length === 0 ? (
      <option key={parent.id} value={String(parent.id)}>
        {parent.name.text}
      </option>
    ) : (
      <optgroup key={parent.id} label={parent.name.text}>
        {children.map((child) => (
          <option key={child.id} value={String(child.id)}>
            {child.name.text}
          </option>
        ))}
      </optgroup>
    );
  });
}

/** A new product: texts per language, price, stock, category, brand and pictures; it then goes to staff review. */
export function NewProductForm({ t, schema, categories, brands, onAdd, onCancel }: NewProductFormProps) {
  const submit = async (values: NewProductValues, helpers: FormikHelpers<NewProductValues>) => {
    const outcome = await onAdd(schema.cast(values) as NewProductValues);
    helpers.setSubmitting(false);
    if (!outcome.added && outcome.errors) helpers.setErrors(outcome.errors);
  };
  return (
    <Formik initialValues={blankProduct()} validationSchema={schema} onSubmit={submit}>
      {(formik) => (
        <FormikForm schema={schema}>
          <p className={styles.muted}>{t('products.add.intro')}</p>
          <div className={own.languages}>
            {languages.map((language) => (
              <LanguageTexts key={language.code} t={t} {...language} />
            ))}
          </div>
          <FieldRow>
            <FormikTextField name="price" label={t('products.price')} inputMode="decimal" required />
            <FormikTextField name="stock" label={t('products.stock')} inputMode="numeric" required />
          </FieldRow>
          <FieldRow>
            <FormikSelectField name="category_id" label={t('products.add.category')} required>
              <option value="">{t('products.add.chooseCategory')}</option>
              <CategoryOptions categories={categories} />
            </FormikSelectField>
            <FormikSelectField name="brand_id" label={t('products.add.brand')}>
              <option value="">{t('products.add.noBrand')}</option>
              {brands.map((brand) => (
                <option key={brand.id} value={String(brand.id)}>
                  {brand.name.text}
                </option>
              ))}
            </FormikSelectField>
          </FieldRow>
          <ImagesField t={t} />
          <div className={styles.actions}>
            <Button type="submit" loading={formik.isSubmitting}>
              {t('products.add.submit')}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {t('products.cancel')}
            </Button>
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}
