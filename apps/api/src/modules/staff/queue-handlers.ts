import { staffNames, userRefs } from '@mall/server-account';
import { auditPage, type ReviewStepRow, type ReviewSubjectKind } from '@mall/server-core';
import {
  claimTask,
  type ClaimView,
  claimView,
  type FirstApprovalView,
  queueCounts,
  releaseTask,
  taskPage,
} from '@mall/server-staff';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import type { Dependencies } from '../dependencies';
import { openUserStream } from '../live/handlers';

const iso = (moment: string) => new Date(moment).toISOString();

/** A history row as the audit and the task pages show it. */
export const reviewStepWire = (row: ReviewStepRow, names: ReadonlyMap<number, string>) => ({
  id: row.id,
  kind: row.subjectKind as ReviewSubjectKind,
  task_id: row.subjectId,
  from: row.fromState,
  to: row.toState,
  actor: {
    kind: row.actorKind,
    id: row.actorId,
    name: row.actorKind === 'staff' && row.actorId !== null ? (names.get(row.actorId) ?? null) : null,
  },
  remark: row.remark,
  amount_minor: row.amountMinor,
  transaction_id: row.transactionId,
  at: iso(row.createdAt),
});

/** Who holds a task, as the queue and detail pages show it. */
export const claimWire = (claim: ClaimView) => ({
  staff_id: claim.staffId,
  staff_name: claim.staffName,
  expires_at: iso(claim.expiresAt),
  mine: claim.mine,
});

/** A first approval waiting for its second (four eyes). */
export const firstApprovalWire = (approval: FirstApprovalView) => ({
  staff_id: approval.staffId,
  staff_name: approval.staffName,
  amount_minor: approval.amountMinor,
  at: iso(approval.at),
});

const countsWire = (counts: Awaited<ReturnType<typeof queueCounts>>) =>
  Object.fromEntries(
    Object.entries(counts).map(([kind, count]) => [
      kind,
      { open: count.open, claimed: count.claimed, awaiting_second_approval: count.awaitingSecondApproval },
    ]),
  ) as Record<keyof typeof counts, { open: number; claimed: number; awaiting_second_approval: number }>;

/** The review queues, claims, the audit and the staff live stream. */
export function staffQueueHandlers(
  deps: Pick<Dependencies, 'db' | 'liveStreams'> & { config: Pick<ServerConfig, 'staff'> },
): Handlers {
  const db: Database = deps.db;
  const { staff: policy } = deps.config;
  return {
    getStaffQueueCounts: async () => countsWire(await queueCounts(db)),
    getStaffTasks: async ({ args, user }) => {
      const page = args.page ?? 1;
      const pageSize = args.page_size ?? 20;
      const { rows, total } = await taskPage(db, user.id, {
        kind: args.kind,
        state: args.state,
        claim: args.claim,
        userId: args.user_id,
        page,
        pageSize,
      });
      const users = await userRefs(
        db,
        rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
      );
      return {
        list: rows.map((row) => {
          const owner = row.userId === null ? undefined : users.get(row.userId);
          return {
            kind: row.kind,
            id: row.id,
            state: row.state,
            title: row.title.slice(0, 300),
            user: owner ? { id: owner.id, name: owner.name, email: owner.email } : null,
            amount_minor: row.amountMinor,
            created_at: iso(row.createdAt),
            claim: row.claim && claimWire(row.claim),
            first_approval: row.firstApproval && firstApprovalWire(row.firstApproval),
          };
        }),
        page,
        page_size: pageSize,
        total,
        total_capped: false,
        has_more: page * pageSize < total,
      };
    },
    claimStaffTask: async ({ args, user }) => {
      const claim = await claimTask(db, user.id, args, policy.claimLeaseSeconds);
      return {
        kind: args.kind,
        id: args.id,
        claim: claimWire(claimView(claim, user.id, await staffNames(db))),
      };
    },
    releaseStaffTask: async ({ args, user }) => {
      await releaseTask(db, user.id, args);
      return { done: true as const };
    },
    getStaffAudit: async ({ args }) => {
      const page = args?.page ?? 1;
      const pageSize = args?.page_size ?? 20;
      const { rows, total } = await auditPage(db, {
        kind: args?.kind === 'shipment' ? undefined : args?.kind,
        subjectId: args?.task_id,
        staffId: args?.staff_id,
        page,
        pageSize,
      });
      const names = await staffNames(db);
      return {
        list: rows.map((row) => reviewStepWire(row, names)),
        page,
        page_size: pageSize,
        total,
        total_capped: false,
        has_more: page * pageSize < total,
      };
    },
    // The shopper's stream (`openLiveStream`), held for a staff session: queue counts and task changes.
    openStaffLiveStream: ({ args, user, request, reply }) =>
      openUserStream(deps, { userId: user.id, lastEventId: args?.last_event_id, request, reply }),
  };
}
