import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '@mall/server-core';
import { sellerTickets } from './tables';

/** docs/requirements.md R10.7: a hand-over ticket lives at most this long. */
export const TICKET_LIFETIME_MS = 60_000;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket, 'utf8').digest();

/** A new single-use ticket for `userId`; only its hash is stored. Expired tickets are swept on the way. */
export async function issueSellerTicket(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TICKET_LIFETIME_MS).toISOString();
  await db.delete(sellerTickets).where(lt(sellerTickets.expiresAt, now.toISOString()));
  await db.insert(sellerTickets).values({ userId, ticketHash: hashTicket(ticket), expiresAt });
  return { ticket, expiresAt };
}

/**
 * Uses a ticket up: answers its user when it is known, unused and unexpired, else null. The one conditional
 * update makes it single use even when two requests present it at once.
 */
export async function redeemSellerTicket(
  db: Database,
  ticket: string,
  now = new Date(),
): Promise<number | null> {
  const [redeemed] = await db
    .update(sellerTickets)
    .set({ usedAt: now.toISOString() })
    .where(
      and(
        eq(sellerTickets.ticketHash, hashTicket(ticket)),
        isNull(sellerTickets.usedAt),
        gt(sellerTickets.expiresAt, now.toISOString()),
      ),
    )
    .returning({ userId: sellerTickets.userId });
  return redeemed?.userId ?? null;
}
