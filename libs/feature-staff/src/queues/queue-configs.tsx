import {
  type GetStaffProductDetailData,
  type GetStaffRechargeDetailData,
  type GetStaffReturnDetailData,
  type GetStaffSellerApplicationDetailData,
  type GetStaffShopRegistrationDetailData,
  type GetStaffWithdrawalDetailData,
  useDecideProductMutation,
  useDecideSellerApplicationMutation,
  useDecideShopRegistrationMutation,
  useGetStaffProductDetailQuery,
  useGetStaffRechargeDetailQuery,
  useGetStaffReturnDetailQuery,
  useGetStaffSellerApplicationDetailQuery,
  useGetStaffShopRegistrationDetailQuery,
  useGetStaffWithdrawalDetailQuery,
  useReviewRechargeMutation,
  useReviewRefundMutation,
  useReviewWithdrawalMutation,
} from '@mall/sdk';
import { ProductEvidence } from '../review/product-evidence';
import { RechargeEvidence } from '../review/recharge-evidence';
import { ReturnEvidence } from '../review/return-evidence';
import { SellerApplicationEvidence } from '../review/seller-application-evidence';
import { ShopRegistrationEvidence } from '../review/shop-registration-evidence';
import { WithdrawalEvidence } from '../review/withdrawal-evidence';
import { formatUsd } from '../shared/usd';
import type { QueueConfig } from './queue-config';

/** Whether a money decision was only the first of two approvals (the task waits `in_review` for the second). */
const firstOfTwo = (answer: { data?: { state: string } }, approve: boolean) =>
  approve && answer.data?.state === 'in_review';

export const rechargeQueue: QueueConfig<GetStaffRechargeDetailData> = {
  kind: 'recharges',
  states: ['pending', 'in_review', 'completed', 'failed'],
  useDetail: (id) => useGetStaffRechargeDetailQuery({ id }),
  useDecide: () => {
    const [review, { isLoading }] = useReviewRechargeMutation();
    return [
      async (id, { approve, message, amountMinor }) => {
        const answer = await review({
          id,
          approve,
          message,
          ...(approve && { actual_amount_minor: amountMinor }),
        });
        return { error: answer.error, firstOfTwo: firstOfTwo(answer, approve) };
      },
      isLoading,
    ] as const;
  },
  title: ({ recharge }, t) => t('recharge.title', { id: recharge.id, name: recharge.user.name }),
  state: ({ recharge }) => recharge.state,
  isOpen: ({ recharge }) => recharge.state === 'pending' || recharge.state === 'in_review',
  Evidence: RechargeEvidence,
  declaredMinor: ({ recharge, task }) => task.first_approval?.amount_minor ?? recharge.declared_amount_minor,
  confirmApprove: ({ recharge }, t, locale, amountMinor) =>
    t('recharge.confirmApprove', {
      amount: formatUsd(amountMinor ?? recharge.declared_amount_minor, locale),
      name: recharge.user.name,
    }),
  confirmRefuse: ({ recharge }, t) => t('recharge.confirmRefuse', { name: recharge.user.name }),
};

export const withdrawalQueue: QueueConfig<GetStaffWithdrawalDetailData> = {
  kind: 'withdrawals',
  states: ['pending', 'in_review', 'completed', 'failed', 'recalled'],
  useDetail: (id) => useGetStaffWithdrawalDetailQuery({ id }),
  useDecide: () => {
    const [review, { isLoading }] = useReviewWithdrawalMutation();
    return [
      async (id, { approve, message, payoutTransactionId }) => {
        const answer = await review({
          id,
          approve,
          message,
          ...(approve && { payout_transaction_id: payoutTransactionId }),
        });
        return { error: answer.error, firstOfTwo: firstOfTwo(answer, approve) };
      },
      isLoading,
    ] as const;
  },
  title: ({ withdrawal }, t) => t('withdrawal.title', { id: withdrawal.id, name: withdrawal.user.name }),
  state: ({ withdrawal }) => withdrawal.state,
  isOpen: ({ withdrawal }) => withdrawal.state === 'pending' || withdrawal.state === 'in_review',
  Evidence: WithdrawalEvidence,
  needsPayoutId: true,
  confirmApprove: ({ withdrawal }, t, locale) =>
    t('withdrawal.confirmApprove', {
      amount: formatUsd(withdrawal.amount_minor, locale),
      name: withdrawal.user.name,
    }),
  confirmRefuse: ({ withdrawal }, t) => t('withdrawal.confirmRefuse', { name: withdrawal.user.name }),
};

export const sellerApplicationQueue: QueueConfig<GetStaffSellerApplicationDetailData> = {
  kind: 'seller-applications',
  states: ['pending', 'accepted', 'refused'],
  useDetail: (id) => useGetStaffSellerApplicationDetailQuery({ id }),
  useDecide: () => {
    const [decide, { isLoading }] = useDecideSellerApplicationMutation();
    return [
      async (id, { approve, message }) => ({ error: (await decide({ id, accept: approve, message })).error }),
      isLoading,
    ] as const;
  },
  title: ({ application }, t) => t('application.title', { id: application.id, name: application.user.name }),
  state: ({ application }) => application.status,
  isOpen: ({ application }) => application.status === 'pending',
  Evidence: SellerApplicationEvidence,
  confirmApprove: ({ application }, t) => t('application.confirmApprove', { name: application.user.name }),
  confirmRefuse: ({ application }, t) => t('application.confirmRefuse', { name: application.user.name }),
};

export const shopRegistrationQueue: QueueConfig<GetStaffShopRegistrationDetailData> = {
  kind: 'shop-registrations',
  states: ['pending', 'approved', 'refused'],
  useDetail: (id) => useGetStaffShopRegistrationDetailQuery({ id }),
  useDecide: () => {
    const [decide, { isLoading }] = useDecideShopRegistrationMutation();
    return [
      async (id, { approve, message }) => ({ error: (await decide({ id, approve, message })).error }),
      isLoading,
    ] as const;
  },
  title: ({ registration }, t) => t('registration.title', { shop: registration.shop_name }),
  state: ({ registration }) => registration.status,
  isOpen: ({ registration }) => registration.status === 'pending',
  Evidence: ShopRegistrationEvidence,
  confirmApprove: ({ registration }, t) => t('registration.confirmApprove', { shop: registration.shop_name }),
  confirmRefuse: ({ registration }, t) => t('registration.confirmRefuse', { shop: registration.shop_name }),
};

export const productQueue: QueueConfig<GetStaffProductDetailData> = {
  kind: 'products',
  states: ['pending_review', 'on_sale', 'off_sale', 'refused'],
  useDetail: (id) => useGetStaffProductDetailQuery({ id }),
  useDecide: () => {
    const [decide, { isLoading }] = useDecideProductMutation();
    return [
      async (id, { approve, message }) => ({ error: (await decide({ id, approve, message })).error }),
      isLoading,
    ] as const;
  },
  title: ({ product }, t) => t('product.title', { name: product.name.text }),
  state: ({ product }) => product.state,
  isOpen: ({ product }) => product.state === 'pending_review',
  Evidence: ProductEvidence,
  confirmApprove: ({ product }, t) => t('product.confirmApprove', { name: product.name.text }),
  confirmRefuse: ({ product }, t) => t('product.confirmRefuse', { name: product.name.text }),
};

export const returnQueue: QueueConfig<GetStaffReturnDetailData> = {
  kind: 'returns',
  states: ['pending', 'approved', 'refused', 'cancelled', 'refunded'],
  useDetail: (id) => useGetStaffReturnDetailQuery({ id }),
  useDecide: () => {
    const [review, { isLoading }] = useReviewRefundMutation();
    return [
      async (id, { approve, message }) => {
        const answer = await review({ id, approve, message });
        // Above the four-eyes amount, an approval is the first of two: the return waits for a second reviewer.
        return { error: answer.error, firstOfTwo: approve && answer.data?.status === 'in_review' };
      },
      isLoading,
    ] as const;
  },
  title: (detail, t) => t('return.title', { id: detail.return.id, order: detail.order.order_sn }),
  state: (detail) => detail.return.state,
  isOpen: (detail) => detail.return.state === 'pending',
  Evidence: ReturnEvidence,
  confirmApprove: (detail, t, locale) =>
    t('return.confirmApprove', {
      amount: formatUsd(detail.return.amount_minor, locale),
      name: detail.contact.name,
    }),
  confirmRefuse: (detail, t) => t('return.confirmRefuse', { name: detail.contact.name }),
};
