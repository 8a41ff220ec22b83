export { claimTask, type ClaimRow, releaseTask, type StaffActor, type StaffTaskClaimEvent } from './claims';
export {
  decideProductTask,
  decideRecharge,
  decideReturn,
  decideSellerApplication,
  decideShopRegistration,
  decideTask,
  decideWithdrawal,
  DEFAULT_STAFF_POLICY,
  firstApprovalOf,
  type FourEyesKind,
  type RechargeDecision,
  type ReturnDecision,
  type StaffPolicy,
  type WithdrawalDecision,
} from './decisions';
export { staffQueueSubscriber } from './live';
export {
  type ClaimView,
  claimView,
  type FirstApprovalView,
  type QueueCount,
  queueCounts,
  type StaffTaskView,
  type TaskQuery,
  taskPage,
  type TaskState,
  taskState,
} from './queues';
export { STAFF_TASK_KINDS, type StaffTaskKind, taskStatus } from './tasks';
