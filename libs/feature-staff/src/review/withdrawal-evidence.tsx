import { cryptoAddressProblem, isAbaRoutingNumber } from '@mall/payment-details';
import type { GetStaffWithdrawalDetailData } from '@mall/sdk';
import type { EvidenceProps } from '../queues/queue-config';
import styles from '../shared/staff.module.css';
import { formatUsd } from '../shared/usd';
import { useWhen } from '../shared/use-when';
import { Code, EvidenceSection, Facts } from './evidence-parts';

/** A withdrawal's destination with its checks, the amount, and the customer's balance history behind it. */
export function WithdrawalEvidence({ detail, t, locale }: EvidenceProps<GetStaffWithdrawalDetailData>) {
  const when = useWhen();
  const { withdrawal: item, network, ledger } = detail;
  // The server's verdict decides; the reason is named in the reader's language from the same check.
  const problem =
    item.method === 'wallet' && item.address !== null && !detail.address_valid
      ? (cryptoAddressProblem(network, item.address) ?? 'checksum')
      : null;
  return (
    <div className={styles.evidence}>
      <div className={styles.evidenceSide}>
        <EvidenceSection title={t('withdrawal.destination')}>
          {item.method === 'wallet' ? (
            <Facts
              items={[
                [t('withdrawal.currency'), `${item.wallet_code ?? ''} · ${network}`],
                [t('withdrawal.address'), <Code key="address">{item.address ?? ''}</Code>],
                [
                  t('withdrawal.checksum'),
                  <span key="check" className={problem ? styles.bad : styles.good}>
                    {problem ? t(`withdrawal.problem.${problem}`) : t('withdrawal.checksumValid')}
                  </span>,
                ],
              ]}
            />
          ) : (
            <Facts
              items={[
                [t('withdrawal.bank'), item.bank_name ?? ''],
                [t('withdrawal.accountName'), item.account_name ?? ''],
                [t('withdrawal.accountNumber'), <Code key="number">{item.account_number ?? ''}</Code>],
                item.routing_number !== null && [
                  t('withdrawal.routing'),
                  <span
                    key="routing"
                    className={isAbaRoutingNumber(item.routing_number) ? styles.good : styles.bad}
                  >
                    {item.routing_number}{' '}
                    {isAbaRoutingNumber(item.routing_number)
                      ? t('withdrawal.checksumValid')
                      : t('withdrawal.problem.checksum')}
                  </span>,
                ],
              ]}
            />
          )}
        </EvidenceSection>
        <EvidenceSection title={t('withdrawal.history')}>
          {ledger.length === 0 ? (
            <p className={styles.muted}>{t('withdrawal.noHistory')}</p>
          ) : (
            <table className={styles.table}>
              <caption className={styles.caption}>{t('withdrawal.history')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('withdrawal.when')}</th>
                  <th scope="col">{t('withdrawal.what')}</th>
                  <th scope="col" className={styles.numeric}>
                    {t('withdrawal.change')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {ledger.map((entry) => (
                  <tr key={`${entry.journal_id}-${entry.account}`}>
                    <td data-label={t('withdrawal.when')}>{when(entry.at)}</td>
                    <td data-label={t('withdrawal.what')}>
                      {t(`ledger.${entry.account}`)} ·{' '}
                      {/* A kind added on the server before its name here still shows, as its code. */}
                      {t(`journal.${entry.journal_kind}`, { defaultValue: entry.journal_kind })}
                    </td>
                    <td data-label={t('withdrawal.change')} className={styles.numeric}>
                      {formatUsd(entry.amount_minor, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </EvidenceSection>
      </div>
      <div className={styles.evidenceSide}>
        <EvidenceSection title={t('withdrawal.amount')}>
          <p className={styles.figure}>{formatUsd(item.amount_minor, locale)}</p>
          <Facts
            items={[
              [t('withdrawal.fee'), formatUsd(item.fee_minor, locale)],
              [t('withdrawal.balance'), formatUsd(item.balance_minor, locale)],
              [t('withdrawal.frozen'), formatUsd(item.frozen_minor, locale)],
              [t('task.customer'), `${item.user.name} · ${item.user.email}`],
              [t('task.submitted'), when(item.created_at)],
              item.remark !== '' && [t('withdrawal.remark'), item.remark],
              detail.payout_transaction_id !== null && [
                t('withdrawal.payoutId'),
                <Code key="payout">{detail.payout_transaction_id}</Code>,
              ],
              item.message !== null && [t('task.message'), item.message],
            ]}
          />
        </EvidenceSection>
      </div>
    </div>
  );
}
