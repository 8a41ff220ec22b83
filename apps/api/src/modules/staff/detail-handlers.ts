import { cryptoAddressProblem } from '@mall/payment-details';
import { languageCodes } from '@mall/sdk-manifest';
import { staffNames, type UserRef, userRefs } from '@mall/server-account';
import { productForReview, type SellerProductRow } from '@mall/server-catalogue';
import { listWalletCurrencies } from '@mall/server-configuration';
import type { Database } from '@mall/server-core';
import { returnForReview } from '@mall/server-orders';
import { findSellerApplication, findShopRegistration, latestRegistration } from '@mall/server-seller';
import { type StaffTaskKind, taskState } from '@mall/server-staff';
import { earlierRecharges, findRecharge, findWithdrawal, userLedgerEntries } from '@mall/server-wallet';
import type { ServerConfig } from '../../config';
import type { Handlers } from '../../http/routes';
import { absoluteUrl, mediaUrl } from '../media';
import { staffApplicationsWire } from '../seller/application-handlers';
import { staffProduct } from '../seller/product-handlers';
import { staffRegistrationsWire } from '../seller/shop-registration-handlers';
import { signedUploadPath } from '../upload/signed-url';
import { staffWalletWires } from '../wallet/staff-wallet-handlers';
import { claimWire, firstApprovalWire, reviewStepWire } from './queue-handlers';

const iso = (moment: string) => new Date(moment).toISOString();
const DAY_MS = 86_400_000;

const contactOf = (users: Map<number, UserRef>, userId: number | null) => {
  const user = userId === null ? undefined : users.get(userId);
  return {
    name: user?.name ?? '',
    email: user?.email ?? 'unknown@invalid.example',
    phone: user?.phone ?? '',
  };
};

const PRODUCT_STATES = {
  pending_review: 'pending_review',
  refused: 'refused',
  active: 'on_sale',
  expired: 'off_sale',
} as const;

/** Each kind's evidence for its detail page, with the task's claim, first approval and history. */
export function staffDetailHandlers(db: Database, config: ServerConfig): Handlers {
  const wallet = staffWalletWires(db, config);
  const applications = staffApplicationsWire(db);
  const registrations = staffRegistrationsWire(db, config);

  const task = async (viewerId: number, kind: Exclude<StaffTaskKind, 'shipment'>, id: number) => {
    const [state, names] = await Promise.all([taskState(db, viewerId, kind, id), staffNames(db)]);
    return {
      claim: state.claim && claimWire(state.claim),
      first_approval: state.firstApproval && firstApprovalWire(state.firstApproval),
      history: state.history.map((row) => reviewStepWire(row, names)),
    };
  };

  const networkOf = async (walletCode: string | null) =>
    (await listWalletCurrencies(db)).find((currency) => currency.code === walletCode)?.network ?? '';

  return {
    getStaffRechargeDetail: async ({ args, user, request }) => {
      const row = await findRecharge(db, args.id);
      const earlier = await earlierRecharges(db, row.userId, row.id);
      const created = Date.parse(row.createdAt);
      const recentSubmissionCount = earlier.filter((other) => {
        const at = Date.parse(other.createdAt);
        return at <= created && created - at < DAY_MS;
      }).length;
      const [recharge] = await wallet.staffRecharges([{ ...row, recentSubmissionCount }], request);
      return {
        recharge: recharge!,
        network: await networkOf(row.walletCode),
        earlier: earlier.map((other) => ({
          id: other.id,
          wallet_code: other.walletCode ?? '',
          declared_amount_minor: other.declaredAmountMinor,
          actual_amount_minor: other.actualAmountMinor,
          transaction_id: other.transactionId,
          state: other.state,
          created_at: iso(other.createdAt),
        })),
        task: await task(user.id, 'recharge', row.id),
      };
    },
    getStaffWithdrawalDetail: async ({ args, user }) => {
      const row = await findWithdrawal(db, args.id);
      const network = await networkOf(row.walletCode);
      const problem = network === '' ? 'unsupported-network' : cryptoAddressProblem(network, row.address);
      const [withdrawal] = await wallet.staffWithdrawals([row]);
      return {
        withdrawal: withdrawal!,
        network,
        address_valid: problem === null,
        address_problem: problem,
        payout_transaction_id: row.payoutTransactionId,
        ledger: (await userLedgerEntries(db, row.userId)).map((entry) => ({
          journal_id: entry.journalId,
          journal_kind: entry.journalKind,
          account: entry.account,
          amount_minor: entry.amountMinor,
          remark: entry.remark.slice(0, 500),
          at: iso(entry.createdAt),
        })),
        task: await task(user.id, 'withdrawal', row.id),
      };
    },
    getStaffSellerApplicationDetail: async ({ args, user, request }) => {
      const row = await findSellerApplication(db, args.id);
      const [application] = await applications([row]);
      const registration = await latestRegistration(db, row.userId);
      const users = await userRefs(db, [row.userId]);
      return {
        application: application!,
        contact: contactOf(users, row.userId),
        shop_registration: registration ? (await registrations([registration], request))[0]! : null,
        task: await task(user.id, 'seller_application', row.id),
      };
    },
    getStaffShopRegistrationDetail: async ({ args, user, request }) => {
      const row = await findShopRegistration(db, args.id);
      const [registration] = await registrations([row], request);
      const users = await userRefs(db, [row.userId]);
      return {
        registration: registration!,
        contact: { ...contactOf(users, row.userId), name: row.contactName, phone: row.contactPhone },
        task: await task(user.id, 'shop_registration', row.id),
      };
    },
    getStaffProductDetail: async ({ args, user, lang, request }) => {
      const { product, shopName, ownerId } = await productForReview(db, args.id);
      const row: SellerProductRow = { ...product, shopName, state: PRODUCT_STATES[product.status] };
      const users = await userRefs(db, ownerId === null ? [] : [ownerId]);
      const localised = product as unknown as Record<string, string | null>;
      return {
        product: staffProduct(row, lang, request),
        texts: languageCodes.map((code) => ({
          lang: code,
          name: localised[`name_${code}`] ?? '',
          short_description: localised[`short_description_${code}`] ?? '',
          description: localised[`description_${code}`] ?? '',
        })),
        contact: contactOf(users, ownerId),
        task: await task(user.id, 'product', product.id),
      };
    },
    getStaffReturnDetail: async ({ args, user, request }) => {
      const { refund, order, item } = await returnForReview(db, args.id);
      const users = await userRefs(db, [refund.userId]);
      return {
        return: {
          id: refund.id,
          state: refund.state,
          reason: refund.reason,
          quantity: refund.quantity,
          amount_minor: refund.amountMinor,
          // A return's pictures are the shopper's public uploads (requestRefund checks it): their lasting link.
          picture_urls: refund.imageUploadIds.map((uploadId) =>
            absoluteUrl(request, signedUploadPath(config, uploadId, false)),
          ),
          message: refund.staffMessage,
          created_at: iso(refund.createdAt),
        },
        order: {
          id: order.id,
          order_sn: order.orderSn,
          payment_state: order.paymentState,
          delivery_state: order.deliveryState,
          payment_method: order.paymentMethod,
          total_minor: order.totalMinor,
          shop_name: order.shopName,
          created_at: iso(order.createdAt),
        },
        item: {
          id: item.id,
          product_id: item.productId,
          name: item.name_en,
          image: mediaUrl(request, item.image),
          unit_price_minor: item.unitPriceMinor,
          quantity: item.quantity,
        },
        contact: contactOf(users, refund.userId),
        task: await task(user.id, 'return', refund.id),
      };
    },
  };
}
