import { useAttemptKey } from '@mall/forms';
import { type OperationErrorCode, toApiError, useTransferBalanceToMerchantMutation } from '@mall/sdk';
import { useToast } from '@mall/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usd } from './money';
import type { WalletTranslator } from './translator';
import { TransferView } from './transfer-view';

type TransferErrorCode = OperationErrorCode<'transferBalanceToMerchant'>;

/** A seller's transfer from the wallet to their shop; balances and the statement refetch once it has moved. */
export function TransferSection({
  t,
  availableMinor,
  locale,
}: {
  t: WalletTranslator;
  availableMinor: number;
  locale: string;
}) {
  const toast = useToast();
  const { t: errorText } = useTranslation('errors');
  const [transfer, transferring] = useTransferBalanceToMerchantMutation();
  const attempt = useAttemptKey();
  const [problem, setProblem] = useState<string | null>(null);

  const onTransfer = async (amountMinor: number) => {
    setProblem(null);
    const result = await transfer({ amount_minor: amountMinor, idempotency_key: attempt.key });
    if ('error' in result) {
      // A refusal (a short balance, no shop yet) is final: the next try is a new attempt. After a lost answer
      // the key stays, so a retry moves the money at most once.
      const error = toApiError(result.error);
      if (error?.kind === 'business') {
        attempt.renew();
        setProblem(errorText(`codes.${error.code as TransferErrorCode}`, { defaultValue: error.message }));
      }
      return false;
    }
    attempt.renew();
    toast.show(t('transfer.done', { amount: usd(amountMinor, locale) }), { tone: 'success' });
    return true;
  };

  return (
    <TransferView
      t={t}
      availableMinor={availableMinor}
      locale={locale}
      problem={problem}
      transferring={transferring.isLoading}
      onTransfer={onTransfer}
    />
  );
}
