import { cx } from '../internal/class-names';
import hidden from '../internal/visually-hidden.module.css';
import styles from './price.module.css';

export type PriceSize = 'sm' | 'md' | 'lg';

export interface PriceProps {
  /** The price, already formatted (symbol, rate, decimals) by @mall/money: no maths here. */
  amount: string;
  /** The original price, struck through, already formatted. */
  listAmount?: string;
  /** Words read before the struck-through price, e.g. "Original price:" (translated). */
  listLabel?: string;
  /** The amount is converted into another currency, hence approximate: shows "≈" with this explanation. */
  approximateLabel?: string;
  size?: PriceSize;
  className?: string;
}

export function Price({
  amount,
  listAmount,
  listLabel,
  approximateLabel,
  size = 'md',
  className,
}: PriceProps) {
  return (
    <span className={cx(styles.price, styles[size], className)} title={approximateLabel}>
      {approximateLabel && (
        <>
          <span className={styles.approximate} aria-hidden="true">
            ≈
          </span>
          <span className={hidden.visuallyHidden}>{approximateLabel} </span>
        </>
      )}
      <span className={styles.amount}>{amount}</span>
      {listAmount && (
        <s className={styles.list}>
          {listLabel && <span className={hidden.visuallyHidden}>{listLabel} </span>}
          {listAmount}
        </s>
      )}
    </span>
  );
}
