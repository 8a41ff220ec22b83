import { formatDate } from '@mall/i18n';
import { type LedgerEntryKind, type LedgerEntryType, useGetTransactionDetailsQuery } from '@mall/sdk';
import { Button, EmptyState, QueryContent, queryState } from '@mall/ui';
import { useState } from 'react';
import { usd } from './money';
import type { WalletTranslator } from './translator';
import styles from './wallet.module.css';

export const STATEMENT_PAGE_SIZE = 20;
const kinds: LedgerEntryKind[] = [
  'top_up',
  'payment',
  'refund',
  'withdrawal',
  'recall',
  'transfer_to_merchant',
];

/** Every movement of the balance, newest first, filtered by direction and kind, a page at a time. */
export function StatementSection({ t, language }: { t: WalletTranslator; language: string }) {
  const [type, setType] = useState<LedgerEntryType | ''>('');
  const [kind, setKind] = useState<LedgerEntryKind | ''>('');
  const [page, setPage] = useState(1);
  const details = useGetTransactionDetailsQuery({
    page,
    page_size: STATEMENT_PAGE_SIZE,
    ...(type ? { type } : {}),
    ...(kind ? { kind } : {}),
  });
  return (
    <>
      <div className={styles.filters}>
        <label className={styles.select}>
          {t('details.type')}
          <select
            value={type}
            onChange={(event) => {
              setType(event.target.value as LedgerEntryType | '');
              setPage(1);
            }}
          >
            <option value="">{t('details.all')}</option>
            <option value="income">{t('details.income')}</option>
            <option value="expense">{t('details.expense')}</option>
          </select>
        </label>
        <label className={styles.select}>
          {t('details.kindFilter')}
          <select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as LedgerEntryKind | '');
              setPage(1);
            }}
          >
            <option value="">{t('details.all')}</option>
            {kinds.map((each) => (
              <option key={each} value={each}>
                {t(`details.kind.${each}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryContent
        state={queryState(details)}
        labels={{ loading: t('loading'), error: t('failed'), retry: t('common:state.retry') }}
      >
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState title={t('details.empty')} />
          ) : (
            <>
              <ul className={styles.list}>
                {data.list.map((entry) => (
                  <li key={entry.id} className={styles.row}>
                    <span>
                      {t(`details.kind.${entry.kind}`)} · {formatDate(entry.created_at, language)}
                    </span>
                    <span className={entry.type === 'income' ? styles.income : styles.expense}>
                      {t(`details.${entry.type}`)} {entry.type === 'income' ? '+' : '−'}
                      {usd(entry.amount_minor, language)}
                    </span>
                    <span>
                      {t('details.balanceAfter', { amount: usd(entry.balance_after_minor, language) })}
                    </span>
                    {entry.remark && <span className={styles.remark}>{entry.remark}</span>}
                  </li>
                ))}
              </ul>
              <div className={styles.pager}>
                <Button variant="secondary" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
                  {t('details.previous')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!data.has_more}
                  onClick={() => setPage(page + 1)}
                >
                  {t('details.next')}
                </Button>
              </div>
            </>
          )
        }
      </QueryContent>
    </>
  );
}
