import { formatDate } from '@mall/i18n';
import {
  type Withdrawal,
  type WalletRequest,
  useGetRechargeListQuery,
  useGetWithdrawalsQuery,
  useRecallWithdrawalMutation,
} from '@mall/sdk';
import { Button, ConfirmDialog, EmptyState, QueryContent, queryState, useToast } from '@mall/ui';
import { useState } from 'react';
import { usd } from './money';
import type { WalletTranslator } from './translator';
import styles from './wallet.module.css';

/** A request's state as a label whose colour follows the outcome. */
function StateLabel({
  t,
  state,
}: {
  t: WalletTranslator;
  state: WalletRequest['state'] | Withdrawal['state'];
}) {
  return (
    <span className={styles.state} data-state={state}>
      {t(`state.${state}`)}
    </span>
  );
}

/** The shopper's top-ups with their state, amounts and the reviewer's message. */
export function RechargeRecords({ t, locale }: { t: WalletTranslator; locale: string }) {
  const records = useGetRechargeListQuery({ page: 1, page_size: 20 });
  return (
    <QueryContent
      state={queryState(records)}
      labels={{ loading: t('loading'), error: t('failed'), retry: t('common:state.retry') }}
    >
      {(page) =>
        page.list.length === 0 ? (
          <EmptyState title={t('records.empty')} />
        ) : (
          <ul className={styles.list}>
            {page.list.map((record: WalletRequest) => (
              <li key={record.id} className={styles.row}>
                <span>
                  {record.wallet_name} · {formatDate(record.created_at, locale)}
                </span>
                <StateLabel t={t} state={record.state} />
                <span>{t('records.declared', { amount: usd(record.amount_minor, locale) })}</span>
                {record.actual_amount_minor !== null && (
                  <span>{t('records.credited', { amount: usd(record.actual_amount_minor, locale) })}</span>
                )}
                {record.message && <span>{t('records.message', { message: record.message })}</span>}
              </li>
            ))}
          </ul>
        )
      }
    </QueryContent>
  );
}

/** The shopper's withdrawals; a pending one can be recalled after a confirmation. */
export function WithdrawalRecords({ t, locale }: { t: WalletTranslator; locale: string }) {
  const toast = useToast();
  const withdrawals = useGetWithdrawalsQuery({ page: 1, page_size: 20 });
  const [recall, recalling] = useRecallWithdrawalMutation();
  const [target, setTarget] = useState<Withdrawal | null>(null);
  const onConfirm = async () => {
    if (!target) return;
    const done = await recall({ id: target.id });
    setTarget(null);
    if (done.data) toast.show(t('withdraw.recalled'), { tone: 'success' });
  };
  return (
    <>
      <QueryContent
        state={queryState(withdrawals)}
        labels={{ loading: t('loading'), error: t('failed'), retry: t('common:state.retry') }}
      >
        {(page) =>
          page.list.length === 0 ? (
            <EmptyState title={t('withdraw.empty')} />
          ) : (
            <ul className={styles.list}>
              {page.list.map((withdrawal) => (
                <li key={withdrawal.id} className={styles.row}>
                  <span>
                    {usd(withdrawal.amount_minor, locale)} · {withdrawal.wallet_code} ·{' '}
                    {formatDate(withdrawal.created_at, locale)}
                  </span>
                  <StateLabel t={t} state={withdrawal.state} />
                  {withdrawal.message && <span>{t('records.message', { message: withdrawal.message })}</span>}
                  {withdrawal.state === 'pending' && (
                    <Button variant="secondary" size="sm" onClick={() => setTarget(withdrawal)}>
                      {t('withdraw.recall')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
      <ConfirmDialog
        open={target !== null}
        title={t('withdraw.recallTitle')}
        message={t('withdraw.recallBody', { amount: usd(target?.amount_minor ?? 0, locale) })}
        confirmLabel={t('withdraw.recall')}
        cancelLabel={t('withdraw.cancel')}
        confirming={recalling.isLoading}
        onConfirm={() => void onConfirm()}
        onCancel={() => setTarget(null)}
      />
    </>
  );
}
