import { LocalisedText, useFormatDate } from '@mall/i18n';
import type { OrderDetail, OrderItem } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { Button, Card, ConfirmDialog, EmptyState, QueryContent, type QueryState, TextArea } from '@mall/ui';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MAX_REMARK_LENGTH } from '../shared/constants';
import type { OrdersT } from '../shared/i18n';
import { createMoney, orderAmounts } from '../shared/money';
import { canCancel, canComment, canConfirmReceipt, canPay, canReturn } from '../shared/order-actions';
import styles from '../shared/orders.module.css';
import { CommentSheet } from './comment-sheet';
import type { CommentValues } from './comment-schema';
import { ItemActions } from './item-actions';
import { OrderDetailSkeleton } from './order-detail-skeleton';
import { FactsSection } from './order-facts';
import { OrderChatLink } from './order-chat-link';
import { OrderTimeline } from './order-timeline';
import { ReturnSheet } from './return-sheet';
import type { ReturnValues } from './return-schema';
import { UnpaidCountdown } from './unpaid-countdown';

export interface OrderDetailViewProps {
  t: OrdersT;
  /** Undefined when the address names no order (no or a malformed `id`). */
  order: QueryState<OrderDetail> | undefined;
  /** Interface language, for amounts. */
  language: string;
  /** The current time, for the return window. */
  now: number;
  /** What the last action did ("Your order was cancelled."), announced politely. */
  notice: string | undefined;
  onPay: () => void;
  /** Each resolves true when the server accepted the action. */
  onCancel: (remark: string) => Promise<boolean>;
  onConfirmReceipt: () => Promise<boolean>;
  onComment: (item: OrderItem, values: CommentValues) => Promise<boolean>;
  onReturn: (item: OrderItem, values: ReturnValues) => Promise<boolean>;
  /** The unpaid countdown reached zero. */
  onPaymentTimeOver: () => void;
  /** The Follow button for the order's shop (the page passes its container). */
  renderFollow?: (shop: OrderDetail['shop']) => ReactNode;
}

type Dialog = 'pay' | 'cancel' | 'receipt' | undefined;

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** /pages/history/detail?id=: every field of the order, its actions behind confirmations, its countdown. */
export function OrderDetailView(props: OrderDetailViewProps) {
  const { t, order } = props;
  return (
    <div className={styles.page}>
      <p>
        <Link className={styles.link} to={routes.purchaseHistory()}>
          {t('detail.backToOrders')}
        </Link>
      </p>
      <h1 className={styles.title}>{t('detail.title')}</h1>
      {props.notice && (
        <p className={styles.notice} role="status">
          {props.notice}
        </p>
      )}
      {order === undefined ? (
        <EmptyState title={t('detail.missing')} />
      ) : (
        <QueryContent
          state={order}
          labels={{ loading: t('detail.loading'), error: t('detail.failed'), retry: t('common:state.retry') }}
          placeholder={<OrderDetailSkeleton />}
        >
          {(data) => <OrderContent {...props} order={data} />}
        </QueryContent>
      )}
    </div>
  );
}

function OrderContent(props: Omit<OrderDetailViewProps, 'order'> & { order: OrderDetail }) {
  const { t, order, language } = props;
  const formatDate = useFormatDate(DATE_TIME);
  const [dialog, setDialog] = useState<Dialog>();
  const [busy, setBusy] = useState(false);
  const [remark, setRemark] = useState('');
  const [commenting, setCommenting] = useState<OrderItem>();
  const [returning, setReturning] = useState<OrderItem>();

  const amounts = orderAmounts(order, language);
  const money = createMoney(order.display_currency, language);
  const withUsd = (shown: string, usdMinor: number): ReactNode =>
    money.converted ? (
      <>
        {shown}
        <span className={styles.usd}>{t('detail.usd', { amount: money.usd(usdMinor) })}</span>
      </>
    ) : (
      shown
    );
  const when = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatDate(iso)}</time> : t('detail.none');
  const nameOf = (item: OrderItem) => item.name.text;

  // The dialog closes however the request ends: a refusal was toasted in the code's words, and the refetched
  // order shows the action disabled with its reason.
  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    await action();
    setBusy(false);
    setDialog(undefined);
  };

  const method = order.payment_method ? t(`method.${order.payment_method}`) : t('method.none');
  const showCountdown = order.payment_state === 'unpaid' && order.auto_cancel_at !== null;
  // Only what can be done now, each once: a cancelled order has nothing left to do (its tracking says why).
  const cancelled = order.payment_state === 'cancelled';
  const pay = canPay(order).allowed;
  const receipt = canConfirmReceipt(order).allowed;
  const cancel = canCancel(order).allowed;
  // Reviews and returns concern delivered items only.
  const itemActions =
    !cancelled && (order.delivery_state === 'delivered' || order.delivery_state === 'completed');

  return (
    <div className={styles.stack}>
      <div className={styles.overview}>
        <Card size="compact" aria-label={t('actions.heading')}>
          <div className={styles.cardHeader}>
            <h2 className={styles.sectionTitle}>{t('card.number', { sn: order.order_sn })}</h2>
            <span className={styles.state}>{t(`labels.${order.history_state}`)}</span>
          </div>
          {showCountdown && (
            <UnpaidCountdown t={t} deadline={order.auto_cancel_at!} onElapsed={props.onPaymentTimeOver} />
          )}
          {cancelled && <p className={styles.muted}>{t('actions.why.orderCancelled')}</p>}
          {(pay || receipt || cancel) && (
            <div className={styles.actions}>
              {pay && (
                <Button size="sm" onClick={() => setDialog('pay')}>
                  {t('actions.pay.button')}
                </Button>
              )}
              {receipt && (
                <Button
                  size="sm"
                  variant={pay ? 'secondary' : 'primary'}
                  onClick={() => setDialog('receipt')}
                >
                  {t('actions.receipt.button')}
                </Button>
              )}
              {cancel && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    setRemark('');
                    setDialog('cancel');
                  }}
                >
                  {t('actions.cancel.button')}
                </Button>
              )}
            </div>
          )}
          <OrderChatLink orderId={order.id} />
        </Card>

        <div className={styles.tracking}>
          <OrderTimeline t={t} order={order} formatDate={formatDate} />
        </div>

        <Card size="compact" title={t('detail.sections.items')}>
          <ul className={styles.items}>
            {order.items.map((item, index) => (
              <li key={item.item_id} className={styles.detailItem}>
                <img className={styles.thumb} src={item.image} alt="" width={48} height={48} loading="lazy" />
                <div className={styles.itemBody}>
                  <Link className={styles.link} to={routes.productDetail({ id: item.product_id })}>
                    <LocalisedText value={item.name} />
                  </Link>
                  <p>
                    {`${amounts.lines[index]!.unit} ${t('card.quantity', { quantity: item.quantity })} = `}
                    <span className={styles.amount}>{amounts.lines[index]!.total}</span>
                  </p>
                  {item.refund_state && (
                    <p className={styles.muted}>
                      {t('detail.returnState', { state: t(`refunds.states.${item.refund_state}`) })}
                    </p>
                  )}
                  {itemActions && (
                    <ItemActions
                      t={t}
                      label={t('detail.itemActions', { name: nameOf(item) })}
                      comment={canComment(order, item)}
                      giveBack={canReturn(order, item, props.now)}
                      onComment={() => setCommenting(item)}
                      onReturn={() => setReturning(item)}
                    />
                  )}
                </div>
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <div className={styles.grid}>
        <FactsSection
          title={t('detail.sections.amounts')}
          facts={[
            [t('detail.fields.subtotal'), withUsd(amounts.subtotal, order.subtotal_minor)],
            [t('detail.fields.deliveryFee'), withUsd(amounts.deliveryFee, order.delivery_fee_minor)],
            [t('detail.fields.total'), withUsd(amounts.total, order.total_minor)],
            [
              t('detail.fields.actualPay'),
              amounts.paid === null || order.actual_pay_minor === null
                ? t('detail.none')
                : withUsd(amounts.paid, order.actual_pay_minor),
            ],
          ]}
        />
        <FactsSection
          title={t('detail.sections.order')}
          facts={[
            [t('detail.fields.number'), order.order_sn],
            [
              t('detail.fields.shop'),
              <span key="shop" className={styles.shop}>
                {order.shop.name}
                {props.renderFollow?.(order.shop)}
              </span>,
            ],
            [t('detail.fields.placedAt'), when(order.created_at)],
            [t('detail.fields.paidAt'), when(order.paid_at)],
            [t('detail.fields.shippedAt'), when(order.shipped_at)],
            [t('detail.fields.completedAt'), when(order.completed_at)],
            [t('detail.fields.cancelledAt'), when(order.cancelled_at)],
            [t('detail.fields.remark'), order.remark || t('detail.none')],
            [t('detail.fields.cancelRemark'), order.cancel_remark || t('detail.none')],
          ]}
        />
        <FactsSection
          title={t('detail.sections.payment')}
          facts={[
            [t('detail.fields.price'), withUsd(amounts.total, order.total_minor)],
            [t('detail.fields.paymentState'), t(`payment.${order.payment_state}`)],
            [
              t('detail.fields.method'),
              <>
                {method}
                {order.card_last4 && (
                  <span className={styles.usd}>{t('detail.fields.card', { last4: order.card_last4 })}</span>
                )}
                {order.payment_sandbox && <span className={styles.usd}>{t('detail.fields.sandbox')}</span>}
              </>,
            ],
          ]}
        />
        <FactsSection
          title={t('detail.sections.delivery')}
          facts={[
            [t('detail.fields.deliveryState'), t(`delivery.${order.delivery_state}`)],
            [
              t('detail.fields.arrivalMethod'),
              <LocalisedText key="arrival" value={order.arrival_method.name} />,
            ],
            [t('detail.fields.logSn'), order.log_sn ?? t('detail.none')],
          ]}
        />
        <FactsSection
          title={t('detail.sections.address')}
          facts={[
            [t('detail.fields.name'), order.address.name],
            [
              t('detail.sections.address'),
              [
                order.address.street,
                order.address.city,
                order.address.state,
                order.address.postcode,
                order.address.country,
              ]
                .filter(Boolean)
                .join(', '),
            ],
            [t('detail.fields.email'), order.address.email],
            [t('detail.fields.telephone'), order.address.telephone],
          ]}
        />
        <FactsSection
          title={t('detail.sections.customer')}
          facts={[
            [t('detail.fields.name'), order.customer.name],
            [t('detail.fields.email'), order.customer.email],
            [t('detail.fields.telephone'), order.customer.telephone],
          ]}
        />
      </div>
      {money.converted && <p className={styles.muted}>{t('detail.currencyNote', { code: money.code })}</p>}

      <ConfirmDialog
        open={dialog === 'pay'}
        title={t('actions.pay.title')}
        message={t('actions.pay.message')}
        confirmLabel={t('actions.pay.confirm')}
        cancelLabel={t('actions.keep')}
        onConfirm={props.onPay}
        onCancel={() => setDialog(undefined)}
      />
      <ConfirmDialog
        open={dialog === 'receipt'}
        title={t('actions.receipt.title')}
        message={t('actions.receipt.message')}
        confirmLabel={t('actions.receipt.confirm')}
        cancelLabel={t('actions.keep')}
        confirming={busy}
        onConfirm={() => void run(props.onConfirmReceipt)}
        onCancel={() => setDialog(undefined)}
      />
      <ConfirmDialog
        open={dialog === 'cancel'}
        tone="danger"
        title={t('actions.cancel.title')}
        message={
          <>
            <p>{t('actions.cancel.message')}</p>
            <TextArea
              label={t('actions.cancel.remark')}
              hint={t('actions.cancel.remarkTooLong', { max: MAX_REMARK_LENGTH })}
              maxLength={MAX_REMARK_LENGTH}
              value={remark}
              onChange={(event) => setRemark(event.target.value)}
            />
          </>
        }
        confirmLabel={t('actions.cancel.confirm')}
        cancelLabel={t('actions.keep')}
        confirming={busy}
        onConfirm={() => void run(() => props.onCancel(remark.trim()))}
        onCancel={() => setDialog(undefined)}
      />
      <CommentSheet
        t={t}
        itemName={commenting ? nameOf(commenting) : undefined}
        onSubmit={(values) => props.onComment(commenting!, values)}
        onClose={() => setCommenting(undefined)}
      />
      <ReturnSheet
        t={t}
        item={returning ? { name: nameOf(returning), quantity: returning.quantity } : undefined}
        onSubmit={(values) => props.onReturn(returning!, values)}
        onClose={() => setReturning(undefined)}
      />
    </div>
  );
}
