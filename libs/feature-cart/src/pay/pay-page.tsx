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
import { type QueryState, queryState } from '@mall/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseIdList } from '../shared/id-list';
import { useCartFormats } from '../shared/use-cart-formats';
import { cardSchema } from './card-schema';
import { type PaidOrders, type PaymentProblem, PayView, walletIsShort } from './pay-view';

/** The most unpaid orders one checkout makes (one per shop) fit in one page of the history. */
const UNPAID_PAGE_SIZE = 60;

const problems: Partial<Record<number, PaymentProblem>> = {
  [ErrorCode.INSUFFICIENT_BALANCE]: 'shortBalance',
  [ErrorCode.ORDER_PAYMENT_FAILED]: 'declined',
};

/**
 * The orders as still loading while the wallet balance is on its first load: which method is chosen first (the
 * wallet, or the card with its form) and what the wallet says depend on it, and the page shows once, whole, rather
 * than changing under the shopper. A balance that failed to load leaves the wallet's figures out.
 */
function untilBalanceKnown<Data>(
  orders: QueryState<Data>,
  balance: { isLoading: boolean },
): QueryState<Data> {
  if (!balance.isLoading || orders.error !== undefined) return orders;
  return { ...orders, data: undefined, isLoading: true };
}

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
  /** The shopper's choice of method; until they make one, the wallet if it covers the orders, else the card. */
  const [chosen, setMethod] = useState<PaymentMethod | null>(null);
  const [card, setCard] = useState<CardValues | undefined>();
  /** The orders Pay was pressed for, while the confirmation is open: what it states and what is paid. */
  const [attempt, setAttempt] = useState<OrderSummary[] | null>(null);
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

  const short = walletIsShort(toPay, balance.data?.balance_minor);
  const fallback: PaymentMethod = short ? 'card' : 'wallet';
  const method: PaymentMethod = chosen === 'wallet' && short ? fallback : (chosen ?? fallback);

  const payAll = async (orders: readonly OrderSummary[]) => {
    setProblem(null);
    const paidNow: OrderSummary[] = [];
    for (const order of orders) {
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
        return setAttempt(null);
      }
      paidNow.push(order);
    }
    setAttempt(null);
    setDone({ method, orders: [...paid, ...paidNow] });
  };

  return (
    <PayView
      t={t}
      formats={formats}
      orders={untilBalanceKnown(
        queryState(unpaid, {
          select: (data) =>
            data.list.filter((order) => ids.includes(order.id) && !paid.some((item) => item.id === order.id)),
        }),
        balance,
      )}
      expectedOrders={ids.length}
      walletBalanceMinor={balance.data?.balance_minor}
      method={method}
      onMethodChange={(next) => {
        setMethod(next);
        setProblem(null);
      }}
      cardSchema={schema}
      problem={problem}
      confirming={attempt}
      paying={payment.isLoading}
      onRequestPay={(values) => {
        // The method stays the one Pay was pressed with while the orders are paid and leave the list.
        setMethod(method);
        setCard(values);
        setAttempt(toPay);
      }}
      onConfirm={() => {
        if (attempt) void payAll(attempt);
      }}
      onCancel={() => setAttempt(null)}
      done={done}
    />
  );
}
