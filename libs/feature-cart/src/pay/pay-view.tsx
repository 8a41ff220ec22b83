import { queryStateLabels } from '@mall/i18n';
import type { OrderSummary, PaymentMethod } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { Button, ConfirmDialog, QueryContent, type QueryState } from '@mall/ui';
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
import { useRef } from 'react';
import { Link } from 'react-router';
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
  /** The checkout's orders still awaiting payment. */
  orders: QueryState<OrderSummary[]>;
  /** Spendable wallet balance (USD minor units); undefined while unknown. */
  walletBalanceMinor: number | undefined;
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  cardSchema: CardSchema;
  problem: PaymentProblem | null;
  /** The shopper pressed Pay: the confirmation is open. */
  confirming: boolean;
  paying: boolean;
  onRequestPay: (card?: CardValues) => void;
  onConfirm: () => void;
  onCancel: () => void;
  /** Set once every order is paid: the confirmation step. */
  done: PaidOrders | null;
}

/** Checkout's payment step (wallet, sandbox bank card or cash on delivery), then its confirmation. */
export function PayView({ t, orders, done, ...props }: PayViewProps) {
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

type PaymentProps = Omit<PayViewProps, 'orders' | 'done'> & { orders: OrderSummary[] };

function Payment({ t, formats, orders, walletBalanceMinor, method, onMethodChange, ...props }: PaymentProps) {
  // In the currency locked into the orders when they were placed: the amounts of the delivery step.
  const amounts = formats.placed(orders);
  const total = amounts.total;
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
      </section>
      <fieldset className={styles.choices}>
        <legend>{t('pay.method')}</legend>
        {paymentMethods.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name="method"
              checked={option === method}
              onChange={() => onMethodChange(option)}
            />
            <span className={styles.choiceText}>
              <strong>{t(`pay.${option}`)}</strong>
              {option === 'wallet' && walletBalanceMinor !== undefined && (
                <span className={styles.muted}>
                  {t('pay.walletBalance', { amount: formats.price(walletBalanceMinor) })}
                </span>
              )}
              {option === 'cod' && <span className={styles.muted}>{t('pay.codHint')}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      {props.problem && (
        <p role="alert" className={styles.error}>
          {t(`pay.${props.problem}`)}
        </p>
      )}
      {method === 'card' ? (
        <CardForm t={t} total={total} {...props} />
      ) : (
        <div className={styles.checkoutBar}>
          <span />
          <Button onClick={() => props.onRequestPay()}>{t('pay.submit', { amount: total })}</Button>
        </div>
      )}
      <ConfirmDialog
        open={props.confirming}
        title={t('pay.confirmTitle')}
        message={t('pay.confirmMessage', { amount: total, method: t(`pay.${method}`) })}
        confirmLabel={t('pay.confirm')}
        cancelLabel={t('pay.cancel')}
        confirming={props.paying}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      />
    </>
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
            <Button type="submit">{t('pay.submit', { amount: total })}</Button>
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
