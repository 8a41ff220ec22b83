import { staffNames } from '@mall/server-account';
import {
  type Database,
  DomainError,
  type ReviewActor,
  recordReviewTransition,
  reviewStepsOf,
  withTransaction,
} from '@mall/server-core';
import { lockRefund, type RefundDecision, reviewRefund } from '@mall/server-orders';
import { decideApplication, decideProduct, decideRegistration } from '@mall/server-seller';
import {
  approveRechargeFirst,
  approveWithdrawalFirst,
  creditedAmount,
  lockRechargeForDecision,
  lockWithdrawal,
  payoutTransactionIdOf,
  reviewRecharge,
  reviewWithdrawal,
} from '@mall/server-wallet';
import { endClaim, holdForDecision, type StaffActor } from './claims';
import type { StaffTaskKind } from './tasks';

/** What the staff decisions follow (docs/deploy.md, "Staff review"). */
export interface StaffPolicy {
  /** How long opening a task holds it (`STAFF_CLAIM_LEASE_SECONDS`). */
  claimLeaseSeconds: number;
  /** Money above this many minor units needs two approvals by different staff (`STAFF_SECOND_APPROVAL_MINOR`). */
  secondApprovalAboveMinor: number;
  /** A top-up's actual amount may be at most this many times the declared one (`STAFF_TOPUP_MAX_FACTOR`). */
  topupMaxFactor: number;
}

export const DEFAULT_STAFF_POLICY: StaffPolicy = {
  claimLeaseSeconds: 300,
  secondApprovalAboveMinor: 100_000,
  topupMaxFactor: 2,
};

const reviewActor = (actor: StaffActor): ReviewActor =>
  actor.kind === 'staff' ? { kind: 'staff', id: actor.id } : { kind: 'ops' };

/** The kinds whose approval moves money, and so needs a second one above `secondApprovalAboveMinor`. */
export type FourEyesKind = 'recharge' | 'withdrawal' | 'return';

/** The first approval a task waits on: the latest step into `in_review`, with who gave it and its amount. */
export async function firstApprovalOf(db: Database, kind: FourEyesKind, id: number) {
  const steps = await reviewStepsOf(db, kind, id);
  const last = steps.at(-1);
  if (!last || last.toState !== 'in_review') return null;
  return last;
}

/**
 * Runs one decision of a task: in one transaction, the actor takes the task's claim (3100002 while someone
 * else holds it), `work` decides through the owning domain's transition, and the claim ends.
 */
export async function decideTask<T>(
  db: Database,
  actor: StaffActor,
  task: { kind: StaffTaskKind; id: number },
  policy: StaffPolicy,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const names = await staffNames(db);
  return withTransaction(db, async (tx) => {
    await holdForDecision(tx, actor, task, policy.claimLeaseSeconds, names);
    const result = await work(tx);
    await endClaim(tx, task);
    return result;
  });
}

const sameApprover = (first: { actorKind: string; actorId: number | null }, actor: StaffActor) =>
  actor.kind === 'staff'
    ? first.actorKind === 'staff' && first.actorId === actor.id
    : first.actorKind === 'ops';

/**
 * Four eyes: whether this approval of `amountMinor` completes the decision (true) or is the first of two (false,
 * recorded by `first`). The second must come from someone else (3100003) and confirm the same amount (3100011).
 */
async function secondApprovalDone(
  tx: Database,
  kind: FourEyesKind,
  id: number,
  amountMinor: number,
  actor: StaffActor,
  policy: StaffPolicy,
): Promise<boolean> {
  if (amountMinor <= policy.secondApprovalAboveMinor) return true;
  const first = await firstApprovalOf(tx, kind, id);
  if (!first) return false;
  if (sameApprover(first, actor)) throw new DomainError('SECOND_APPROVAL_SAME_STAFF', { field: 'approve' });
  if (first.amountMinor !== amountMinor)
    throw new DomainError('SECOND_APPROVAL_AMOUNT_MISMATCH', {
      field: kind === 'recharge' ? 'actual_amount_minor' : 'approve',
      first_amount_minor: first.amountMinor ?? 0,
    });
  return true;
}

export interface RechargeDecision {
  id: number;
  approve: boolean;
  actualAmountMinor?: number;
  message: string;
}

/** A staff (or ops) decision on an offline top-up, with claims and four eyes. */
export const decideRecharge = (
  db: Database,
  actor: StaffActor,
  decision: RechargeDecision,
  policy: StaffPolicy,
) =>
  decideTask(db, actor, { kind: 'recharge', id: decision.id }, policy, async (tx) => {
    const recharge = await lockRechargeForDecision(tx, decision.id);
    if (recharge.state !== 'pending' && recharge.state !== 'in_review')
      throw new DomainError('TASK_ALREADY_DECIDED');
    const credited = creditedAmount(recharge, decision, { maxFactor: policy.topupMaxFactor });
    const review = { ...decision, actor: reviewActor(actor) };
    if (
      credited !== null &&
      !(await secondApprovalDone(tx, 'recharge', decision.id, credited, actor, policy))
    )
      return approveRechargeFirst(tx, {
        id: decision.id,
        amountMinor: credited,
        message: decision.message,
        actor: review.actor,
      });
    return reviewRecharge(tx, review, { maxFactor: policy.topupMaxFactor });
  });

export interface WithdrawalDecision {
  id: number;
  approve: boolean;
  message: string;
  payoutTransactionId?: string;
}

/** A staff (or ops) decision on a withdrawal, with claims and four eyes; the payout's id completes an approval. */
export const decideWithdrawal = (
  db: Database,
  actor: StaffActor,
  decision: WithdrawalDecision,
  policy: StaffPolicy,
) =>
  decideTask(db, actor, { kind: 'withdrawal', id: decision.id }, policy, async (tx) => {
    const withdrawal = await lockWithdrawal(tx, decision.id);
    if (withdrawal.state !== 'pending' && withdrawal.state !== 'in_review')
      throw new DomainError('TASK_ALREADY_DECIDED');
    const review = { ...decision, actor: reviewActor(actor) };
    if (decision.approve) {
      const done = await secondApprovalDone(
        tx,
        'withdrawal',
        decision.id,
        withdrawal.amountMinor,
        actor,
        policy,
      );
      if (!done)
        return approveWithdrawalFirst(tx, {
          id: decision.id,
          amountMinor: withdrawal.amountMinor,
          message: decision.message,
          actor: review.actor,
        });
      payoutTransactionIdOf(decision);
    }
    return reviewWithdrawal(tx, review);
  });

export const decideSellerApplication = (
  db: Database,
  actor: StaffActor,
  decision: { id: number; accept: boolean; message: string },
  policy: StaffPolicy,
) =>
  decideTask(db, actor, { kind: 'seller_application', id: decision.id }, policy, (tx) =>
    decideApplication(tx, decision.id, { ...decision, actor: reviewActor(actor) }),
  );

export const decideShopRegistration = (
  db: Database,
  actor: StaffActor,
  decision: { id: number; approve: boolean; message: string },
  policy: StaffPolicy,
) =>
  decideTask(db, actor, { kind: 'shop_registration', id: decision.id }, policy, (tx) =>
    decideRegistration(tx, decision.id, { ...decision, actor: reviewActor(actor) }),
  );

export const decideProductTask = (
  db: Database,
  actor: StaffActor,
  decision: { id: number; approve: boolean; message: string },
  policy: StaffPolicy,
) =>
  decideTask(db, actor, { kind: 'product', id: decision.id }, policy, (tx) =>
    decideProduct(tx, decision.id, { ...decision, actor: reviewActor(actor) }),
  );

/** A return's decision: a refund above the four-eyes amount may only be the first of two approvals. */
export type ReturnDecision = RefundDecision & { awaitingSecondApproval: boolean };

/**
 * A staff (or ops) decision on a return, with claims and four eyes: a refund above `secondApprovalAboveMinor` is
 * paid back only on the second approval, by someone else (3100003). The first is a step of the audit into
 * `in_review` (the return itself stays `pending`, where the shopper may still withdraw it); a refusal, by anyone,
 * ends it. The refund itself is the orders domain's one transition.
 */
export const decideReturn = (
  db: Database,
  actor: StaffActor,
  decision: { id: number; approve: boolean; message: string },
  policy: StaffPolicy,
): Promise<ReturnDecision> =>
  decideTask(db, actor, { kind: 'return', id: decision.id }, policy, async (tx) => {
    const refund = await lockRefund(tx, decision.id);
    if (refund.state !== 'pending') throw new DomainError('TASK_ALREADY_DECIDED');
    const review = { ...decision, actor: reviewActor(actor) };
    if (
      decision.approve &&
      !(await secondApprovalDone(tx, 'return', decision.id, refund.amountMinor, actor, policy))
    ) {
      await recordReviewTransition(tx, {
        kind: 'return',
        id: decision.id,
        from: refund.state,
        to: 'in_review',
        actor: review.actor,
        remark: decision.message.trim(),
        amountMinor: refund.amountMinor,
      });
      return { refund, approved: false, refundedMinor: 0, awaitingSecondApproval: true };
    }
    return { ...(await reviewRefund(tx, review)), awaitingSecondApproval: false };
  });
