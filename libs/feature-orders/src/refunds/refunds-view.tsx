import { useFormatDate } from '@mall/i18n';
import type { GetRefundsData, Refund, RefundState } from '@mall/sdk';
import { ConfirmDialog, EmptyState, QueryContent, type QueryState } from '@mall/ui';
import { useState } from 'react';
import type { OrdersT } from '../shared/i18n';
import type { Money } from '../shared/money';
import styles from '../shared/orders.module.css';
import { ListPages } from '../views/list-pages';
import { ListSkeleton } from '../views/list-skeleton';
import { StateTabs } from '../views/state-tabs';
import { RefundCard } from './refund-card';

/** The return-state tabs after "All". */
export const refundTabs = [
  'pending',
  'approved',
  'refunded',
  'refused',
  'cancelled',
] as const satisfies readonly RefundState[];

export interface RefundsViewProps {
  t: OrdersT;
  tab: RefundState | undefined;
  refunds: QueryState<GetRefundsData>;
  page: number;
  money: Money;
  /** What the last withdrawal did, announced politely. */
  notice: string | undefined;
  onTabChange: (tab: RefundState | undefined) => void;
  onPageChange: (page: number) => void;
  /** Resolves true when the return was withdrawn. */
  onWithdraw: (refund: Refund) => Promise<boolean>;
}

const REQUEST_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** /pages/mine/refund_sent: the shopper's returns by state, each withdrawable while pending. */
export function RefundsView({
  t,
  tab,
  refunds,
  page,
  money,
  notice,
  onTabChange,
  onPageChange,
  onWithdraw,
}: RefundsViewProps) {
  const formatDate = useFormatDate(REQUEST_DATE);
  const [withdrawing, setWithdrawing] = useState<Refund>();
  const [busy, setBusy] = useState(false);
  const confirmWithdraw = async () => {
    setBusy(true);
    const done = await onWithdraw(withdrawing!);
    setBusy(false);
    if (done) setWithdrawing(undefined);
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('refunds.title')}</h1>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <StateTabs
        label={t('refunds.tabs')}
        tabs={refundTabs}
        selected={tab}
        tabLabel={(id) => (id === 'all' ? t('refunds.all') : t(`refunds.states.${id}`))}
        onSelect={onTabChange}
      >
        <QueryContent
          state={refunds}
          labels={{
            loading: t('refunds.loading'),
            error: t('refunds.failed'),
            retry: t('common:state.retry'),
          }}
          placeholder={<ListSkeleton />}
          isEmpty={(data) => data.list.length === 0 && page === 1}
          empty={<EmptyState title={t(`refunds.empty.${tab ?? 'all'}`)} />}
        >
          {(data) => (
            <>
              <ul className={styles.list}>
                {data.list.map((refund) => (
                  <li key={refund.id}>
                    <RefundCard
                      t={t}
                      refund={refund}
                      money={money}
                      formatDate={formatDate}
                      onWithdraw={setWithdrawing}
                    />
                  </li>
                ))}
              </ul>
              <ListPages
                t={t}
                label={t('refunds.pages')}
                totalLabel={(total) => t('refunds.total', { total })}
                page={page}
                total={data.total}
                pageSize={data.page_size}
                onPageChange={onPageChange}
              />
            </>
          )}
        </QueryContent>
      </StateTabs>
      <ConfirmDialog
        open={withdrawing !== undefined}
        tone="danger"
        title={t('refunds.withdraw.title')}
        message={t('refunds.withdraw.message')}
        confirmLabel={t('refunds.withdraw.confirm')}
        cancelLabel={t('refunds.withdraw.keep')}
        confirming={busy}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setWithdrawing(undefined)}
      />
    </div>
  );
}
