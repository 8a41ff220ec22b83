export { type Balances, balancesOf } from './balances';
export { type AccountOwner } from './accounts';
export { MAX_LEDGER_AMOUNT_MINOR } from './amounts';
export { rechargeByCard } from './card-recharge';
export { isOverdraft, type Journal, type JournalEntry, type PostedJournal, postJournal } from './journal';
export { transferToMerchant } from './merchant-transfer';
export {
  creditWallet,
  type OrderPayment,
  type OrderSettlement,
  orderPaymentKey,
  payOrderFromWallet,
  refundToWallet,
  settleOrder,
  type WalletCredit,
  type WalletRefund,
} from './money-moves';
export { type RechargeCurrency, rechargeCurrencies } from './recharge-currencies';
export {
  type RechargeEvent,
  type RechargePolicy,
  type RechargeRow,
  type RechargeState,
  type RechargeSubmission,
  rechargePage,
  rechargeQueue,
  approveRechargeFirst,
  creditedAmount,
  lockRechargeForDecision,
  type RechargeReview,
  type RechargeReviewPolicy,
  rechargeSubmissionsLeft,
  reviewRecharge,
  type StaffRechargeRow,
  submitRecharge,
  transactionKeyOf,
} from './recharges';
export type { PageOf, Paging } from './requests-paging';
export { type StatementEntry, type StatementFilter, type StatementKind, statementPage } from './statement';
export { type Remark, remarkMessages, renderRemark } from './statement-remarks';
export { ledgerViolations } from './violations';
export {
  approveWithdrawalFirst,
  payoutTransactionIdOf,
  type WithdrawalReview,
  type WithdrawalReviewed,
  recallWithdrawal,
  requestWithdrawal,
  reviewWithdrawal,
  withdrawalPage,
  withdrawalQueue,
  type WithdrawalRequest,
  type WithdrawalRow,
  type WithdrawalState,
} from './withdrawals';
export {
  earlierRecharges,
  findRecharge,
  findWithdrawal,
  type UserLedgerEntry,
  userLedgerEntries,
  lockWithdrawal,
  rechargeTasks,
  withdrawalTasks,
  rechargeTransitions,
  transitionRecharge,
  transitionWithdrawal,
  withdrawalTransitions,
} from './review-transitions';
