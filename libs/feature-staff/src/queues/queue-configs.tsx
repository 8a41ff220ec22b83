import {
  type SellerApplicationStatus,
  type SellerProductState,
  type ShopRegistrationStatus,
  type StaffProduct,
  type StaffRecharge,
  type StaffSellerApplication,
  type StaffShopRegistration,
  type StaffWithdrawal,
  useDecideProductMutation,
  useDecideSellerApplicationMutation,
  useDecideShopRegistrationMutation,
  useGetPendingProductsQuery,
  useGetPendingRechargesQuery,
  useGetPendingWithdrawalsQuery,
  useGetSellerApplicationsQuery,
  useGetShopRegistrationsQuery,
  useReviewRechargeMutation,
  useReviewWithdrawalMutation,
  type WalletRequestState,
  type WithdrawalState,
} from '@mall/sdk';
import { ProductEvidence } from '../review/product-evidence';
import { RechargeEvidence } from '../review/recharge-evidence';
import { SellerApplicationEvidence } from '../review/seller-application-evidence';
import { ShopRegistrationEvidence } from '../review/shop-registration-evidence';
import { WithdrawalEvidence } from '../review/withdrawal-evidence';
import { formatUsd } from '../shared/usd';
import type { QueueConfig } from './queue-config';

export const rechargeQueue: QueueConfig<StaffRecharge, WalletRequestState> = {
  kind: 'recharges',
  states: ['pending', 'in_review', 'completed', 'failed'],
  pending: 'pending',
  stateOf: (item) => item.state,
  useList: useGetPendingRechargesQuery,
  useDecide: () => {
    const [review, { isLoading }] = useReviewRechargeMutation();
    return [
      (id, { approve, message, amountMinor }) =>
        review({ id, approve, message, ...(approve && { actual_amount_minor: amountMinor }) }),
      isLoading,
    ] as const;
  },
  row: (item, t, locale) => ({
    id: item.id,
    who: item.user.name,
    contact: item.user.email,
    summary: t('recharge.row', { currency: item.wallet_code, transaction: item.transaction_id }),
    amount: formatUsd(item.declared_amount_minor, locale),
    createdAt: item.created_at,
  }),
  title: (item, t) => t('recharge.title', { id: item.id, name: item.user.name }),
  Evidence: RechargeEvidence,
  declaredMinor: (item) => item.declared_amount_minor,
  confirmApprove: (item, t, locale, amountMinor) =>
    t('recharge.confirmApprove', {
      amount: formatUsd(amountMinor ?? item.declared_amount_minor, locale),
      name: item.user.name,
    }),
  confirmRefuse: (item, t) => t('recharge.confirmRefuse', { name: item.user.name }),
};

export const withdrawalQueue: QueueConfig<StaffWithdrawal, WithdrawalState> = {
  kind: 'withdrawals',
  states: ['pending', 'in_review', 'completed', 'failed', 'recalled'],
  pending: 'pending',
  stateOf: (item) => item.state,
  useList: useGetPendingWithdrawalsQuery,
  useDecide: () => {
    const [review, { isLoading }] = useReviewWithdrawalMutation();
    return [(id, { approve, message }) => review({ id, approve, message }), isLoading] as const;
  },
  row: (item, t, locale) => ({
    id: item.id,
    who: item.user.name,
    contact: item.user.email,
    summary:
      item.method === 'wallet'
        ? t('withdrawal.rowWallet', { currency: item.wallet_code ?? '' })
        : t('withdrawal.rowBank', { bank: item.bank_name ?? '' }),
    amount: formatUsd(item.amount_minor, locale),
    createdAt: item.created_at,
  }),
  title: (item, t) => t('withdrawal.title', { id: item.id, name: item.user.name }),
  Evidence: WithdrawalEvidence,
  confirmApprove: (item, t, locale) =>
    t('withdrawal.confirmApprove', { amount: formatUsd(item.amount_minor, locale), name: item.user.name }),
  confirmRefuse: (item, t) => t('withdrawal.confirmRefuse', { name: item.user.name }),
};

export const sellerApplicationQueue: QueueConfig<StaffSellerApplication, SellerApplicationStatus> = {
  kind: 'seller-applications',
  states: ['pending', 'accepted', 'refused'],
  pending: 'pending',
  stateOf: (item) => item.status,
  useList: useGetSellerApplicationsQuery,
  useDecide: () => {
    const [decide, { isLoading }] = useDecideSellerApplicationMutation();
    return [(id, { approve, message }) => decide({ id, accept: approve, message }), isLoading] as const;
  },
  row: (item, t) => ({
    id: item.id,
    who: item.user.name,
    contact: item.user.email,
    summary: t('application.row', { shop: item.shop_name }),
    createdAt: item.created_at,
  }),
  title: (item, t) => t('application.title', { id: item.id, name: item.user.name }),
  Evidence: SellerApplicationEvidence,
  confirmApprove: (item, t) => t('application.confirmApprove', { name: item.user.name }),
  confirmRefuse: (item, t) => t('application.confirmRefuse', { name: item.user.name }),
};

export const shopRegistrationQueue: QueueConfig<StaffShopRegistration, ShopRegistrationStatus> = {
  kind: 'shop-registrations',
  states: ['pending', 'approved', 'refused'],
  pending: 'pending',
  stateOf: (item) => item.status,
  useList: useGetShopRegistrationsQuery,
  useDecide: () => {
    const [decide, { isLoading }] = useDecideShopRegistrationMutation();
    return [(id, { approve, message }) => decide({ id, approve, message }), isLoading] as const;
  },
  row: (item, t) => ({
    id: item.id,
    who: item.user.name,
    contact: item.user.email,
    summary: t('registration.row', { shop: item.shop_name, country: item.country }),
    createdAt: item.created_at,
  }),
  title: (item, t) => t('registration.title', { shop: item.shop_name }),
  Evidence: ShopRegistrationEvidence,
  confirmApprove: (item, t) => t('registration.confirmApprove', { shop: item.shop_name }),
  confirmRefuse: (item, t) => t('registration.confirmRefuse', { shop: item.shop_name }),
};

export const productQueue: QueueConfig<StaffProduct, SellerProductState> = {
  kind: 'products',
  states: ['pending_review', 'on_sale', 'off_sale', 'refused'],
  pending: 'pending_review',
  stateOf: (item) => item.state,
  useList: useGetPendingProductsQuery,
  useDecide: () => {
    const [decide, { isLoading }] = useDecideProductMutation();
    return [(id, { approve, message }) => decide({ id, approve, message }), isLoading] as const;
  },
  row: (item, t, locale) => ({
    id: item.id,
    who: item.shop.name,
    summary: t('product.row', { name: item.name.text, stock: item.stock }),
    amount: formatUsd(item.price_minor, locale),
    createdAt: item.created_at,
  }),
  title: (item, t) => t('product.title', { name: item.name.text }),
  Evidence: ProductEvidence,
  confirmApprove: (item, t) => t('product.confirmApprove', { name: item.name.text }),
  confirmRefuse: (item, t) => t('product.confirmRefuse', { name: item.name.text }),
};
