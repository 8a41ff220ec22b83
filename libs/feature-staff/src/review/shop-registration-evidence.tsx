import type { StaffShopRegistration } from '@mall/sdk';
import styles from '../shared/staff.module.css';
import { useWhen } from '../shared/use-when';
import { ZoomableImage } from '../zoomable-image/zoomable-image';
import type { EvidenceProps } from '../queues/queue-config';
import { EvidenceSection, Facts, zoomLabels } from './evidence-parts';

/** A shop's registration: both sides of the ID document side by side, the contact and the address. */
export function ShopRegistrationEvidence({ item, t }: EvidenceProps<StaffShopRegistration>) {
  const when = useWhen();
  const labels = zoomLabels(t);
  return (
    <div className={styles.stackedEvidence}>
      <EvidenceSection title={t('registration.idDocument')}>
        <div className={styles.pair}>
          <figure className={styles.figureBox}>
            <ZoomableImage src={item.id_front_url} alt={t('registration.idFront')} labels={labels} />
            <figcaption>{t('registration.idFront')}</figcaption>
          </figure>
          <figure className={styles.figureBox}>
            <ZoomableImage src={item.id_back_url} alt={t('registration.idBack')} labels={labels} />
            <figcaption>{t('registration.idBack')}</figcaption>
          </figure>
        </div>
      </EvidenceSection>
      <div className={styles.pair}>
        <EvidenceSection title={t('registration.contact')}>
          <Facts
            items={[
              [t('registration.shopName'), item.shop_name],
              [t('registration.contactName'), item.contact_name],
              [t('registration.contactPhone'), item.contact_phone],
              [t('task.customer'), `${item.user.name} · ${item.user.email}`],
              [t('task.submitted'), when(item.created_at)],
              item.staff_message !== null && [t('task.message'), item.staff_message],
            ]}
          />
        </EvidenceSection>
        <EvidenceSection title={t('registration.address')}>
          <address className={styles.address}>
            {item.street}
            <br />
            {[item.postcode, item.city].filter(Boolean).join(' ')}
            <br />
            {[item.state, item.country].filter(Boolean).join(', ')}
          </address>
          {item.description !== '' && <p className={styles.longText}>{item.description}</p>}
        </EvidenceSection>
      </div>
    </div>
  );
}
