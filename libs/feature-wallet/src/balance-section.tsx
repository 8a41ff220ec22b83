import { type ConversionCurrency, convertMinor, type DisplayCurrency, formatMoney } from '@mall/money';
import type { UserBalance } from '@mall/sdk';
import { QueryContent, type QueryState } from '@mall/ui';
import type { WalletTranslator } from './translator';
import { localeOf, usd } from './money';
import styles from './wallet.module.css';

/** Available, frozen and awaiting-review balances in USD, each with its value in the display currency. */
export function BalanceSection({
  t,
  balance,
  locale,
  currency,
}: {
  t: WalletTranslator;
  balance: QueryState<UserBalance>;
  locale: string;
  /** The shopper's display currency: each USD figure shows its value in it too. */
  currency?: DisplayCurrency & ConversionCurrency;
}) {
  const converted = (minor: number) =>
    currency && currency.code !== 'USD'
      ? t('balance.converted', {
          amount: formatMoney(convertMinor(minor, currency), currency, localeOf(locale)),
        })
      : null;
  const figure = (label: string, minor: number) => (
    <div>
      <dt>{label}</dt>
      <dd className={styles.figure}>
        {usd(minor, locale)}
        {converted(minor) && <span className={styles.converted}> {converted(minor)}</span>}
      </dd>
    </div>
  );
  return (
    <section aria-labelledby="wallet-balance" className={styles.card}>
      <h2 id="wallet-balance">{t('balance.heading')}</h2>
      <QueryContent
        state={balance}
        labels={{ loading: t('loading'), error: t('failed'), retry: t('common:state.retry') }}
      >
        {(data) => (
          <dl className={styles.figures}>
            {figure(t('balance.available'), data.balance_minor)}
            {figure(t('balance.frozen'), data.frozen_minor)}
            {figure(t('balance.pending'), data.pending_minor)}
          </dl>
        )}
      </QueryContent>
    </section>
  );
}
