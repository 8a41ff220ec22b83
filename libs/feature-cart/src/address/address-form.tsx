import { FormAssist, FormikTextAreaField, FormikTextField } from '@mall/forms';
import type { Region } from '@mall/sdk';
import { Button } from '@mall/ui';
import { Formik, type FormikHelpers, useFormikContext } from 'formik';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { CartT } from '../shared/i18n';
import styles from '../shared/checkout.module.css';
import own from './address.module.css';
import { type AddressSchema, type AddressValues } from './address-schema';
import { FormikSelectField } from './select-field';

export interface AddressFormProps {
  t: CartT;
  schema: AddressSchema;
  /** A new address starts empty (or from a draft); an edit starts from the saved one. */
  initialValues: AddressValues;
  /** True when the form changes a saved address. */
  editing: boolean;
  /** Every country, named in the shopper's language (undefined while loading). */
  countries: readonly Region[] | undefined;
  /** The chosen country's states or provinces, where known: a list to choose from; else the state is typed. */
  states: readonly Region[];
  /** Tells which country is chosen, so its states can be fetched. */
  onCountryChange: (country: string) => void;
  /** Resolves once saved (or refused, which the SDK has told the shopper). */
  onSubmit: (values: AddressValues) => Promise<void>;
  /** Absent when the book is empty: there is nothing to go back to. */
  onCancel?: () => void;
  /** Opens /choose-location with what was typed kept. */
  onChooseOnMap: (values: AddressValues) => void;
  /** The /open-location link of a placed address. */
  mapLink: (values: AddressValues) => string;
}

/** Reports the chosen country to the container (for its states). */
function CountryWatch({ onChange }: { onChange: (country: string) => void }) {
  const { values } = useFormikContext<AddressValues>();
  useEffect(() => onChange(values.country), [values.country, onChange]);
  return null;
}

/** The position chosen on the map, with links to see it and to choose again, or to drop it. */
function Position({ t, mapLink, onChooseOnMap }: Pick<AddressFormProps, 't' | 'mapLink' | 'onChooseOnMap'>) {
  const { values, setValues } = useFormikContext<AddressValues>();
  const placed = values.latitude !== null && values.longitude !== null;
  return (
    <div className={own.position}>
      <p>
        {placed
          ? t('address.form.position', {
              latitude: values.latitude?.toFixed(5),
              longitude: values.longitude?.toFixed(5),
            })
          : t('address.form.positionNone')}
      </p>
      <Button variant="secondary" size="sm" onClick={() => onChooseOnMap(values)}>
        {t('address.form.chooseOnMap')}
      </Button>
      {placed && (
        <>
          <Link className={own.link} to={mapLink(values)}>
            {t('address.form.viewOnMap')}
          </Link>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void setValues({ ...values, latitude: null, longitude: null })}
          >
            {t('address.form.removePosition')}
          </Button>
        </>
      )}
    </div>
  );
}

/** An address of the book, new or changed, checked as the API checks it. */
export function AddressForm({
  t,
  schema,
  initialValues,
  editing,
  countries,
  states,
  onCountryChange,
  onSubmit,
  onCancel,
  onChooseOnMap,
  mapLink,
}: AddressFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const submit = async (values: AddressValues, helpers: FormikHelpers<AddressValues>) => {
    await onSubmit(schema.cast(values) as AddressValues);
    helpers.setSubmitting(false);
  };
  const field = (
    name: 'name' | 'email' | 'telephone' | 'city' | 'state' | 'postcode',
    extra: Record<string, unknown> = {},
  ) => <FormikTextField name={name} label={t(`address.form.${name}`)} {...extra} />;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        {editing ? t('address.form.titleEdit') : t('address.form.title')}
      </h2>
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit} enableReinitialize>
        {(formik) => (
          <form
            ref={formRef}
            className={`${styles.form} ${own.form}`}
            noValidate
            onSubmit={formik.handleSubmit}
          >
            <FormAssist formRef={formRef} schema={schema} />
            <CountryWatch onChange={onCountryChange} />
            {field('name', { autoComplete: 'name', required: true })}
            <div className={styles.formRow}>
              {field('email', { type: 'email', autoComplete: 'email', required: true })}
              {field('telephone', { type: 'tel', autoComplete: 'tel', required: true })}
            </div>
            <FormikSelectField
              name="country"
              label={t('address.form.country')}
              placeholder={countries ? t('address.form.countryChoose') : t('address.form.countriesLoading')}
              options={countries ?? []}
              required
              autoComplete="country"
              onChosen={() => void formik.setFieldValue('state', '', false)}
            />
            <FormikTextAreaField
              name="street"
              label={t('address.form.street')}
              autoComplete="street-address"
              rows={2}
              required
            />
            <Position t={t} mapLink={mapLink} onChooseOnMap={onChooseOnMap} />
            <div className={styles.formRow}>
              {field('city', { autoComplete: 'address-level2', required: true })}
              {states.length > 0 ? (
                <FormikSelectField
                  name="state"
                  label={t('address.form.state')}
                  placeholder={t('address.form.stateChoose')}
                  options={states.map((state) => ({ code: state.name, name: state.name }))}
                  autoComplete="address-level1"
                />
              ) : (
                field('state', { autoComplete: 'address-level1' })
              )}
              {field('postcode', { autoComplete: 'postal-code' })}
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
