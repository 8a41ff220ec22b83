import { findShopInBatch, notifiedFollowers, type ProductPublished } from '@mall/server-catalogue';
import type { Database, RecordedEvent, Subscriber } from '@mall/server-core';
import type { OrderEventPayload, RefundEventPayload } from '@mall/server-orders';
import type {
  ProductReviewed,
  ProductSubmitted,
  SellerApplicationDecided,
  ShopRegistrationDecided,
} from '@mall/server-seller';
import type { RechargeEvent, WithdrawalReviewed } from '@mall/server-wallet';
import { publishToUser } from '@mall/server-live';
import { createNotices, type NewNotice, type NoticeStatus } from './create-notice';

const MERCHANT_ACCOUNT = 100;
const PRODUCT = 200;
const WITHDRAWAL = 400;
const ACCOUNT_RECHARGE = 500;
const ORDER = 600;
const RETURN = 700;
const FOLLOWED_SHOP = 800;

const outcome = (succeeded: boolean): NoticeStatus => (succeeded ? 1 : -1);

/** The notices an event makes, from its payload (and, where the payload cannot say, a read in the same transaction). */
type NoticeRule = (tx: Database, payload: never) => NewNotice[] | Promise<NewNotice[]>;

const shopOwner = async (tx: Database, shopId: number) => (await findShopInBatch(tx, shopId)).ownerId;

function orderCancelled(order: OrderEventPayload): NewNotice {
  const params = { order: order.orderSn, reason: order.remark ?? '' };
  const key =
    order.actor.kind === 'system'
      ? 'order.auto_cancelled'
      : order.actor.kind === 'shopper'
        ? order.remark
          ? 'order.cancelled_by_you_with_reason'
          : 'order.cancelled_by_you'
        : 'order.cancelled_by_staff';
  return { userId: order.userId, type: ORDER, status: -1, key, params };
}

const rules: Record<string, NoticeRule> = {
  'product.submitted': (_tx, product: ProductSubmitted) => [
    {
      userId: product.sellerId,
      type: PRODUCT,
      status: 0,
      key: 'product.submitted',
      params: { product: product.productName },
    },
  ],
  'product.reviewed': (_tx, product: ProductReviewed) => {
    const decided = product.approved ? 'product.approved' : 'product.refused';
    return [
      {
        userId: product.sellerId,
        type: PRODUCT,
        status: outcome(product.approved),
        key: product.message ? (`${decided}_with_message` as const) : decided,
        params: { product: product.productName, message: product.message },
      },
    ];
  },
  // The followers of the shop who asked for it (the bell on a followed shop) hear of its new product.
  'product.published': async (tx, product: ProductPublished) =>
    (await notifiedFollowers(tx, product.shopId)).map((userId) => ({
      userId,
      type: FOLLOWED_SHOP,
      status: 1,
      key: 'followed_shop.product_published',
      params: { shop: product.shopName, product: product.productName },
    })),
  'payment_settings.changed': (_tx, { userId }: { userId: number }) => [
    { userId, type: MERCHANT_ACCOUNT, status: 1, key: 'payment_settings.changed' },
  ],
  'seller_application.decided': (_tx, decision: SellerApplicationDecided) => [
    {
      userId: decision.userId,
      type: MERCHANT_ACCOUNT,
      status: outcome(decision.accepted),
      key: decision.accepted ? 'seller_application.accepted' : 'seller_application.refused',
      params: { message: decision.message },
    },
  ],
  'shop_registration.decided': (_tx, decision: ShopRegistrationDecided) => [
    {
      userId: decision.userId,
      type: MERCHANT_ACCOUNT,
      status: outcome(decision.approved),
      key: decision.approved ? 'shop_registration.approved' : 'shop_registration.refused',
      params: { message: decision.message },
    },
  ],
  'recharge.submitted': (_tx, recharge: RechargeEvent) => [
    {
      userId: recharge.userId,
      type: ACCOUNT_RECHARGE,
      status: 0,
      key: 'recharge.submitted',
      params: { wallet: recharge.wallet },
    },
  ],
  'recharge.reviewed': (_tx, recharge: RechargeEvent) => [
    {
      userId: recharge.userId,
      type: ACCOUNT_RECHARGE,
      status: outcome(recharge.approved === true),
      key: recharge.approved ? 'recharge.approved' : 'recharge.refused',
      params: { message: recharge.message },
    },
  ],
  'withdrawal.reviewed': (_tx, withdrawal: WithdrawalReviewed) => [
    {
      userId: withdrawal.userId,
      type: WITHDRAWAL,
      status: outcome(withdrawal.approved),
      key: withdrawal.approved ? 'withdrawal.paid_out' : 'withdrawal.refused',
      params: { message: withdrawal.message },
    },
  ],
  'order.paid': async (tx, order: OrderEventPayload) => {
    const params = { order: order.orderSn, shop: order.shopName };
    const notices: NewNotice[] = [
      { userId: order.userId, type: ORDER, status: 1, key: 'order.paid', params },
    ];
    const owner = await shopOwner(tx, order.shopId);
    if (owner !== null)
      notices.push({ userId: owner, type: ORDER, status: 0, key: 'order.new_paid', params });
    return notices;
  },
  'order.shipped': (_tx, order: OrderEventPayload) => [
    {
      userId: order.userId,
      type: ORDER,
      status: 1,
      key: 'order.shipped',
      params: { order: order.orderSn, carrier: order.carrier ?? '', log_sn: order.logSn ?? '' },
    },
  ],
  'order.delivered': (_tx, order: OrderEventPayload) => [
    {
      userId: order.userId,
      type: ORDER,
      status: 1,
      key: 'order.delivered',
      params: { order: order.orderSn },
    },
  ],
  'order.cancelled': (_tx, order: OrderEventPayload) => [orderCancelled(order)],
  'refund.requested': async (tx, refund: RefundEventPayload) => {
    const owner = await shopOwner(tx, refund.shopId);
    const params = { order: refund.orderSn, product: refund.productName };
    return owner === null
      ? []
      : [{ userId: owner, type: RETURN, status: 0, key: 'refund.requested', params }];
  },
  'refund.refunded': (_tx, refund: RefundEventPayload) => [
    {
      userId: refund.userId,
      type: RETURN,
      status: 1,
      key: 'refund.refunded',
      params: { order: refund.orderSn, product: refund.productName },
    },
  ],
  'refund.refused': (_tx, refund: RefundEventPayload) => [
    {
      userId: refund.userId,
      type: RETURN,
      status: -1,
      key: 'refund.refused',
      params: { product: `${refund.productName} (${refund.orderSn})`, message: refund.message ?? '' },
    },
  ],
};

/**
 * Every notice Mall sends comes from here: a subscriber to the events of the services that changed something,
 * writing its notices in the delivery's transaction (so each event makes its notices exactly once) and publishing
 * them, with the unread count, to the reader's live streams.
 */
export const noticesSubscriber: Subscriber = {
  name: 'notices',
  events: Object.keys(rules),
  async handle(tx, event: RecordedEvent) {
    const notices = await rules[event.type]!(tx, event.payload as never);
    const created = await createNotices(tx, notices);
    for (const [index, notice] of notices.entries()) {
      const { id, title, unread } = created[index]!;
      // The reader's open tabs show it at once: the new notice, and the unread badge's new count.
      await publishToUser(tx, notice.userId, { kind: 'notice', data: { id, type: notice.type, title } });
      await publishToUser(tx, notice.userId, { kind: 'badges', data: { notice: { count: unread } } });
    }
  },
};
