import type { Database } from '@mall/server-core';
import { postJournal, type PostedJournal, type PostOptions } from './journal';

export interface OrderPayment {
  userId: number;
  orderId: number;
  amountMinor: number;
}

/** The ledger's idempotency key of an order's payment: one payment journal per order, whatever pays it. */
export const orderPaymentKey = (orderId: number) => `order-payment:${orderId}`;

/**
 * A shopper pays an order from their available balance into the platform's order payables. Throws
 * `INSUFFICIENT_BALANCE` when the balance is short, even when concurrent payments drain it at the same moment.
 * The shop's wallet payments post the same journal from the database function `pay_order_from_wallet` (migration
 * 0034), one round trip for the whole payment; this is the ledger's own way to it, and the API's tests check that
 * both journals are alike.
 */
export async function payOrderFromWallet(
  tx: Database,
  { userId, orderId, amountMinor }: OrderPayment,
  options?: PostOptions,
): Promise<PostedJournal> {
  return postJournal(
    tx,
    {
      kind: 'order_payment',
      idempotencyKey: orderPaymentKey(orderId),
      reference: { type: 'order', id: orderId },
      entries: [
        { account: { type: 'user', userId, kind: 'available' }, amountMinor: -amountMinor },
        { account: { type: 'platform', kind: 'order_payables' }, amountMinor },
      ],
      whenShort: 'INSUFFICIENT_BALANCE',
    },
    options,
  );
}

export interface WalletRefund {
  userId: number;
  amountMinor: number;
  /** `order-cancel:<orderId>` or `refund:<refundId>`. */
  key: string;
  reference: { type: string; id: number };
  /** The shop whose settlement pays the refund, when the order was already settled to it. */
  fromShopId?: number;
}

/**
 * Money back to a shopper's available balance: from the order payables, or from the shop's settlement once the
 * order was settled. Throws `RETURN_DISPATCH_FAILED` when that shop's settlement is short.
 */
export const refundToWallet = (
  tx: Database,
  { userId, amountMinor, key, reference, fromShopId }: WalletRefund,
) =>
  postJournal(tx, {
    kind: 'refund',
    idempotencyKey: key,
    reference,
    entries: [
      {
        account:
          fromShopId === undefined
            ? { type: 'platform', kind: 'order_payables' }
            : { type: 'shop', shopId: fromShopId, kind: 'settlement' },
        amountMinor: -amountMinor,
      },
      { account: { type: 'user', userId, kind: 'available' }, amountMinor },
    ],
    whenShort: 'RETURN_DISPATCH_FAILED',
  });

export interface OrderSettlement {
  shopId: number;
  orderId: number;
  amountMinor: number;
  /** The courier collected the money: it enters through the platform's cash, not the order payables. */
  cashOnDelivery: boolean;
}

/** A completed order's money goes to its shop's settlement account. */
export const settleOrder = (
  tx: Database,
  { shopId, orderId, amountMinor, cashOnDelivery }: OrderSettlement,
) =>
  postJournal(tx, {
    kind: 'order_settlement',
    idempotencyKey: `order-settlement:${orderId}`,
    reference: { type: 'order', id: orderId },
    entries: [
      {
        account: { type: 'platform', kind: cashOnDelivery ? 'cash' : 'order_payables' },
        amountMinor: -amountMinor,
      },
      { account: { type: 'shop', shopId, kind: 'settlement' }, amountMinor },
    ],
  });

export interface WalletCredit {
  userId: number;
  amountMinor: number;
  key: string;
  remark?: string;
}

/** Money from the platform's cash into a user's available balance (demo data and tests; top-ups build on it). */
export const creditWallet = (
  tx: Database,
  { userId, amountMinor, key, remark }: WalletCredit,
): Promise<PostedJournal> =>
  postJournal(tx, {
    kind: 'wallet_credit',
    idempotencyKey: key,
    reference: { type: 'user', id: userId },
    remark,
    entries: [
      { account: { type: 'platform', kind: 'cash' }, amountMinor: -amountMinor },
      { account: { type: 'user', userId, kind: 'available' }, amountMinor },
    ],
  });
