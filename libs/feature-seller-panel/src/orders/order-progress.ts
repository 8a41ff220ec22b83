import type { OrderHistoryStep, SellerOrderDetail } from '@mall/sdk';
import type { TimelineItemState } from '@mall/ui';

/** A step of an order's progress, oldest first. */
export type ProgressKind =
  'placed' | 'paid' | 'shipped' | 'in_transit' | 'delivered' | 'completed' | 'cancelled';

export interface ProgressStep {
  kind: ProgressKind;
  state: TimelineItemState;
  /** Where the order stands now. */
  current: boolean;
  /** When it happened; none for a step still to come. */
  at?: string;
  /** Who took it (for a cancellation: who cancelled). */
  actor?: OrderHistoryStep['actor'];
  /** Why (a cancellation's reason). */
  remark?: string;
}

type ProgressOrder = Pick<SellerOrderDetail, 'history' | 'created_at' | 'payment_method' | 'cancel_remark'>;

/** The way an order goes when all is well; in transit is a step a shop may skip, so it is never foretold. */
const PATH: ProgressKind[] = ['placed', 'paid', 'shipped', 'in_transit', 'delivered', 'completed'];

const deliveryKinds = new Set<string>(['shipped', 'in_transit', 'delivered', 'completed']);

function kindOf(step: OrderHistoryStep): ProgressKind | undefined {
  if (step.from === null) return 'placed';
  if (step.axis === 'payment') {
    if (step.to === 'paid') return 'paid';
    if (step.to === 'cancelled') return 'cancelled';
    return undefined;
  }
  return deliveryKinds.has(step.to) ? (step.to as ProgressKind) : undefined;
}

/**
 * The order's history as progress steps: each step that happened (placed once, whichever axes record it), the
 * latest where the order stands; a cancellation ends it. A live order then foretells the usual steps still to
 * come: paid (unless paid in cash on delivery, which is paid as the order completes), shipped, delivered,
 * completed.
 */
export function orderProgress(order: ProgressOrder): ProgressStep[] {
  const happened: ProgressStep[] = [];
  for (const step of order.history) {
    const kind = kindOf(step);
    if (!kind || happened.some((seen) => seen.kind === kind)) continue;
    happened.push({
      kind,
      state: 'done',
      current: false,
      at: step.at,
      actor: step.actor,
      ...(kind === 'cancelled' ? { remark: step.remark || order.cancel_remark || undefined } : {}),
    });
  }
  if (!happened.some((step) => step.kind === 'placed')) {
    happened.unshift({ kind: 'placed', state: 'done', current: false, at: order.created_at });
  }
  // Steps of the same moment in the order of the path: cash on delivery is paid as the order completes.
  const rank = (kind: ProgressKind) => (kind === 'cancelled' ? PATH.length : PATH.indexOf(kind));
  happened.sort((a, b) => Date.parse(a.at!) - Date.parse(b.at!) || rank(a.kind) - rank(b.kind));

  const last = happened[happened.length - 1]!;
  last.current = true;
  if (last.kind === 'cancelled') {
    last.state = 'failed';
    return happened;
  }
  if (last.kind === 'completed') return happened;
  last.state = 'current';

  const reached = Math.max(...happened.map((step) => PATH.indexOf(step.kind)));
  const upcoming = PATH.slice(reached + 1).filter(
    (kind) => kind !== 'in_transit' && !(kind === 'paid' && order.payment_method === 'cash_on_delivery'),
  );
  return [
    ...happened,
    ...upcoming.map((kind): ProgressStep => ({ kind, state: 'upcoming', current: false })),
  ];
}
