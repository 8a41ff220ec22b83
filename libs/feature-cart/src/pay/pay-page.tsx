import { useDocumentTitle } from '@mall/i18n';
import {
  ErrorCode,
  type OrderSummary,
  type PaymentMethod,
  useGetOrdersQuery,
  useGetUserBalanceQuery,
  usePayOrderMutation,
} from '@mall/sdk';
import { type CardValues, newAttemptKey } from '@mall/forms';
import { queryState } from '@mall/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseIdList } from '../shared/id-list';
import { useCartFormats } from '../shared/use-cart-formats';
import { cardSchema } from './card-schema';
import { type PaidOrders, type PaymentProblem, PayView } from './pay-view';

/** The most unpaid orders one checkout makes (one per shop) fit in one page of the history. */
const UNPAID_PAGE_SIZE = 60;

const problems: Partial<Record<number, PaymentProblem>> = {
  [ErrorCode.INSUFFICIENT_BALANCE]: 'shortBalance',
  [ErrorCode.ORDER_PAYMENT_FAILED]: 'declined',
};

/** Route: /pages/cart/pay?orders= — paying a checkout's orders, then the confirmation. */
export function PayPage() {
  const { t } = useTranslation(['cart', 'common']);
  useDocumentTitle(t('pay.title'));
  const formats = useCartFormats();
  const [params] = useSearchParams();
  const ids = parseIdList(params.get('orders'));
  const unpaid = useGetOrdersQuery({ state: 'pending_payment', page_size: UNPAID_PAGE_SIZE });
  const balance = useGetUserBalanceQuery();
  const [payOrder, payment] = usePayOrderMutation();
  const schema = useMemo(() => cardSchema(t), [t]);
  const [method, setMethod] = useState<PaymentMethod>('wallet');
  const [card, setCard] = useState<CardValues | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [paid, setPaid] = useState<OrderSummary[]>([]);
  const [done, setDone] = useState<PaidOrders | null>(null);
  /**
   * One idempotency key per order while the page is shown: a retry after a lost answer pays once. A refusal
   * (short balance, declined card) drops the order's key, so paying again is a new attempt.
   */
  const keys = useRef(new Map<number, string>());
  const keyFor = (orderId: number) => {
    if (!keys.current.has(orderId)) keys.current.set(orderId, newAttemptKey());
    return keys.current.get(orderId)!;
  };

  const toPay = (unpaid.data?.list ?? []).filter(
    (order) => ids.includes(order.id) && !paid.some((item) => item.id === order.id),
  );

  const payAll = async () => {
    setProblem(null);
    const paidNow: OrderSummary[] = [];
    for (const order of toPay) {
      const result = await payOrder({
        order_id: order.id,
        method,
        ...(method === 'card' ? card : {}),
        idempotency_key: keyFor(order.id),
      });
      if ('error' in result) {
        const error = result.error;
        if (error && 'kind' in error && error.kind === 'business') {
          keys.current.delete(order.id);
          setProblem(problems[error.code] ?? null);
        }
        setPaid((before) => [...before, ...paidNow]);
        return setConfirming(false);
      }
      paidNow.push(order);
    }
    setConfirming(false);
    setDone({ method, orders: [...paid, ...paidNow] });
  };

  return (
    <PayView
      t={t}
      formats={formats}
      orders={queryState(unpaid, {
        select: (data) =>
          data.list.filter((order) => ids.includes(order.id) && !paid.some((item) => item.id === order.id)),
      })}
      walletBalanceMinor={balance.data?.balance_minor}
      method={method}
      onMethodChange={(next) => {
        setMethod(next);
        setProblem(null);
      }}
      cardSchema={schema}
      problem={problem}
      confirming={confirming}
      paying={payment.isLoading}
      onRequestPay={(values) => {
        setCard(values);
        setConfirming(true);
      }}
      onConfirm={() => void payAll()}
      onCancel={() => setConfirming(false)}
      done={done}
    />
  );
}
