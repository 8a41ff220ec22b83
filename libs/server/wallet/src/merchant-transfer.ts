import { randomUUID } from 'node:crypto';
import { MAX_WALLET_OPERATION_MINOR } from '@mall/sdk-manifest';
import { shopOwnedBy } from '@mall/server-catalogue';
import { type Database, DomainError, withIdempotency } from '@mall/server-core';
import { requireAmount } from './amounts';
import { postJournal } from './journal';
import { type StatementEntry, statementEntryOfJournal } from './statement';

/**
 * A seller moves money from their wallet to their shop's settlement account: both sides are one journal, so the
 * wallet is never debited without the shop being credited. INSUFFICIENT_BALANCE (2000022) when the balance is
 * short; DATA_OPERATION_FAILED (2000018) before the seller has a shop.
 */
export async function transferToMerchant(
  db: Database,
  { userId, amountMinor: asked }: { userId: number; amountMinor: number },
  idempotencyKey?: string,
): Promise<StatementEntry> {
  const amountMinor = requireAmount(asked, { max: MAX_WALLET_OPERATION_MINOR });
  return withIdempotency(
    db,
    { userId, key: idempotencyKey, operation: 'transferBalanceToMerchant', body: { amountMinor } },
    async (tx) => {
      const shop = await shopOwnedBy(tx, userId);
      if (!shop) throw new DomainError('DATA_OPERATION_FAILED', null, 'You have no shop to transfer to yet');
      const posted = await postJournal(tx, {
        kind: 'merchant_transfer',
        idempotencyKey: `merchant-transfer:${randomUUID()}`,
        reference: { type: 'shop', id: shop.id },
        remark: `to shop ${shop.name}`,
        entries: [
          { account: { type: 'user', userId, kind: 'available' }, amountMinor: -amountMinor },
          { account: { type: 'shop', shopId: shop.id, kind: 'settlement' }, amountMinor },
        ],
        whenShort: 'INSUFFICIENT_BALANCE',
      });
      return statementEntryOfJournal(tx, userId, posted.journalId!);
    },
  );
}
