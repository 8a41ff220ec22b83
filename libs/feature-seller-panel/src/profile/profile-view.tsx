import { FieldRow, FormikForm, FormikTextField } from '@mall/forms';
import type { SellerProfile } from '@mall/sdk';
import { Button, Card, QueryContent, type QueryState, UploadWidget } from '@mall/ui';
import { Formik, useField, type FormikErrors, type FormikHelpers } from 'formik';

import styles from '../shared/panel.module.css';
import { queryLabels } from '../shared/query-labels';
import type { PanelTranslator } from '../shared/translator';
import type { ProfileSchema, ProfileValues } from './profile-schema';
import own from './profile.module.css';

export type SaveOutcome = { saved: true } | { saved: false; errors?: FormikErrors<ProfileValues> };

export interface ProfileViewProps {
  t: PanelTranslator;
  profile: QueryState<SellerProfile>;
  schema: ProfileSchema;
  /** Resolves whether it was saved, with the server's errors to show beside the fields when not. */
  onSave: (values: ProfileValues) => Promise<SaveOutcome>;
}

function PhotoField({ t, current }: { t: PanelTranslator; current: string }) {
  const [field, , helpers] = useField<File[]>('photo');
  return (
    <div className={own.photo}>
      {current && field.value.length === 0 && (
        <img className={own.current} src={current} alt="" width={64} height={64} />
      )}
      <UploadWidget
        name="photo"
        label={t('profile.photoPick')}
        listLabel={t('profile.photo')}
        accept="image/jpeg,image/png,image/webp"
        multiple={false}
        maxFiles={1}
        removeLabel={(name) => t('profile.removePhoto', { name })}
        tooManyMessage={t('profile.onePhoto')}
        value={field.value}
        onChange={(files) => void helpers.setValue(files)}
      />
    </div>
  );
}

function ProfileForm({
  t,
  profile,
  schema,
  onSave,
}: Omit<ProfileViewProps, 'profile'> & { profile: SellerProfile }) {
  const initialValues: ProfileValues = {
    name: profile.name,
    phone: profile.phone,
    photo: [],
    password: '',
    confirm_password: '',
    current_password: '',
  };
  const submit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    const outcome = await onSave(schema.cast(values) as ProfileValues);
    helpers.setSubmitting(false);
    if (!outcome.saved) {
      if (outcome.errors) helpers.setErrors(outcome.errors);
      return;
    }
    // The passwords are not kept in the form once they did their work.
    helpers.resetForm({
      values: { ...values, photo: [], password: '', confirm_password: '', current_password: '' },
    });
  };
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit} enableReinitialize>
      {(formik) => (
        <FormikForm schema={schema}>
          <Card title={profile.name || profile.email}>
            <p className={styles.muted}>{profile.email}</p>
            {profile.shop && <p>{t('profile.shop', { name: profile.shop.name })}</p>}
            <PhotoField t={t} current={profile.photo} />
            <FieldRow>
              <FormikTextField name="name" label={t('profile.name')} autoComplete="name" required />
              <FormikTextField
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                label={t('profile.phone')}
              />
            </FieldRow>
          </Card>
          <Card title={t('profile.passwordHeading')}>
            <p className={styles.muted}>{t('profile.passwordHint')}</p>
            <FieldRow>
              <FormikTextField
                name="password"
                type="password"
                autoComplete="new-password"
                label={t('profile.newPassword')}
              />
              <FormikTextField
                name="confirm_password"
                type="password"
                autoComplete="new-password"
                label={t('profile.confirmPassword')}
              />
            </FieldRow>
            <FormikTextField
              name="current_password"
              type="password"
              autoComplete="current-password"
              label={t('profile.currentPassword')}
            />
          </Card>
          <div className={styles.actions}>
            <Button type="submit" loading={formik.isSubmitting}>
              {t('profile.save')}
            </Button>
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}

/** The seller's name, phone, photo and password. */
export function ProfileView(props: ProfileViewProps) {
  const { t } = props;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('profile.title')}</h1>
      <QueryContent
        state={props.profile}
        labels={queryLabels(props.t, t('common:state.loading'))}
        className={styles.stack}
      >
        {(profile) => <ProfileForm {...props} profile={profile} />}
      </QueryContent>
    </div>
  );
}
