import { FormikTextField } from '@mall/forms';
import type { SignInMethods } from '@mall/sdk';
import { Button, ConfirmDialog } from '@mall/ui';
import type { FormikErrors } from 'formik';
import { useMemo, useState } from 'react';
import { AccountForm } from '../account-form/account-form';
import type { AccountTranslator } from '../shared/translator';
import {
  confirmPasswordSchema,
  type ConfirmPasswordValues,
  emailAddressSchema,
  type EmailAddressValues,
  emailCodeSchema,
  type EmailCodeValues,
} from './sign-in-methods-schema';
import styles from './sign-in-methods.module.css';

export interface SignInMethodsViewProps {
  t: AccountTranslator;
  methods: SignInMethods;
  /** The server offers TikTok (and whether it is the local sandbox). */
  tiktok: { enabled: boolean; sandbox: boolean };
  /** Resolves with the password's error when it was wrong; otherwise the browser leaves for TikTok. */
  onLink: (password: string) => Promise<FormikErrors<ConfirmPasswordValues> | void>;
  onUnlink: () => Promise<void>;
  unlinking: boolean;
  /** Resolves true when the code was sent. */
  onSendCode: (email: string) => Promise<boolean>;
  onVerify: (values: EmailCodeValues & { email: string }) => Promise<FormikErrors<EmailCodeValues> | void>;
}

function TiktokMethod(props: SignInMethodsViewProps) {
  const { t, methods, tiktok } = props;
  const [linking, setLinking] = useState(false);
  const [confirmingUnlink, setConfirmingUnlink] = useState(false);
  const schema = useMemo(() => confirmPasswordSchema(t), [t]);
  if (methods.tiktok) {
    return (
      <div className={styles.method}>
        <div className={styles.linked}>
          {methods.tiktok.avatar_url && (
            <img className={styles.avatar} src={methods.tiktok.avatar_url} alt="" width={40} height={40} />
          )}
          <p className={styles.name}>{t('signIn.tiktok.linkedAs', { name: methods.tiktok.display_name })}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => setConfirmingUnlink(true)}>
          {t('signIn.tiktok.unlink')}
        </Button>
        <ConfirmDialog
          open={confirmingUnlink}
          tone="danger"
          title={t('signIn.tiktok.unlinkTitle')}
          message={t('signIn.tiktok.unlinkMessage')}
          confirmLabel={t('signIn.tiktok.unlinkConfirm')}
          cancelLabel={t('signIn.cancel')}
          confirming={props.unlinking}
          onConfirm={() => void props.onUnlink().then(() => setConfirmingUnlink(false))}
          onCancel={() => setConfirmingUnlink(false)}
        />
      </div>
    );
  }
  if (!methods.has_password) return <p className={styles.muted}>{t('signIn.tiktok.needsPassword')}</p>;
  if (!linking) {
    return (
      <div className={styles.method}>
        <p className={styles.muted}>{t('signIn.tiktok.hint')}</p>
        {tiktok.sandbox && <p className={styles.muted}>{t('tiktok.sandboxNote')}</p>}
        <Button variant="secondary" onClick={() => setLinking(true)}>
          {t('signIn.tiktok.link')}
        </Button>
      </div>
    );
  }
  return (
    <AccountForm<ConfirmPasswordValues>
      initialValues={{ password: '' }}
      schema={schema}
      onSubmit={(values) => props.onLink(values.password)}
      submitLabel={t('signIn.tiktok.continue')}
      secondary={{ label: t('signIn.cancel'), onClick: () => setLinking(false) }}
    >
      <FormikTextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('signIn.tiktok.password')}
        hint={t('signIn.tiktok.passwordHint')}
        required
      />
    </AccountForm>
  );
}

function EmailMethod(props: SignInMethodsViewProps) {
  const { t, methods } = props;
  const [sentTo, setSentTo] = useState<string>();
  const addressSchema = useMemo(() => emailAddressSchema(t), [t]);
  const codeSchema = useMemo(() => emailCodeSchema(t), [t]);
  if (methods.email) {
    return <p className={styles.name}>{methods.email}</p>;
  }
  if (!sentTo) {
    return (
      <div className={styles.method}>
        <p className={styles.muted}>{t('signIn.email.hint')}</p>
        <AccountForm<EmailAddressValues>
          initialValues={{ email: '' }}
          schema={addressSchema}
          onSubmit={async (values) => {
            const email = values.email.trim();
            if (await props.onSendCode(email)) setSentTo(email);
          }}
          submitLabel={t('signIn.email.send')}
        >
          <FormikTextField
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('signIn.email.address')}
            required
          />
        </AccountForm>
      </div>
    );
  }
  return (
    <div className={styles.method}>
      <p role="status" className={styles.name}>
        {t('signIn.email.sent', { email: sentTo })}
      </p>
      <AccountForm<EmailCodeValues>
        initialValues={{ code: '', password: '' }}
        schema={codeSchema}
        onSubmit={(values) => props.onVerify({ ...values, email: sentTo })}
        submitLabel={t('signIn.email.verify')}
        secondary={{ label: t('signIn.email.another'), onClick: () => setSentTo(undefined) }}
      >
        <FormikTextField
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          label={t('signIn.email.code')}
          required
        />
        {!methods.has_password && (
          <FormikTextField
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('signIn.email.password')}
            hint={t('signIn.email.passwordHint')}
          />
        )}
      </AccountForm>
    </div>
  );
}

/** The dashboard's "Ways to sign in": the e-mail (added and verified here when missing) and TikTok. */
export function SignInMethodsView(props: SignInMethodsViewProps) {
  const { t } = props;
  return (
    <div className={styles.methods}>
      <section aria-label={t('signIn.email.heading')}>
        <h3 className={styles.subheading}>{t('signIn.email.heading')}</h3>
        <EmailMethod {...props} />
      </section>
      {props.tiktok.enabled && (
        <section aria-label={t('signIn.tiktok.heading')}>
          <h3 className={styles.subheading}>{t('signIn.tiktok.heading')}</h3>
          <TiktokMethod {...props} />
        </section>
      )}
    </div>
  );
}
