import { randomUUID } from 'node:crypto';
import { MAX_RECHARGE_MINOR, MIN_RECHARGE_MINOR } from '@mall/sdk-manifest';
import { type Database, DomainError, withIdempotency } from '@mall/server-core';
import { type Card, type PaymentProvider, validateCard } from '@mall/server-payments';
import { requireAmount } from './amounts';
import { postJournal } from './journal';
import { walletRecharges } from './tables';
import type { RechargeRow } from './recharges';

/**
 * Tops the wallet up by card: the provider charges, then the top-up is recorded completed and credited from the
 * platform's card clearing, in one transaction. With an Idempotency-Key a repeated request answers the first
 * top-up without charging again; the charge's reference derives from the key so a real provider can also tell.
 */
export async function rechargeByCard(
  db: Database,
  provider: PaymentProvider,
  request: { userId: number; amountMinor: number; card: Card },
  idempotencyKey?: string,
): Promise<RechargeRow> {
  const { userId, card } = request;
  const amountMinor = requireAmount(request.amountMinor, {
    min: MIN_RECHARGE_MINOR,
    max: MAX_RECHARGE_MINOR,
  });
  const invalid = validateCard(card);
  if (invalid.length > 0)
    throw new DomainError('INVALID_PARAMETERS', null, `Invalid card: ${invalid.join(', ')}`);
  const reference = `wallet-top-up:${userId}:${idempotencyKey ?? randomUUID()}`;
  return withIdempotency(
    db,
    {
      userId,
      key: idempotencyKey,
      operation: 'bankCardRecharge',
      // Only the last four digits are ever kept, even digested.
      body: { amountMinor, card: card.number.slice(-4) },
    },
    async (tx) => {
      const charge = await provider.charge({ amountMinor, reference, card });
      if (!charge.approved)
        throw new DomainError('ORDER_PAYMENT_FAILED', null, `The card was declined (${charge.reason})`);
      const [created] = await tx
        .insert(walletRecharges)
        .values({
          userId,
          channel: 'card',
          declaredAmountMinor: amountMinor,
          actualAmountMinor: amountMinor,
          transactionId: charge.providerReference,
          cardLast4: charge.last4,
          sandbox: provider.sandbox,
          state: 'completed',
          reviewedAt: new Date().toISOString(),
        })
        .returning();
      await postJournal(tx, {
        kind: 'card_recharge',
        idempotencyKey: `card-recharge:${created!.id}`,
        reference: { type: 'recharge', id: created!.id },
        remark: `card top-up ${created!.id} (•••• ${charge.last4})`,
        entries: [
          { account: { type: 'platform', kind: 'card_clearing' }, amountMinor: -amountMinor },
          { account: { type: 'user', userId, kind: 'available' }, amountMinor },
        ],
      });
      return created!;
    },
  );
}
