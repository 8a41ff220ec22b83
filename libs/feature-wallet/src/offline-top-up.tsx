import { FormAssist, FormikTextField } from '@mall/forms';
import { type RechargeOptions, useRechargeMutation, useUploadFileMutation } from '@mall/sdk';
import { Button, UploadWidget, useToast } from '@mall/ui';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { usd } from './money';
import {
  MAX_PROOF_MEGABYTES,
  MAX_TRANSACTION_ID_LENGTH,
  offlineTopUpSchema,
  type OfflineTopUpValues,
  PROOF_ACCEPT,
  proofRefusal,
} from './offline-top-up-schema';
import { QrCode } from './qr-code';
import { usdAmountMinor } from './usd-amount';
import { UsdAmountField } from './usd-amount-field';
import type { WalletTranslator } from './translator';
import styles from './wallet.module.css';

/**
 * The offline top-up: the shopper picks a currency, sends money to the platform's address (copy or scan it),
 * then declares the amount and transaction id with a picture of the transfer (the upload widget previews it), which staff review.
 */
export function OfflineTopUp({
  t,
  options,
  locale,
}: {
  t: WalletTranslator;
  options: RechargeOptions;
  locale: string;
}) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [upload, uploading] = useUploadFileMutation();
  const [recharge, recharging] = useRechargeMutation();
  /** Why the last file picked as a proof was refused (a type or size the server does not take). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const { min_amount_minor: minMinor, max_amount_minor: maxMinor } = options;
  const minimum = usd(minMinor, locale);
  const schema = useMemo(
    () => offlineTopUpSchema(t, { minMinor, maxMinor }, minimum),
    [t, minMinor, maxMinor, minimum],
  );
  const firstCode = options.currencies[0]?.code;
  if (!firstCode) return <p>{t('topUp.none')}</p>;

  const onSubmit = async (values: OfflineTopUpValues, helpers: FormikHelpers<OfflineTopUpValues>) => {
    const file = await upload({ file: values.proof[0]!, purpose: 'recharge_proof' });
    if (!file.data) return;
    const done = await recharge({
      wallet_code: values.walletCode,
      amount_minor: usdAmountMinor(values.amount)!,
      transaction_id: values.transactionId.trim(),
      proof_file_id: file.data.id,
    });
    if (!done.data) return;
    toast.show(t('topUp.submitted'), { tone: 'success' });
    helpers.resetForm({ values: { ...values, amount: '', transactionId: '', proof: [] } });
  };

  return (
    <Formik<OfflineTopUpValues>
      initialValues={{ walletCode: firstCode, amount: '', transactionId: '', proof: [] }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {(formik) => {
        const currency =
          options.currencies.find((item) => item.code === formik.values.walletCode) ?? options.currencies[0]!;
        const proofError = formik.submitCount > 0 ? (formik.errors.proof as string | undefined) : undefined;
        return (
          <form ref={formRef} className={styles.form} onSubmit={formik.handleSubmit} noValidate>
            <FormAssist formRef={formRef} schema={schema} />
            <fieldset className={styles.choices}>
              <legend>{t('topUp.currency')}</legend>
              {options.currencies.map((item) => (
                <label key={item.code} className={styles.choice}>
                  <input
                    type="radio"
                    name="walletCode"
                    value={item.code}
                    checked={item.code === currency.code}
                    onChange={() => void formik.setFieldValue('walletCode', item.code)}
                  />
                  {item.code}
                </label>
              ))}
            </fieldset>
            <div className={styles.address}>
              <p>{t('topUp.network', { network: currency.network })}</p>
              <p>
                {t('topUp.address')}: <code>{currency.address}</code>
              </p>
              <Button
                type="button"
                variant="secondary"
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(currency.address)
                    .then(() => toast.show(t('topUp.copied'), { tone: 'success' }))
                }
              >
                {t('topUp.copy')}
              </Button>
              <QrCode text={currency.address} label={t('topUp.qr')} />
            </div>
            <UsdAmountField label={t('topUp.amount')} hint={t('topUp.amountHint', { min: minimum })} />
            <FormikTextField
              name="transactionId"
              label={t('topUp.transactionId')}
              maxLength={MAX_TRANSACTION_ID_LENGTH}
              required
            />
            <UploadWidget
              label={t('topUp.proof')}
              hint={t('topUp.proofHint', { max: MAX_PROOF_MEGABYTES })}
              error={refusal ? undefined : proofError}
              removeLabel={(name) => t('topUp.remove', { name })}
              tooManyMessage={t('topUp.tooMany')}
              accept={PROOF_ACCEPT}
              maxFiles={1}
              value={formik.values.proof}
              onChange={(files) => {
                // A file the server would refuse is not attached: the shopper hears why at once.
                const refusals = files.map((file) => proofRefusal(t, file));
                setRefusal(refusals.find((message) => message !== null) ?? null);
                void formik.setFieldValue(
                  'proof',
                  files.filter((_, index) => refusals[index] === null),
                );
              }}
            />
            {refusal && (
              <p role="alert" className={styles.problem}>
                {refusal}
              </p>
            )}
            <p>{t('topUp.left', { count: options.submissions_left })}</p>
            <Button
              type="submit"
              disabled={options.submissions_left === 0}
              loading={formik.isSubmitting || uploading.isLoading || recharging.isLoading}
            >
              {t('topUp.submit')}
            </Button>
          </form>
        );
      }}
    </Formik>
  );
}
