import type { GetStaffRechargeDetailData } from '@mall/sdk';
import type { EvidenceProps } from '../queues/queue-config';
import styles from '../shared/staff.module.css';
import { formatUsd } from '../shared/usd';
import { useWhen } from '../shared/use-when';
import { ZoomableImage } from '../zoomable-image/zoomable-image';
import { Code, EvidenceSection, Facts, zoomLabels } from './evidence-parts';

/** A top-up's proof picture, large, and what the customer declared, with their earlier top-ups. */
export function RechargeEvidence({ detail, t, locale }: EvidenceProps<GetStaffRechargeDetailData>) {
  const when = useWhen();
  const { recharge: item, network, earlier } = detail;
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
                  <span className={styles.numeric}>
                    {formatUsd(other.actual_amount_minor ?? other.declared_amount_minor, locale)}
                  </span>
                  <span>{t(`states.${other.state}` as 'states.pending', { defaultValue: other.state })}</span>
                </li>
              ))}
            </ul>
          )}
        </EvidenceSection>
      </div>
    </div>
  );
}
