import { FieldRow, FormikForm, FormikTextField } from '@mall/forms';
import type { PaymentSettings, WalletCurrency } from '@mall/sdk';
import { Button, Card, QueryContent, type QueryState } from '@mall/ui';
import { Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import styles from '../shared/panel.module.css';
import { queryLabels } from '../shared/query-labels';
import type { PanelTranslator } from '../shared/translator';
import type { PaymentSchema, PaymentValues } from './payment-schema';

export interface PaymentData {
  settings: PaymentSettings;
  wallets: readonly WalletCurrency[];
}

export interface PaymentViewProps {
  t: PanelTranslator;
  payment: QueryState<PaymentData>;
  schemaFor: (wallets: readonly WalletCurrency[]) => PaymentSchema;
  /** Resolves with the server's errors to show beside the fields, or nothing once saved. */
  onSave: (values: PaymentValues) => Promise<FormikErrors<PaymentValues> | void>;
  /** Formats a timestamp in the reader's language. */
  formatDate: (iso: string) => string;
}

function PaymentForm({
  t,
  data,
  schemaFor,
  onSave,
  formatDate,
}: Omit<PaymentViewProps, 'payment'> & { data: PaymentData }) {
  const { settings, wallets } = data;
  const schema = useMemo(() => schemaFor(wallets), [schemaFor, wallets]);
  const initialValues: PaymentValues = {
    addresses: Object.fromEntries(
      wallets.map((wallet) => [
        wallet.code,
        settings.wallet_addresses.find((saved) => saved.wallet_code === wallet.code)?.address ?? '',
      ]),
    ),
    bank_name: settings.bank_name,
    account_name: settings.account_name,
    account_number: '',
    routing_number: settings.routing_number,
    current_password: '',
  };
  const submit = async (values: PaymentValues, helpers: FormikHelpers<PaymentValues>) => {
    const errors = await onSave(schema.cast(values) as PaymentValues);
    if (errors) helpers.setErrors(errors);
  };
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit} enableReinitialize>
      {(formik) => (
        <FormikForm schema={schema}>
          <p role="status" className={styles.muted}>
            {settings.updated_at
              ? t('payment.lastChange', { date: formatDate(settings.updated_at) })
              : t('payment.neverChanged')}
          </p>
          <Card title={t('payment.wallets')}>
            {wallets.map((wallet) => (
              <FormikTextField
                key={wallet.code}
                name={`addresses.${wallet.code}`}
                label={t('payment.address', { code: wallet.code, network: wallet.network })}
                autoComplete="off"
                spellCheck={false}
              />
            ))}
          </Card>
          <Card title={t('payment.bank')}>
            <FieldRow>
              <FormikTextField name="bank_name" label={t('payment.bankName')} />
              <FormikTextField name="account_name" label={t('payment.accountName')} />
            </FieldRow>
            <FieldRow>
              <FormikTextField
                name="account_number"
                label={t('payment.accountNumber')}
                hint={
                  settings.account_number
                    ? t('payment.accountNumberKept', { masked: settings.account_number })
                    : undefined
                }
                autoComplete="off"
              />
              <FormikTextField
                name="routing_number"
                label={t('payment.routingNumber')}
                hint={t('payment.routingHint')}
                inputMode="numeric"
                autoComplete="off"
              />
            </FieldRow>
          </Card>
          <FormikTextField
            name="current_password"
            type="password"
            autoComplete="current-password"
            label={t('payment.currentPassword')}
            required
          />
          <div className={styles.actions}>
            <Button type="submit" loading={formik.isSubmitting}>
              {t('payment.save')}
            </Button>
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}

/** Where the seller's earnings are paid, changed with the current password. */
export function PaymentView(props: PaymentViewProps) {
  const { t } = props;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('payment.title')}</h1>
      <p className={styles.intro}>{t('payment.intro')}</p>
      <QueryContent
        state={props.payment}
        labels={queryLabels(t, t('common:state.loading'))}
        className={styles.stack}
      >
        {(data) => <PaymentForm {...props} data={data} />}
      </QueryContent>
    </div>
  );
}
