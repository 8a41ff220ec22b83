import type { StaffTaskState } from '@mall/sdk';
import type { QueryResultLike } from '@mall/ui';
import type { ComponentType } from 'react';
import type { Decision } from '../review/decision-panel';
import type { QueueKind } from '../shared/staff-paths';
import type { StaffTranslator } from '../shared/translator';

export interface EvidenceProps<Detail> {
  detail: Detail;
  t: StaffTranslator;
  locale: string;
}

/** What a decision request answered: whether it failed, and whether it was only the first of two approvals. */
export interface DecisionAnswer {
  error?: unknown;
  /** The approval was recorded as the first of two (four eyes): another reviewer must confirm it. */
  firstOfTwo?: boolean;
}

/** Everything a review queue's task page needs to know of one kind of task. */
export interface QueueConfig<Detail extends { task: StaffTaskState }> {
  kind: QueueKind;
  /** The kind's own states, to filter the list by (the open tasks when none is chosen). */
  states: readonly string[];
  useDetail: (id: number) => QueryResultLike<Detail>;
  /** The decision's request and whether one is under way. */
  useDecide: () => readonly [(id: number, decision: Decision) => Promise<DecisionAnswer>, boolean];
  /** The task page's heading, e.g. "Top-up #12 by Ada Lovelace". */
  title: (detail: Detail, t: StaffTranslator) => string;
  /** The task's state in its kind's own states, and whether it still waits for a decision. */
  state: (detail: Detail) => string;
  isOpen: (detail: Detail) => boolean;
  Evidence: ComponentType<EvidenceProps<Detail>>;
  /** Top-ups: the amount to credit, prefilled with the declared one. */
  declaredMinor?: (detail: Detail) => number;
  /** Withdrawals: approving needs the payout's transaction id. */
  needsPayoutId?: boolean;
  confirmApprove: (detail: Detail, t: StaffTranslator, locale: string, amountMinor?: number) => string;
  confirmRefuse: (detail: Detail, t: StaffTranslator) => string;
}
