import type { SalesPeriod, SellerSales } from '@mall/sdk';
import { Card, EmptyState, QueryContent, type QueryState } from '@mall/ui';
import styles from '../shared/panel.module.css';
import { queryLabels } from '../shared/query-labels';
import type { PanelTranslator } from '../shared/translator';
import { formatUsd } from '../shared/usd';
import { DailyChart } from './daily-chart';
import own from './sales.module.css';

export interface SalesViewProps {
  t: PanelTranslator;
  sales: QueryState<SellerSales>;
  /** BCP 47 locale for numbers and dates. */
  locale: string;
}

/** "2026-01" as "January 2026" in the reader's language. */
const monthName = (month: string, locale: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  });

function Period({
  t,
  title,
  period,
  locale,
}: {
  t: PanelTranslator;
  title: string;
  period: SalesPeriod;
  locale: string;
}) {
  return (
    <Card title={`${title} · ${monthName(period.month, locale)}`}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('sales.revenue')}</dt>
          <dd className={styles.figure}>{formatUsd(period.revenue_minor, locale)}</dd>
        </div>
        <div>
          <dt>{t('sales.orders')}</dt>
          <dd className={styles.figure}>{period.order_count.toLocaleString(locale)}</dd>
        </div>
        <div>
          <dt>{t('sales.itemsSold')}</dt>
          <dd className={styles.figure}>{period.items_sold.toLocaleString(locale)}</dd>
        </div>
      </dl>
    </Card>
  );
}

/** This month and last month side by side, and this month day by day. */
export function SalesView({ t, sales, locale }: SalesViewProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('sales.title')}</h1>
      <QueryContent state={sales} labels={queryLabels(t, t('sales.loading'))} className={styles.stack}>
        {(data) => (
          <>
            <div className={own.periods}>
              <Period t={t} title={t('sales.thisMonth')} period={data.this_month} locale={locale} />
              <Period t={t} title={t('sales.lastMonth')} period={data.last_month} locale={locale} />
            </div>
            <Card>
              {data.daily.some((day) => day.revenue_minor > 0) ? (
                <DailyChart
                  t={t}
                  daily={data.daily}
                  month={monthName(data.this_month.month, locale)}
                  locale={locale}
                />
              ) : (
                <EmptyState title={t('sales.noSales')} />
              )}
            </Card>
          </>
        )}
      </QueryContent>
    </div>
  );
}
