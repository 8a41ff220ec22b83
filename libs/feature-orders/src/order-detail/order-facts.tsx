import { Card } from '@mall/ui';
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
    <Card size="compact" title={title}>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
