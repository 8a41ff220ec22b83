import { type StaffRecharge, useGetPendingRechargesQuery, useGetWalletsQuery } from '@mall/sdk';
import styles from '../shared/staff.module.css';
import { formatUsd } from '../shared/usd';
import { useWhen } from '../shared/use-when';
import { ZoomableImage } from '../zoomable-image/zoomable-image';
import type { EvidenceProps } from '../queues/queue-config';
import { Code, EvidenceSection, Facts, zoomLabels } from './evidence-parts';

const EARLIER_ARGS = { state: 'completed', page_size: 60 } as const;

/** A top-up's evidence (container): the currency's network and the customer's credited top-ups. */
export function RechargeEvidence(props: EvidenceProps<StaffRecharge>) {
  const { item } = props;
  const { data: wallets } = useGetWalletsQuery();
  const network = wallets?.list.find((wallet) => wallet.code === item.wallet_code)?.network;
  const { data: credited } = useGetPendingRechargesQuery(EARLIER_ARGS);
  const earlier = (credited?.list ?? []).filter(
    (other) => other.user.id === item.user.id && other.id !== item.id,
  );
  return <RechargeEvidenceView {...props} network={network} earlier={earlier} />;
}

export interface RechargeEvidenceViewProps extends EvidenceProps<StaffRecharge> {
  /** The network of the top-up's currency, once known. */
  network?: string;
  /** The customer's other top-ups already credited. */
  earlier: StaffRecharge[];
}

/** A top-up's proof picture, large, and what the customer declared, with their other top-ups. */
export function RechargeEvidenceView({ item, t, locale, network, earlier }: RechargeEvidenceViewProps) {
  const when = useWhen();
  return (
    <div className={styles.evidence}>
      <EvidenceSection title={t('recharge.proof')}>
        <ZoomableImage
          src={item.proof_url}
          alt={t('recharge.proofAlt', { id: item.id })}
          labels={zoomLabels(t)}
        />
      </EvidenceSection>
      <div className={styles.evidenceSide}>
        <EvidenceSection title={t('recharge.declared')}>
          <p className={styles.figure}>{formatUsd(item.declared_amount_minor, locale)}</p>
          <Facts
            items={[
              [t('recharge.currency'), network ? `${item.wallet_code} · ${network}` : item.wallet_code],
              [t('recharge.transactionId'), <Code key="tx">{item.transaction_id}</Code>],
              [t('task.customer'), `${item.user.name} · ${item.user.email}`],
              [t('task.submitted'), when(item.created_at)],
              [t('recharge.recent'), t('recharge.recentCount', { count: item.recent_submission_count })],
              item.remark !== '' && [t('recharge.remark'), item.remark],
              item.actual_amount_minor !== null && [
                t('recharge.credited'),
                formatUsd(item.actual_amount_minor, locale),
              ],
              item.message !== null && [t('task.message'), item.message],
            ]}
          />
        </EvidenceSection>
        <EvidenceSection title={t('recharge.earlier')}>
          {earlier.length === 0 ? (
            <p className={styles.muted}>{t('recharge.noEarlier')}</p>
          ) : (
            <ul className={styles.history}>
              {earlier.map((other) => (
                <li key={other.id}>
                  <span>{when(other.created_at)}</span>
                  <span>{formatUsd(other.actual_amount_minor ?? other.declared_amount_minor, locale)}</span>
                  <span>{other.wallet_code}</span>
                </li>
              ))}
            </ul>
          )}
        </EvidenceSection>
      </div>
    </div>
  );
}
