import { DomainError, type Database } from '@mall/server-core';
import type { OrderRow } from './order-queries';
import type { refunds } from './tables';

/**
 * Pays an approved return back to the customer's wallet, exactly once (the ledger journal's key is the
 * refund's), from the shop's settlement when the order was already settled. Until the wallet's ledger is
 * there, no return can be paid back, so none is approved.
 */
export async function payBackReturn(
  tx: Database,
  payout: { refund: typeof refunds.$inferSelect; order: OrderRow },
): Promise<void> {
  void tx;
  void payout;
  throw new DomainError('RETURN_DISPATCH_FAILED', null, 'Refunds to the wallet are not available yet');
}
