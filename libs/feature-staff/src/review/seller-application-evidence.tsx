import type { GetStaffSellerApplicationDetailData } from '@mall/sdk';
import type { EvidenceProps } from '../queues/queue-config';
import styles from '../shared/staff.module.css';
import { useWhen } from '../shared/use-when';
import { EvidenceSection, Facts } from './evidence-parts';
import { IdDocuments, ShopAddress } from './shop-registration-evidence';

/** Who wants to sell, under which shop name and why, with their shop registration's ID documents when filed. */
export function SellerApplicationEvidence({ detail, t }: EvidenceProps<GetStaffSellerApplicationDetailData>) {
  const when = useWhen();
  const { application: item, contact, shop_registration: registration } = detail;
  return (
    <div className={styles.stackedEvidence}>
      <div className={styles.pair}>
        <EvidenceSection title={t('application.reason')}>
          <p className={styles.longText}>{item.reason}</p>
        </EvidenceSection>
        <EvidenceSection title={t('application.applicant')}>
          <Facts
            items={[
              [t('application.shopName'), item.shop_name],
              [t('task.customer'), contact.name],
              [t('task.email'), contact.email],
              contact.phone !== '' && [t('task.phone'), contact.phone],
              [t('task.submitted'), when(item.created_at)],
              item.message !== null && [t('task.message'), item.message],
            ]}
          />
        </EvidenceSection>
      </div>
      {registration ? (
        <>
          <IdDocuments registration={registration} t={t} />
          <EvidenceSection title={t('registration.address')}>
            <ShopAddress registration={registration} />
          </EvidenceSection>
        </>
      ) : (
        <p className={styles.muted}>{t('application.noRegistration')}</p>
      )}
    </div>
  );
}
