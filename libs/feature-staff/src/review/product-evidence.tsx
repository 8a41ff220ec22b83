import type { StaffProduct } from '@mall/sdk';
import styles from '../shared/staff.module.css';
import { formatUsd } from '../shared/usd';
import { useWhen } from '../shared/use-when';
import { ZoomableImage } from '../zoomable-image/zoomable-image';
import type { EvidenceProps } from '../queues/queue-config';
import { EvidenceSection, Facts, zoomLabels } from './evidence-parts';

/** A product awaiting approval: its pictures, name, price and stock, and the shop selling it. */
export function ProductEvidence({ item, t, locale }: EvidenceProps<StaffProduct>) {
  const when = useWhen();
  const labels = zoomLabels(t);
  const pictures = item.images.length > 0 ? item.images : [item.image].filter(Boolean);
  return (
    <div className={styles.evidence}>
      <EvidenceSection title={t('product.pictures')}>
        <div className={styles.gallery}>
          {pictures.map((src, index) => (
            <ZoomableImage
              key={src}
              src={src}
              alt={t('product.pictureAlt', { index: index + 1, count: pictures.length })}
              labels={labels}
            />
          ))}
        </div>
      </EvidenceSection>
      <div className={styles.evidenceSide}>
        <EvidenceSection title={t('product.details')}>
          <p className={styles.figureName} lang={item.name.lang}>
            {item.name.text}
          </p>
          <Facts
            items={[
              [t('product.price'), formatUsd(item.price_minor, locale)],
              [t('product.stock'), String(item.stock)],
              [t('product.shop'), item.shop.name],
              [t('task.submitted'), when(item.created_at)],
              item.review_message !== null && [t('task.message'), item.review_message],
            ]}
          />
        </EvidenceSection>
      </div>
    </div>
  );
}
