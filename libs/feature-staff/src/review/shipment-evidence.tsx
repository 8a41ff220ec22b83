import { bcp47, isLanguage } from '@mall/i18n';
import type { GetStaffShipmentDetailData } from '@mall/sdk';
import type { EvidenceProps } from '../queues/queue-config';
import styles from '../shared/staff.module.css';
import { formatUsd } from '../shared/usd';
import { useWhen } from '../shared/use-when';
import { Code, EvidenceSection, Facts, ItemLine } from './evidence-parts';

/**
 * An order to ship: where it goes and to whom, what to pack, and how it is paid — on cash on delivery, what the
 * carrier collects at the door.
 */
export function ShipmentEvidence({ detail: order, t, locale }: EvidenceProps<GetStaffShipmentDetailData>) {
  const when = useWhen();
  const { address } = order;
  const cashOnDelivery = order.payment_method === 'cod' && order.payment_state === 'unpaid';
  const method = t(`return.methods.${order.payment_method ?? 'none'}` as 'return.methods.wallet', {
    defaultValue: order.payment_method ?? '',
  });
  return (
    <div className={styles.evidence}>
      <div className={styles.evidenceSide}>
        <EvidenceSection title={t('ship.address')}>
          <Facts
            items={[
              [t('ship.recipient'), address.name],
              [t('ship.phone'), <Code key="phone">{address.telephone}</Code>],
              [
                t('ship.addressLine'),
                <span key="address" translate="no" className={styles.longText}>
                  {[
                    address.street,
                    `${address.postcode} ${address.city}`.trim(),
                    address.state,
                    address.country,
                  ]
                    .filter((part) => part !== '')
                    .join('\n')}
                </span>,
              ],
              [
                t('ship.option'),
                <span key="option" lang={tagOf(order.arrival_method.name.lang)}>
                  {order.arrival_method.name.text}
                </span>,
              ],
              order.remark !== '' && [t('ship.remark'), order.remark],
            ]}
          />
        </EvidenceSection>
        <EvidenceSection title={t('ship.items')}>
          <ul className={styles.plainList}>
            {order.items.map((item) => (
              <li key={item.item_id}>
                <ItemLine
                  item={{
                    image: item.image,
                    name: item.name.text,
                    lang: tagOf(item.name.lang),
                    unitPriceMinor: item.unit_price_minor,
                    quantity: item.quantity,
                  }}
                  t={t}
                  locale={locale}
                />
              </li>
            ))}
          </ul>
        </EvidenceSection>
      </div>
      <div className={styles.evidenceSide}>
        <EvidenceSection title={t('ship.order')}>
          <p className={styles.figure}>{formatUsd(order.total_minor, locale)}</p>
          {cashOnDelivery && (
            <p className={styles.notice}>
              {t('ship.collect', { amount: formatUsd(order.total_minor, locale) })}
            </p>
          )}
          <Facts
            items={[
              [t('return.orderNumber'), <Code key="sn">{order.order_sn}</Code>],
              [t('return.shop'), order.shop.name],
              [t('task.customer'), `${order.customer.name} · ${order.customer.email}`],
              [
                t('return.payment'),
                [
                  t(`return.paymentStates.${order.payment_state}` as 'return.paymentStates.paid', {
                    defaultValue: order.payment_state,
                  }),
                  method,
                ]
                  .filter(Boolean)
                  .join(' · '),
              ],
              [t('return.ordered'), when(order.created_at)],
            ]}
          />
        </EvidenceSection>
      </div>
    </div>
  );
}

const tagOf = (lang: string) => (isLanguage(lang) ? bcp47(lang) : lang);
