import { queryStateLabels } from '@mall/i18n';
import { sumMinor } from '@mall/money';
import type { OrderSummary, PaymentMethod } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { Button, ConfirmDialog, pageBarRef, QueryContent, type QueryState } from '@mall/ui';
import {
  CardFields,
  cardFieldTexts,
  type CardFormValues,
  type CardSchema,
  type CardValues,
  emptyCard,
  FormAssist,
} from '@mall/forms';
import { Formik } from 'formik';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { PaymentSkeleton } from '../shared/checkout-skeletons';
import { CheckoutSteps } from '../shared/checkout-steps';
import type { CartFormats } from '../shared/formats';
import type { CartT } from '../shared/i18n';
import styles from '../shared/checkout.module.css';

export const paymentMethods = ['wallet', 'card', 'cod'] as const satisfies readonly PaymentMethod[];

/** Why the last payment did not go through, shown beside the methods. */
export type PaymentProblem = 'shortBalance' | 'declined';

/** The orders of this visit that are paid (or set to cash on delivery), for the confirmation. */
export interface PaidOrders {
  method: PaymentMethod;
  orders: Pick<OrderSummary, 'id' | 'order_sn'>[];
}

export interface PayViewProps {
  t: CartT;
  formats: CartFormats;
  /**
   * The checkout's orders still awaiting payment. Loading until the wallet balance is known too: the method chosen
   * first (the wallet when it covers them, else the card and its form) depends on it.
   */
  orders: QueryState<OrderSummary[]>;
  /** How many orders the page was opened for: the rows of the orders card while it loads. */
  expectedOrders: number;
  /** Spendable wallet balance (USD minor units); undefined while unknown. */
  walletBalanceMinor: number | undefined;
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  cardSchema: CardSchema;
  problem: PaymentProblem | null;
  /**
   * The orders the shopper asked to pay, as they were when Pay was pressed: the confirmation is open and states
   * their total (which stays put while they are paid one by one and leave the list). Null when it is closed.
   */
  confirming: readonly OrderSummary[] | null;
  paying: boolean;
  onRequestPay: (card?: CardValues) => void;
  onConfirm: () => void;
  onCancel: () => void;
  /** Set once every order is paid: the confirmation step. */
  done: PaidOrders | null;
}

/** Checkout's payment step (wallet, sandbox bank card or cash on delivery), then its confirmation. */
export function PayView({ t, orders, expectedOrders, done, ...props }: PayViewProps) {
  return (
    <section className={styles.page} aria-labelledby="pay-title">
      <CheckoutSteps t={t} current={done ? 'confirmation' : 'payment'} />
      {done ? (
        <Confirmation t={t} done={done} />
      ) : (
        <>
          <h1 id="pay-title" className={styles.title}>
            {t('pay.title')}
          </h1>
          <QueryContent
            state={orders}
            labels={queryStateLabels(t)}
            placeholder={<PaymentSkeleton orders={expectedOrders} />}
            isEmpty={(list) => list.length === 0}
            empty={
              <p className={styles.notice}>
                {t('pay.nothingToPay')}{' '}
                <Link className={styles.link} to={routes.purchaseHistory()}>
                  {t('confirmation.history')}
                </Link>
              </p>
            }
          >
            {(list) => <Payment t={t} orders={list} {...props} />}
          </QueryContent>
        </>
      )}
    </section>
  );
}

type PaymentProps = Omit<PayViewProps, 'orders' | 'expectedOrders' | 'done'> & { orders: OrderSummary[] };

/** What the orders cost in US dollars (minor units), what the wallet is charged: each order's `total_minor`. */
const chargedMinor = (orders: readonly OrderSummary[]) => sumMinor(orders.map((order) => order.total_minor));

/** True when the wallet balance is known and does not cover the orders: the wallet cannot be chosen. */
export const walletIsShort = (orders: readonly OrderSummary[], walletBalanceMinor: number | undefined) =>
  walletBalanceMinor !== undefined && walletBalanceMinor < chargedMinor(orders);

function Payment({ t, formats, orders, walletBalanceMinor, method, onMethodChange, ...props }: PaymentProps) {
  // In the currency locked into the orders when they were placed: the amounts of the delivery step.
  const amounts = formats.placed(orders);
  const total = amounts.total;
  const short = walletIsShort(orders, walletBalanceMinor);
  const shortId = useId();
  const problemRef = useRef<HTMLParagraphElement>(null);
  const confirmingOpen = props.confirming !== null;
  // A refusal is reported where the shopper can see it: once the confirmation has closed (and handed focus back
  // to Pay), the message scrolls into view and takes focus, so it is read out and not left above the fold.
  useEffect(() => {
    const message = problemRef.current;
    if (!props.problem || confirmingOpen || !message) return;
    message.scrollIntoView?.({ block: 'center' });
    message.focus({ preventScroll: true });
  }, [props.problem, confirmingOpen]);
  return (
    <>
      <section className={styles.card} aria-label={t('pay.orders')}>
        <h2 className={styles.subtitle}>{t('pay.orders')}</h2>
        <ul className={styles.list}>
          {orders.map((order) => (
            <li key={order.id} className={styles.row}>
              <span>{t('pay.orderLine', { sn: order.order_sn, shop: order.shop.name })}</span>
              <span>{amounts.totals.get(order.id)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.row}>
          <strong>{t('pay.total')}</strong>
          <strong className={styles.total}>{total}</strong>
        </p>
        {walletBalanceMinor !== undefined && (
          <p className={`${styles.row} ${styles.muted}`}>
            <span>{t('pay.walletBalanceLabel')}</span>
            <span>{formats.price(walletBalanceMinor)}</span>
          </p>
        )}
      </section>
      <fieldset className={styles.choices}>
        <legend>{t('pay.method')}</legend>
        {paymentMethods.map((option) => {
          const unavailable = option === 'wallet' && short;
          return (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name="method"
                checked={option === method}
                disabled={unavailable}
                aria-describedby={unavailable ? shortId : undefined}
                onChange={() => onMethodChange(option)}
              />
              <span className={styles.choiceText}>
                <strong>{t(`pay.${option}`)}</strong>
                {option === 'wallet' && walletBalanceMinor !== undefined && !short && (
                  <span className={styles.muted}>
                    {t('pay.walletBalance', { amount: formats.price(walletBalanceMinor) })}
                  </span>
                )}
                {unavailable && walletBalanceMinor !== undefined && (
                  <>
                    <span id={shortId} className={styles.muted}>
                      {t('pay.walletShort', { balance: formats.price(walletBalanceMinor), amount: total })}
                    </span>
                    <Link className={styles.link} to={routes.wallet()}>
                      {t('pay.topUp')}
                    </Link>
                  </>
                )}
                {option === 'cod' && <span className={styles.muted}>{t('pay.codHint')}</span>}
              </span>
            </label>
          );
        })}
      </fieldset>
      {props.problem && (
        <p ref={problemRef} role="alert" tabIndex={-1} className={`${styles.error} ${styles.problem}`}>
          {t(`pay.${props.problem}`)}
        </p>
      )}
      {method === 'card' ? (
        <CardForm t={t} total={total} {...props} />
      ) : (
        <div ref={pageBarRef} className={styles.checkoutBar}>
          <span />
          <Button onClick={() => props.onRequestPay()}>{t(`pay.submit.${method}`, { amount: total })}</Button>
        </div>
      )}
      <Confirm t={t} formats={formats} method={method} {...props} />
    </>
  );
}

type ConfirmProps = Pick<
  PaymentProps,
  't' | 'formats' | 'method' | 'confirming' | 'paying' | 'onConfirm' | 'onCancel'
>;

/**
 * The confirmation says what pressing it does with which amount: the total of the orders Pay was pressed for
 * (one per shop of the checkout), in the currency they were placed in, as the Pay button showed it.
 */
function Confirm({ t, formats, method, confirming, paying, onConfirm, onCancel }: ConfirmProps) {
  const amount = confirming ? formats.placed(confirming).total : '';
  // Cash on delivery for several shops' orders: each is paid to its own courier.
  const message = method === 'cod' && (confirming?.length ?? 0) > 1 ? 'codSeveral' : method;
  return (
    <ConfirmDialog
      open={confirming !== null}
      title={t(`pay.confirmTitle.${method}`)}
      message={t(`pay.confirmMessage.${message}`, { amount })}
      confirmLabel={t(`pay.confirm.${method}`, { amount })}
      cancelLabel={t('pay.cancel')}
      confirming={paying}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

type CardFormProps = Pick<PayViewProps, 't' | 'cardSchema' | 'onRequestPay'> & { total: string };

function CardForm({ t, cardSchema, onRequestPay, total }: CardFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <section className={styles.card} aria-label={t('pay.card')}>
      <Formik<CardFormValues>
        initialValues={emptyCard}
        validationSchema={cardSchema}
        onSubmit={(values, helpers) => {
          onRequestPay(cardSchema.cast(values) as CardValues);
          helpers.setSubmitting(false);
        }}
      >
        {(formik) => (
          <form ref={formRef} className={styles.form} noValidate onSubmit={formik.handleSubmit}>
            <FormAssist formRef={formRef} schema={cardSchema} />
            <CardFields {...cardFieldTexts(t)} />
            <Button type="submit">{t('pay.submit.card', { amount: total })}</Button>
          </form>
        )}
      </Formik>
    </section>
  );
}

function Confirmation({ t, done }: { t: CartT; done: PaidOrders }) {
  return (
    <div className={styles.card}>
      <h1 id="pay-title" className={styles.title}>
        {t('confirmation.title')}
      </h1>
      <p role="status" className={styles.success}>
        {done.method === 'cod' ? t('confirmation.cod') : t('confirmation.paid')}
      </p>
      <ul className={styles.list}>
        {done.orders.map((order) => (
          <li key={order.id}>
            <Link className={styles.link} to={routes.orderDetail({ id: order.id })}>
              {t('confirmation.viewOrder', { sn: order.order_sn })}
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.actions}>
        <Link className={styles.link} to={routes.purchaseHistory()}>
          {t('confirmation.history')}
        </Link>
        <Link className={styles.link} to={routes.home()}>
          {t('confirmation.continue')}
        </Link>
      </p>
    </div>
  );
}
