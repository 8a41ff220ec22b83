import { parseMoneyInput, USD_DECIMALS } from '@mall/money';
import { type RechargeOptions, useRechargeMutation, useUploadFileMutation } from '@mall/sdk';
import { Button, TextField, UploadWidget, useToast } from '@mall/ui';
import { type FormEvent, useState } from 'react';
import { QrCode } from './qr-code';
import { usd } from './money';
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
  const [code, setCode] = useState(options.currencies[0]?.code ?? '');
  const [amount, setAmount] = useState('');
  const [transactionId, setTransactionId] = useState('');
  const [proof, setProof] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [upload, uploading] = useUploadFileMutation();
  const [recharge, recharging] = useRechargeMutation();
  const currency = options.currencies.find((item) => item.code === code);
  const minimum = usd(options.min_amount_minor, locale);

  if (!currency) return <p>{t('topUp.none')}</p>;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const amountMinor = parseMoneyInput(amount, USD_DECIMALS);
    const found: Record<string, string> = {};
    if (
      amountMinor === null ||
      amountMinor < options.min_amount_minor ||
      amountMinor > options.max_amount_minor
    )
      found.amount = t('topUp.invalidAmount', { min: minimum });
    if (transactionId.trim() === '') found.transactionId = t('topUp.required');
    if (!proof[0]) found.proof = t('topUp.required');
    setErrors(found);
    if (Object.keys(found).length > 0 || amountMinor === null || !proof[0]) return;
    const file = await upload({ file: proof[0], purpose: 'recharge_proof' });
    if (!file.data) return;
    const done = await recharge({
      wallet_code: currency.code,
      amount_minor: amountMinor,
      transaction_id: transactionId.trim(),
      proof_file_id: file.data.id,
    });
    if (!done.data) return;
    toast.show(t('topUp.submitted'), { tone: 'success' });
    setAmount('');
    setTransactionId('');
    setProof([]);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className={styles.choices}>
        <legend>{t('topUp.currency')}</legend>
        {options.currencies.map((item) => (
          <label key={item.code} className={styles.choice}>
            <input
              type="radio"
              name="wallet_code"
              value={item.code}
              checked={item.code === code}
              onChange={() => setCode(item.code)}
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
      <TextField
        label={t('topUp.amount')}
        hint={t('topUp.amountHint', { min: minimum })}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount}
        required
      />
      <TextField
        label={t('topUp.transactionId')}
        value={transactionId}
        maxLength={128}
        onChange={(event) => setTransactionId(event.target.value)}
        error={errors.transactionId}
        required
      />
      <UploadWidget
        label={t('topUp.proof')}
        hint={errors.proof ?? t('topUp.proofHint')}
        removeLabel={(name) => t('topUp.remove', { name })}
        tooManyMessage={t('topUp.tooMany')}
        accept="image/*"
        maxFiles={1}
        value={proof}
        onChange={setProof}
      />
      <p>{t('topUp.left', { count: options.submissions_left })}</p>
      <Button
        type="submit"
        disabled={options.submissions_left === 0}
        loading={uploading.isLoading || recharging.isLoading}
      >
        {t('topUp.submit')}
      </Button>
    </form>
  );
}
