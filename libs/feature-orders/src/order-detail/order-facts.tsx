import type { ReactNode } from 'react';
import styles from '../shared/orders.module.css';

/** A titled section of label–value pairs. */
export function FactsSection({
  title,
  facts,
}: {
  title: string;
  facts: [label: string, value: ReactNode][];
}) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
