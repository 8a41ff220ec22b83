import { randomUUID } from 'node:crypto';
import { MAX_RECHARGE_MINOR, MIN_RECHARGE_MINOR } from '@mall/sdk-manifest';
import {
  type Database,
  DomainError,
  type IdempotentRequest,
  storedAnswer,
  withIdempotency,
} from '@mall/server-core';
import { type Card, type PaymentProvider, validateCard } from '@mall/server-payments';
import { requireAmount } from './amounts';
import { postJournal } from './journal';
import { walletRecharges } from './tables';
import type { RechargeRow } from './recharges';

/**
 * Tops the wallet up by card: the provider charges with no transaction open and no row locked (a real provider's
 * seconds would otherwise hold a database connection and the key's lock), then the top-up is recorded completed
 * and credited from the platform's card clearing, in one transaction. With an Idempotency-Key a repeated request
 * answers the first top-up; the charge's reference derives from the key, so a repeat that finds no answer yet (it
 * raced the first, or the first died after the charge) is answered by the provider with the first charge, not a
 * second one, and `withIdempotency` records it once.
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
  const idempotent: IdempotentRequest = {
    userId,
    key: idempotencyKey,
    operation: 'bankCardRecharge',
    // Only the last four digits are ever kept, even digested.
    body: { amountMinor, card: card.number.slice(-4) },
  };
  const earlier = await storedAnswer<RechargeRow>(db, idempotent);
  if (earlier) return earlier.answer;
  const charge = await provider.charge({ amountMinor, reference, card });
  if (!charge.approved)
    throw new DomainError('ORDER_PAYMENT_FAILED', null, `The card was declined (${charge.reason})`);
  return withIdempotency(db, idempotent, async (tx) => {
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
  });
}
