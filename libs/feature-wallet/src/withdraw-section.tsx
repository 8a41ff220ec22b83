import { parseMoneyInput, USD_DECIMALS } from '@mall/money';
import { type WalletCurrency, useRequestWithdrawalMutation } from '@mall/sdk';
import { Button, ConfirmDialog, TextField, useToast } from '@mall/ui';
import { type FormEvent, useState } from 'react';
import { usd } from './money';
import type { WalletTranslator } from './translator';
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
  const [code, setCode] = useState(currencies[0]?.code ?? '');
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [withdraw, withdrawing] = useRequestWithdrawalMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amountMinor = parseMoneyInput(amount, USD_DECIMALS);
    if (amountMinor === null || amountMinor < 1 || amountMinor > availableMinor) {
      setError(t('withdraw.invalidAmount'));
      return;
    }
    setError(undefined);
    setConfirming(amountMinor);
  };

  const onConfirm = async () => {
    if (confirming === null) return;
    const done = await withdraw({
      wallet_code: code,
      address: address.trim(),
      amount_minor: confirming,
      password,
    });
    setConfirming(null);
    if (!done.data) return;
    toast.show(t('withdraw.done'), { tone: 'success' });
    setAmount('');
    setPassword('');
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label className={styles.select}>
        {t('withdraw.currency')}
        <select value={code} onChange={(event) => setCode(event.target.value)}>
          {currencies.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.code} ({currency.network})
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={t('withdraw.address')}
        value={address}
        autoComplete="off"
        onChange={(event) => setAddress(event.target.value)}
        required
      />
      <TextField
        label={t('withdraw.amount')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={error}
        required
      />
      <TextField
        label={t('withdraw.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <Button type="submit" disabled={!address.trim() || !password}>
        {t('withdraw.submit')}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        title={t('withdraw.confirmTitle', { amount: usd(confirming ?? 0, locale) })}
        message={t('withdraw.confirmBody', { address: address.trim() })}
        confirmLabel={t('withdraw.confirm')}
        cancelLabel={t('withdraw.cancel')}
        confirming={withdrawing.isLoading}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
