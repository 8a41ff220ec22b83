import type { ReactNode } from 'react';
import styles from '../shared/staff.module.css';
import type { StaffTranslator } from '../shared/translator';
import { formatUsd } from '../shared/usd';
import type { ZoomableImageLabels } from '../zoomable-image/zoomable-image';

/** The zoomable picture's words in the reader's language. */
export const zoomLabels = (t: StaffTranslator): ZoomableImageLabels => ({
  open: t('zoom.open'),
  zoomIn: t('zoom.in'),
  zoomOut: t('zoom.out'),
  close: t('zoom.close'),
  zoom: (percent) => t('zoom.level', { percent }),
});

/** Label–value pairs of a task, dense on a desktop, one under another on a phone. */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode] | false | null)[] }) {
  return (
    <dl className={styles.facts}>
      {items.map(
        (item) =>
          item && (
            <div key={item[0]} className={styles.fact}>
              <dt>{item[0]}</dt>
              <dd>{item[1]}</dd>
            </div>
          ),
      )}
    </dl>
  );
}

/** A titled part of the evidence. */
export function EvidenceSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.evidenceSection}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** Text shown exactly as typed (a transaction id, an address), selectable and never translated. */
export const Code = ({ children }: { children: string }) => (
  <code className={styles.code} translate="no">
    {children}
  </code>
);

/** An ordered item: its picture, its name (in `lang` when given) and unit price × quantity. */
export function ItemLine({
  item,
  t,
  locale,
}: {
  item: { image: string; name: string; lang?: string; unitPriceMinor: number; quantity: number };
  t: StaffTranslator;
  locale: string;
}) {
  return (
    <div className={styles.itemRow}>
      <img src={item.image} alt="" className={styles.thumb} />
      <div>
        <p className={styles.figureName} lang={item.lang}>
          {item.name}
        </p>
        <p className={styles.muted}>
          {t('return.itemLine', { price: formatUsd(item.unitPriceMinor, locale), quantity: item.quantity })}
        </p>
      </div>
    </div>
  );
}
