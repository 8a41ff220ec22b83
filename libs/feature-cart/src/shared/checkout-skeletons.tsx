import { pageBarRef, Skeleton } from '@mall/ui';
import styles from './checkout.module.css';

/**
 * Checkout's loading states: outlines of the final layout, box for box (the same cards, rows and choices with their
 * padding and borders), so that nothing below moves when the answer replaces them. A QueryContent placeholder gives
 * them their busy role and name; they are hidden from assistive technology themselves.
 */

/** Class names, the missing ones left out. */
const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

type Width = 'short' | 'medium' | 'long' | 'full';

const widthClass: Record<Width, string | undefined> = {
  short: styles.skeletonShort,
  medium: styles.skeletonMedium,
  long: styles.skeletonLong,
  full: undefined,
};

/** One line of text still loading: as tall as the line of text it stands for, in the font size of `className`. */
function TextLine({ width = 'full', className }: { width?: Width; className?: string }) {
  return (
    <div className={cx(styles.skeletonText, className)}>
      <Skeleton className={widthClass[width]} />
    </div>
  );
}

/** A label and its value on one row (a line of an order, a total). */
function AmountRow({ width = 'long', className }: { width?: Width; className?: string }) {
  return (
    <div className={cx(styles.row, className)}>
      <TextLine width={width} className={styles.skeletonGrow} />
      <TextLine className={styles.skeletonAmount} />
    </div>
  );
}

/** A choice box (a delivery option, a payment method) with `lines` lines of text beside its radio button. */
function ChoiceSkeleton({ lines }: { lines: number }) {
  return (
    <div className={styles.choice}>
      <Skeleton shape="square" className={styles.skeletonRadio} />
      <div className={styles.choiceText}>
        {Array.from({ length: lines }, (_, index) => (
          <TextLine key={index} width={index === 0 ? 'medium' : 'long'} />
        ))}
      </div>
    </div>
  );
}

/** A legend over choice boxes, each with the number of lines of text in `lines`. */
function ChoicesSkeleton({ lines }: { lines: readonly number[] }) {
  return (
    <div className={styles.choices}>
      <TextLine width="medium" className={styles.skeletonLegend} />
      {lines.map((count, index) => (
        <ChoiceSkeleton key={index} lines={count} />
      ))}
    </div>
  );
}

/** The sticky bar at the bottom: the amount to pay (on the delivery step) and the button. */
function CheckoutBarSkeleton({ amount }: { amount: boolean }) {
  return (
    <div ref={pageBarRef} className={styles.checkoutBar}>
      {amount ? <TextLine width="medium" className={styles.skeletonGrow} /> : <div />}
      <Skeleton className={cx(styles.skeletonButton, !amount && styles.skeletonWideButton)} />
    </div>
  );
}

/**
 * The delivery options checkout offers: two (standard and express), each with its name, fee and delivery time.
 */
export const DELIVERY_OPTION_LINES = [3, 3] as const;

/** The delivery step's options while they load. */
export function DeliveryOptionsSkeleton() {
  return (
    <div aria-hidden="true">
      <ChoicesSkeleton lines={DELIVERY_OPTION_LINES} />
    </div>
  );
}

/**
 * The delivery step's review while it loads: the address card, one order card per shop with its lines and amounts,
 * the note for the sellers and the bar with Place order. Which shop sells which line is not known yet: each line is
 * taken for one shop's order (`lines` counts them).
 */
export function ReviewSkeleton({ lines }: { lines: number }) {
  return (
    <div aria-hidden="true">
      <div className={styles.card}>
        <AmountRow width="short" />
        <TextLine width="medium" />
        <TextLine width="long" />
      </div>
      {Array.from({ length: Math.max(lines, 1) }, (_, index) => (
        <div key={index} className={styles.card}>
          <TextLine width="long" className={styles.subtitle} />
          <div className={styles.list}>
            <AmountRow />
          </div>
          <div className={styles.summaryTable}>
            <AmountRow width="short" className={styles.skeletonTableRow} />
            <AmountRow width="short" className={styles.skeletonTableRow} />
            <AmountRow width="short" className={cx(styles.skeletonTableRow, styles.total)} />
          </div>
        </div>
      ))}
      <div className={styles.skeletonField}>
        <TextLine width="medium" className={styles.skeletonLabel} />
        <Skeleton className={styles.skeletonInput} />
      </div>
      <CheckoutBarSkeleton amount />
    </div>
  );
}

/** The payment methods (wallet, bank card, cash on delivery) and the lines of text each shows before one is chosen. */
export const PAYMENT_METHOD_LINES = [2, 1, 2] as const;

/**
 * The payment step while the orders and the wallet balance load: the orders card (one row per order, the total and
 * the balance), the methods and the bar with Pay.
 */
export function PaymentSkeleton({ orders }: { orders: number }) {
  return (
    <div aria-hidden="true">
      <div className={styles.card}>
        <TextLine width="medium" className={styles.subtitle} />
        <div className={styles.list}>
          {Array.from({ length: Math.max(orders, 1) }, (_, index) => (
            <AmountRow key={index} />
          ))}
        </div>
        <AmountRow width="short" />
        <AmountRow width="short" />
      </div>
      <ChoicesSkeleton lines={PAYMENT_METHOD_LINES} />
      <CheckoutBarSkeleton amount={false} />
    </div>
  );
}

/** The lines of the cart's outline: one shop's order of two products. */
const CART_SKELETON_LINES = 2;

/**
 * The cart while it loads: "Select all", one shop with its lines (check box, picture, name, unit price, quantity
 * and line total) and the bar with the selection's subtotal and Check out — the bar from the first frame, so the
 * floating service button, which rises above it, is not lifted later.
 */
export function CartSkeleton() {
  return (
    <div aria-hidden="true">
      <div className={styles.shopHeader}>
        <Skeleton shape="square" className={styles.skeletonCheckbox} />
        <TextLine width="short" className={styles.skeletonGrow} />
      </div>
      <div className={styles.card}>
        <div className={styles.shopHeader}>
          <Skeleton shape="square" className={styles.skeletonCheckbox} />
          <TextLine width="medium" className={styles.skeletonGrow} />
        </div>
        <div className={styles.list}>
          {Array.from({ length: CART_SKELETON_LINES }, (_, index) => (
            <div key={index} className={styles.line}>
              <Skeleton shape="square" className={styles.skeletonCheckbox} />
              <Skeleton shape="square" className={styles.lineImage} />
              <div className={styles.lineBody}>
                <TextLine width="long" />
                <TextLine width="short" className={styles.muted} />
              </div>
              <div className={styles.skeletonRemove} />
              <div className={styles.lineControls}>
                <Skeleton className={styles.skeletonNumberBox} />
                <TextLine className={styles.skeletonAmount} />
              </div>
            </div>
          ))}
        </div>
      </div>
      <div ref={pageBarRef} className={styles.checkoutBar}>
        <div className={styles.skeletonSelection}>
          <TextLine width="medium" />
          <TextLine width="short" />
        </div>
        <Skeleton className={styles.skeletonButton} />
      </div>
    </div>
  );
}
