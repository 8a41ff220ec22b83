import { useDocumentTitle } from '@mall/i18n';
import {
  useGetRechargeOptionsQuery,
  useGetUserBalanceQuery,
  useGetUserInfoQuery,
  useGetWalletsQuery,
} from '@mall/sdk';
import { useDisplayCurrency } from '@mall/session';
import { QueryContent, queryState } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { BalanceSection } from './balance-section';
import { RechargeRecords, WithdrawalRecords } from './records';
import { StatementSection } from './statement-section';
import { TopUpSection } from './top-up-section';
import { TransferSection } from './transfer-section';
import { WithdrawSection } from './withdraw-section';
import styles from './wallet.module.css';

/**
 * /pages/mine/wallet (behind RequireSignIn in the app): balance, top up, records, withdraw, a seller's transfer
 * to their shop, and details.
 */
export function WalletPage() {
  const { t, i18n } = useTranslation(['wallet', 'common']);
  useDocumentTitle(t('title'));
  const language = i18n.resolvedLanguage ?? i18n.language;
  const balance = useGetUserBalanceQuery();
  const options = useGetRechargeOptionsQuery();
  const wallets = useGetWalletsQuery();
  const isSeller = useGetUserInfoQuery().data?.is_seller === true;
  const availableMinor = balance.data?.balance_minor ?? 0;
  const { currency } = useDisplayCurrency();
  const labels = { loading: t('loading'), error: t('failed'), retry: t('common:state.retry') };
  const section = (id: string, heading: string, body: React.ReactNode) => (
    <section aria-labelledby={id} className={styles.card}>
      <h2 id={id}>{heading}</h2>
      {body}
    </section>
  );
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <BalanceSection t={t} balance={queryState(balance)} locale={language} currency={currency} />
      {section(
        'wallet-top-up',
        t('topUp.heading'),
        <QueryContent state={queryState(options)} labels={labels}>
          {(data) => <TopUpSection t={t} options={data} locale={language} />}
        </QueryContent>,
      )}
      {section('wallet-records', t('records.heading'), <RechargeRecords t={t} locale={language} />)}
      {section(
        'wallet-withdraw',
        t('withdraw.heading'),
        <QueryContent state={queryState(wallets)} labels={labels}>
          {(data) => (
            <WithdrawSection t={t} currencies={data.list} availableMinor={availableMinor} locale={language} />
          )}
        </QueryContent>,
      )}
      {section('wallet-withdrawals', t('withdraw.records'), <WithdrawalRecords t={t} locale={language} />)}
      {isSeller &&
        section(
          'wallet-transfer',
          t('transfer.heading'),
          <TransferSection t={t} availableMinor={availableMinor} locale={language} />,
        )}
      {section('wallet-details', t('details.heading'), <StatementSection t={t} language={language} />)}
    </div>
  );
}
