import type { GetStaffShopRegistrationDetailData, StaffShopRegistration } from '@mall/sdk';
import type { EvidenceProps } from '../queues/queue-config';
import styles from '../shared/staff.module.css';
import type { StaffTranslator } from '../shared/translator';
import { useWhen } from '../shared/use-when';
import { ZoomableImage } from '../zoomable-image/zoomable-image';
import { EvidenceSection, Facts, zoomLabels } from './evidence-parts';

/** Both sides of the applicant's ID document, side by side, each zoomable. */
export function IdDocuments({
  registration,
  t,
}: {
  registration: StaffShopRegistration;
  t: StaffTranslator;
}) {
  const labels = zoomLabels(t);
  return (
    <EvidenceSection title={t('registration.idDocument')}>
      <div className={styles.pair}>
        <figure className={styles.figureBox}>
          <ZoomableImage src={registration.id_front_url} alt={t('registration.idFront')} labels={labels} />
          <figcaption>{t('registration.idFront')}</figcaption>
        </figure>
        <figure className={styles.figureBox}>
          <ZoomableImage src={registration.id_back_url} alt={t('registration.idBack')} labels={labels} />
          <figcaption>{t('registration.idBack')}</figcaption>
        </figure>
      </div>
    </EvidenceSection>
  );
}

/** The shop's postal address as the applicant wrote it. */
export function ShopAddress({ registration }: { registration: StaffShopRegistration }) {
  return (
    <address className={styles.address}>
      {registration.street}
      <br />
      {[registration.postcode, registration.city].filter(Boolean).join(' ')}
      <br />
      {[registration.state, registration.country].filter(Boolean).join(', ')}
    </address>
  );
}

/** A shop's registration: both sides of the ID document side by side, the contact and the address. */
export function ShopRegistrationEvidence({ detail, t }: EvidenceProps<GetStaffShopRegistrationDetailData>) {
  const when = useWhen();
  const { registration: item, contact } = detail;
  return (
    <div className={styles.stackedEvidence}>
      <IdDocuments registration={item} t={t} />
      <div className={styles.pair}>
        <EvidenceSection title={t('registration.contact')}>
          <Facts
            items={[
              [t('registration.shopName'), item.shop_name],
              [t('registration.contactName'), item.contact_name],
              [t('registration.contactPhone'), item.contact_phone],
              [t('task.customer'), `${contact.name} · ${contact.email}`],
              [t('task.submitted'), when(item.created_at)],
              item.staff_message !== null && [t('task.message'), item.staff_message],
            ]}
          />
        </EvidenceSection>
        <EvidenceSection title={t('registration.address')}>
          <ShopAddress registration={item} />
          {item.description !== '' && <p className={styles.longText}>{item.description}</p>}
        </EvidenceSection>
      </div>
    </div>
  );
}
