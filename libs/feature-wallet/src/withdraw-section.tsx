import { FormAssist, FormikTextField } from '@mall/forms';
import { ErrorCode, isApiError, type WalletCurrency, useRequestWithdrawalMutation } from '@mall/sdk';
import { Button, ConfirmDialog, useToast } from '@mall/ui';
import { Formik, type FormikErrors, type FormikProps } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usd } from './money';
import type { WalletTranslator } from './translator';
import { usdAmountMinor } from './usd-amount';
import { UsdAmountField } from './usd-amount-field';
import { WITHDRAW_PASSWORD_MAX, withdrawSchema, type WithdrawValues } from './withdraw-schema';
import styles from './wallet.module.css';

/** A withdrawal to a crypto address, confirmed with the account password and then in a dialog. */
export function WithdrawSection({
  t,
  currencies,
  availableMinor,
  locale,
}: {
  t: WalletTranslator;
  currencies: WalletCurrency[];
  availableMinor: number;
  locale: string;
}) {
  const toast = useToast();
  const { t: errorText } = useTranslation('errors');
  const formRef = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState<WithdrawValues | null>(null);
  const [withdraw, withdrawing] = useRequestWithdrawalMutation();
  const schema = useMemo(() => withdrawSchema(t, availableMinor), [t, availableMinor]);

  /** The refusals that belong to one field, told on it. */
  const fieldErrors = (error: unknown): FormikErrors<WithdrawValues> | undefined => {
    if (isApiError(error, ErrorCode.EMAIL_OR_PASSWORD_WRONG))
      return { password: t('withdraw.wrongPassword') };
    if (isApiError(error, ErrorCode.INSUFFICIENT_BALANCE))
      return { amount: errorText(`codes.${ErrorCode.INSUFFICIENT_BALANCE}`) };
    return undefined;
  };

  const onConfirm = async (values: WithdrawValues, formik: FormikProps<WithdrawValues>) => {
    const result = await withdraw({
      wallet_code: values.walletCode,
      address: values.address.trim(),
      amount_minor: usdAmountMinor(values.amount)!,
      password: values.password,
    });
    setConfirming(null);
    if ('error' in result) {
      const errors = fieldErrors(result.error);
      if (errors) formik.setErrors(errors);
      return;
    }
    toast.show(t('withdraw.done'), { tone: 'success' });
    formik.resetForm({ values: { ...values, amount: '', password: '' } });
  };

  return (
    <Formik<WithdrawValues>
      initialValues={{ walletCode: currencies[0]?.code ?? '', address: '', amount: '', password: '' }}
      validationSchema={schema}
      onSubmit={(values) => setConfirming(values)}
    >
      {(formik) => (
        <form ref={formRef} className={styles.form} onSubmit={formik.handleSubmit} noValidate>
          <FormAssist formRef={formRef} schema={schema} />
          <label className={styles.select}>
            {t('withdraw.currency')}
            <select {...formik.getFieldProps('walletCode')}>
              {currencies.map((currency) => (
                <option key={currency.code} value={currency.code}>
                  {currency.code} ({currency.network})
                </option>
              ))}
            </select>
          </label>
          <FormikTextField name="address" label={t('withdraw.address')} autoComplete="off" required />
          <UsdAmountField label={t('withdraw.amount')} />
          <FormikTextField
            name="password"
            label={t('withdraw.password')}
            type="password"
            autoComplete="current-password"
            maxLength={WITHDRAW_PASSWORD_MAX}
            required
          />
          <Button type="submit">{t('withdraw.submit')}</Button>
          <ConfirmDialog
            open={confirming !== null}
            title={t('withdraw.confirmTitle', {
              amount: usd(usdAmountMinor(confirming?.amount ?? '') ?? 0, locale),
            })}
            message={t('withdraw.confirmBody', { address: confirming?.address.trim() ?? '' })}
            confirmLabel={t('withdraw.confirm')}
            cancelLabel={t('withdraw.cancel')}
            confirming={withdrawing.isLoading}
            onConfirm={() => confirming && void onConfirm(confirming, formik)}
            onCancel={() => setConfirming(null)}
          />
        </form>
      )}
    </Formik>
  );
}
