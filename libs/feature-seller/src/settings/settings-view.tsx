import { FieldRow, FormikForm, FormikTextField } from '@mall/forms';
import type { UserInfo } from '@mall/sdk';
import { Button, Card, QueryContent, UploadWidget, type QueryState } from '@mall/ui';
import { Formik, useField, type FormikErrors, type FormikHelpers } from 'formik';
import { type ReactNode } from 'react';
import styles from '../shared/page.module.css';
import type { SellerTranslator } from '../shared/translator';
import type { SettingsSchema, SettingsValues } from './settings-schema';

export type SettingsOutcome = { saved: true } | { saved: false; errors?: FormikErrors<SettingsValues> };

export interface SettingsViewProps {
  t: SellerTranslator;
  user: QueryState<UserInfo>;
  schema: SettingsSchema;
  onSave: (values: SettingsValues) => Promise<SettingsOutcome>;
  /** The last change was saved. */
  saved: boolean;
  /** The signed-in way into the seller app, shown to sellers. */
  sellerPanel: ReactNode;
}

function AvatarField({ t }: { t: SellerTranslator }) {
  const [field, , helpers] = useField<File[]>('avatar');
  return (
    <UploadWidget
      name="avatar"
      label={t('settings.avatar')}
      listLabel={t('settings.avatarList')}
      accept="image/jpeg,image/png,image/webp"
      multiple={false}
      maxFiles={1}
      removeLabel={(name) => t('settings.removeAvatar', { name })}
      tooManyMessage={t('settings.oneAvatar')}
      value={field.value}
      onChange={(files) => void helpers.setValue(files)}
    />
  );
}

const noPasswords = { new_password: '', confirm_password: '', current_password: '' };

function SettingsForm({
  t,
  user,
  schema,
  onSave,
  saved,
}: Omit<SettingsViewProps, 'user' | 'sellerPanel'> & { user: UserInfo }) {
  const initialValues: SettingsValues = {
    firstname: user.firstname,
    lastname: user.lastname,
    phone: user.phone,
    avatar: [],
    ...noPasswords,
  };
  const submit = async (values: SettingsValues, helpers: FormikHelpers<SettingsValues>) => {
    const outcome = await onSave(schema.cast(values) as SettingsValues);
    helpers.setSubmitting(false);
    if (!outcome.saved) {
      if (outcome.errors) helpers.setErrors(outcome.errors);
      return;
    }
    // The passwords are not kept in the form once they did their work.
    helpers.resetForm({ values: { ...values, avatar: [], ...noPasswords } });
  };
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {(formik) => (
        <FormikForm schema={schema}>
          <Card title={t('settings.profileHeading')}>
            <p className={styles.muted}>{user.email}</p>
            <AvatarField t={t} />
            <FieldRow>
              <FormikTextField
                name="firstname"
                label={t('settings.firstname')}
                autoComplete="given-name"
                required
              />
              <FormikTextField
                name="lastname"
                label={t('settings.lastname')}
                autoComplete="family-name"
                required
              />
            </FieldRow>
            <FormikTextField
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              label={t('settings.phone')}
            />
          </Card>
          <Card title={t('settings.passwordHeading')}>
            <p className={styles.muted}>{t('settings.passwordHint')}</p>
            <FieldRow>
              <FormikTextField
                name="new_password"
                type="password"
                autoComplete="new-password"
                label={t('settings.newPassword')}
              />
              <FormikTextField
                name="confirm_password"
                type="password"
                autoComplete="new-password"
                label={t('settings.confirmPassword')}
              />
            </FieldRow>
            <FormikTextField
              name="current_password"
              type="password"
              autoComplete="current-password"
              label={t('settings.currentPassword')}
            />
          </Card>
          {saved && (
            <p role="status" className={styles.status}>
              {t('settings.saved')}
            </p>
          )}
          <div>
            <Button type="submit" loading={formik.isSubmitting}>
              {t('settings.save')}
            </Button>
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}

/** /pages/mine/confing: the shopper's profile and password, and for sellers the way to their panel. */
export function SettingsView(props: SettingsViewProps) {
  const { t } = props;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('settings.title')}</h1>
      <QueryContent
        className={styles.stack}
        state={props.user}
        labels={{
          loading: t('settings.loading'),
          error: t('settings.loadFailed'),
          retry: t('common:state.retry'),
        }}
      >
        {(user) => (
          <>
            {user.seller_url && (
              <Card title={t('settings.sellerHeading')}>
                <p className={styles.muted}>{t('settings.sellerHint')}</p>
                <div>{props.sellerPanel}</div>
              </Card>
            )}
            <SettingsForm {...props} user={user} />
          </>
        )}
      </QueryContent>
    </div>
  );
}
