import { parseMoneyInput, USD_DECIMALS } from '@mall/money';
import { Button, ConfirmDialog, TextField } from '@mall/ui';
import { type FormEvent, useState } from 'react';
import { usd } from './money';
import type { WalletTranslator } from './translator';
import styles from './wallet.module.css';

export interface TransferViewProps {
  t: WalletTranslator;
  /** Spendable wallet balance, USD minor units: the most that can move. */
  availableMinor: number;
  locale: string;
  /** Why the last transfer was refused, already translated. */
  problem: string | null;
  transferring: boolean;
  /** Moves the amount (USD minor units); resolves true once it has moved (the form then empties). */
  onTransfer: (amountMinor: number) => Promise<boolean>;
}

/** A seller moves wallet balance to their shop's settlement account, after a confirmation. */
export function TransferView({
  t,
  availableMinor,
  locale,
  problem,
  transferring,
  onTransfer,
}: TransferViewProps) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<number | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amountMinor = parseMoneyInput(amount, USD_DECIMALS);
    if (amountMinor === null || amountMinor < 1 || amountMinor > availableMinor) {
      setError(t('transfer.invalidAmount', { min: usd(1, locale), max: usd(availableMinor, locale) }));
      return;
    }
    setError(undefined);
    setConfirming(amountMinor);
  };

  const onConfirm = async () => {
    if (confirming === null) return;
    const moved = await onTransfer(confirming);
    setConfirming(null);
    if (moved) setAmount('');
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p>{t('transfer.intro')}</p>
      <TextField
        label={t('transfer.amount')}
        hint={t('transfer.available', { amount: usd(availableMinor, locale) })}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={error}
        required
      />
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <Button type="submit" disabled={availableMinor === 0}>
        {t('transfer.submit')}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        title={t('transfer.confirmTitle', { amount: usd(confirming ?? 0, locale) })}
        message={t('transfer.confirmBody')}
        confirmLabel={t('transfer.confirm')}
        cancelLabel={t('transfer.cancel')}
        confirming={transferring}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
