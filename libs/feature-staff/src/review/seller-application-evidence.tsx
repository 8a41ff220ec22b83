import type { StaffSellerApplication } from '@mall/sdk';
import styles from '../shared/staff.module.css';
import { useWhen } from '../shared/use-when';
import type { EvidenceProps } from '../queues/queue-config';
import { EvidenceSection, Facts } from './evidence-parts';

/** Who wants to sell, under which shop name, and why. */
export function SellerApplicationEvidence({ item, t }: EvidenceProps<StaffSellerApplication>) {
  const when = useWhen();
  return (
    <div className={styles.evidence}>
      <EvidenceSection title={t('application.reason')}>
        <p className={styles.longText}>{item.reason}</p>
      </EvidenceSection>
      <div className={styles.evidenceSide}>
        <EvidenceSection title={t('application.applicant')}>
          <Facts
            items={[
              [t('application.shopName'), item.shop_name],
              [t('task.customer'), item.user.name],
              [t('task.email'), item.user.email],
              [t('task.submitted'), when(item.created_at)],
              item.message !== null && [t('task.message'), item.message],
            ]}
          />
        </EvidenceSection>
      </div>
    </div>
  );
}
