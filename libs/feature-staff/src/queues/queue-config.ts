import type { QueryResultLike } from '@mall/ui';
import type { ComponentType } from 'react';
import type { Decision } from '../review/decision-panel';
import type { QueueKind } from '../shared/staff-paths';
import type { StaffTranslator } from '../shared/translator';

/** One page of a queue, as every staff list answers it. */
export interface QueuePage<Item> {
  list: Item[];
  total: number;
  total_capped: boolean;
  has_more: boolean;
}

export interface QueueArgs<State extends string> {
  state?: State;
  page?: number;
  page_size?: number;
}

/** A task as its queue's list shows it. */
export interface QueueRow {
  id: number;
  /** Who asked: the customer's name, or the shop. */
  who: string;
  /** Their email address, when known. */
  contact?: string;
  /** What they asked for, e.g. "120.00 USDT · TXID …". */
  summary: string;
  /** The amount at stake, formatted, when there is one. */
  amount?: string;
  createdAt: string;
}

export interface EvidenceProps<Item> {
  item: Item;
  t: StaffTranslator;
  locale: string;
}

/** Everything a review queue's screens need to know of one kind of task. */
export interface QueueConfig<Item extends { id: number; created_at: string }, State extends string> {
  kind: QueueKind;
  /** The states the list can be filtered by; `pending` first. */
  states: readonly State[];
  pending: State;
  stateOf: (item: Item) => State;
  useList: (
    args: QueueArgs<State>,
    options?: { pollingInterval?: number; skipPollingIfUnfocused?: boolean },
  ) => QueryResultLike<QueuePage<Item>>;
  /** The decision's request and whether one is under way. */
  useDecide: () => readonly [(id: number, decision: Decision) => Promise<{ error?: unknown }>, boolean];
  row: (item: Item, t: StaffTranslator, locale: string) => QueueRow;
  /** The decision page's heading, e.g. "Top-up #12 by Ada Lovelace". */
  title: (item: Item, t: StaffTranslator) => string;
  Evidence: ComponentType<EvidenceProps<Item>>;
  /** Top-ups: the declared amount, which prefills the amount to credit. */
  declaredMinor?: (item: Item) => number;
  confirmApprove: (item: Item, t: StaffTranslator, locale: string, amountMinor?: number) => string;
  confirmRefuse: (item: Item, t: StaffTranslator) => string;
}
