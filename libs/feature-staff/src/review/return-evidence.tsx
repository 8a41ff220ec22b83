import type { GetStaffReturnDetailData } from '@mall/sdk';
import type { EvidenceProps } from '../queues/queue-config';
import styles from '../shared/staff.module.css';
import { formatUsd } from '../shared/usd';
import { useWhen } from '../shared/use-when';
import { ZoomableImage } from '../zoomable-image/zoomable-image';
import { EvidenceSection, Facts, ItemLine, zoomLabels } from './evidence-parts';

/** A return request: the shopper's reason and pictures, the item and its order. */
export function ReturnEvidence({ detail, t, locale }: EvidenceProps<GetStaffReturnDetailData>) {
  const when = useWhen();
  const labels = zoomLabels(t);
  const { return: request, order, item, contact } = detail;
  return (
    <div className={styles.evidence}>
      <div className={styles.evidenceSide}>
        <EvidenceSection title={t('return.reason')}>
          <p className={styles.longText}>{request.reason}</p>
          {request.picture_urls.length > 0 ? (
            <div className={styles.gallery}>
              {request.picture_urls.map((src, index) => (
                <ZoomableImage
                  key={src}
                  src={src}
                  alt={t('return.pictureAlt', { index: index + 1, count: request.picture_urls.length })}
                  labels={labels}
                />
              ))}
            </div>
          ) : (
            <p className={styles.muted}>{t('return.noPictures')}</p>
          )}
        </EvidenceSection>
        <EvidenceSection title={t('return.item')}>
          <ItemLine
            item={{
              image: item.image,
              name: item.name,
              unitPriceMinor: item.unit_price_minor,
              quantity: item.quantity,
            }}
            t={t}
            locale={locale}
          />
        </EvidenceSection>
      </div>
      <div className={styles.evidenceSide}>
        <EvidenceSection title={t('return.refund')}>
          <p className={styles.figure}>{formatUsd(request.amount_minor, locale)}</p>
          <Facts
            items={[
              [t('return.quantity'), String(request.quantity)],
              [t('task.customer'), `${contact.name} · ${contact.email}`],
              [t('task.submitted'), when(request.created_at)],
              request.message !== null && [t('task.message'), request.message],
            ]}
          />
        </EvidenceSection>
        <EvidenceSection title={t('return.order')}>
          <Facts
            items={[
              [t('return.orderNumber'), order.order_sn],
              [t('return.shop'), order.shop_name],
              [t('return.total'), formatUsd(order.total_minor, locale)],
              [
                t('return.payment'),
                [
                  t(`return.paymentStates.${order.payment_state}` as 'return.paymentStates.paid', {
                    defaultValue: order.payment_state,
                  }),
                  order.payment_method &&
                    t(`return.methods.${order.payment_method}` as 'return.methods.wallet', {
                      defaultValue: order.payment_method,
                    }),
                ]
                  .filter(Boolean)
                  .join(' · '),
              ],
              [
                t('return.delivery'),
                t(`return.deliveryStates.${order.delivery_state}` as 'return.deliveryStates.delivered', {
                  defaultValue: order.delivery_state,
                }),
              ],
              [t('return.ordered'), when(order.created_at)],
            ]}
          />
        </EvidenceSection>
      </div>
    </div>
  );
}
