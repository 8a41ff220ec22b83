import { cryptoAddressProblem, isAbaRoutingNumber } from '@mall/payment-details';
import { type StaffWithdrawal, useGetWalletsQuery } from '@mall/sdk';
import styles from '../shared/staff.module.css';
import { formatUsd } from '../shared/usd';
import { useWhen } from '../shared/use-when';
import type { EvidenceProps } from '../queues/queue-config';
import { Code, EvidenceSection, Facts } from './evidence-parts';

/** A withdrawal's evidence (container): the network of the wallet currency paid out in. */
export function WithdrawalEvidence(props: EvidenceProps<StaffWithdrawal>) {
  const { data: wallets } = useGetWalletsQuery();
  const code = props.item.wallet_code;
  const network = code === null ? undefined : wallets?.list.find((wallet) => wallet.code === code)?.network;
  return <WithdrawalEvidenceView {...props} network={network} />;
}

/** A withdrawal's destination with its checks, the amount, and the customer's balance behind it. */
export function WithdrawalEvidenceView({
  item,
  t,
  locale,
  network,
}: EvidenceProps<StaffWithdrawal> & { network?: string }) {
  const when = useWhen();
  const problem =
    item.method === 'wallet' && item.address !== null && network !== undefined
      ? cryptoAddressProblem(network, item.address)
      : undefined;
  const check =
    problem === undefined
      ? null
      : problem === null
        ? { ok: true, text: t('withdrawal.checksumValid') }
        : { ok: false, text: t(`withdrawal.problem.${problem}`) };
  return (
    <div className={styles.evidence}>
      <EvidenceSection title={t('withdrawal.destination')}>
        {item.method === 'wallet' ? (
          <Facts
            items={[
              [
                t('withdrawal.currency'),
                network ? `${item.wallet_code} · ${network}` : (item.wallet_code ?? ''),
              ],
              [t('withdrawal.address'), <Code key="address">{item.address ?? ''}</Code>],
              check && [
                t('withdrawal.checksum'),
                <span key="check" className={check.ok ? styles.good : styles.bad}>
                  {check.text}
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
              item.message !== null && [t('task.message'), item.message],
            ]}
          />
        </EvidenceSection>
      </div>
    </div>
  );
}
