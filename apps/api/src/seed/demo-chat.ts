import { eq } from 'drizzle-orm';
import { openConversation, sendMessage, type Viewer } from '@mall/server-chat';
import type { Database } from '@mall/server-core';
import * as tables from '../db/schema';

const noLimit = { perMinute: 0 };

/**
 * The demo's conversations: the shopper with customer service (answered, one answer unread) and with the seller's
 * shop about one of its products (answered by the seller), so that every inbox and badge has something to show.
 */
export async function seedDemoChat(
  db: Database,
  {
    shopperId,
    staffId,
    sellerId,
    shopId,
  }: { shopperId: number; staffId: number; sellerId: number; shopId: number },
): Promise<void> {
  const shopper: Viewer = { userId: shopperId, as: 'user' };
  const say = (viewer: Viewer, conversationId: number, nonce: string, body: string) =>
    sendMessage(db, { viewer, conversationId, nonce, body, limit: noLimit });

  const support = await openConversation(db, { customerId: shopperId, kind: 'support' });
  await say(
    shopper,
    support.id,
    'demo-support-1',
    'Hello! Can I change the delivery address of an order I have paid?',
  );
  await say(
    { userId: staffId, as: 'staff' },
    support.id,
    'demo-support-2',
    'Hi! Yes, as long as it has not shipped. Tell me the order number and the new address, and I will update it.',
  );

  const [product] = await db
    .select({ id: tables.products.id })
    .from(tables.products)
    .where(eq(tables.products.shopId, shopId))
    .limit(1);
  const shopChat = await openConversation(db, {
    customerId: shopperId,
    kind: 'shop',
    shopId,
    ...(product ? { context: { type: 'product' as const, id: product.id } } : {}),
  });
  await say(shopper, shopChat.id, 'demo-shop-1', 'Is this available in another colour?');
  await say(
    { userId: sellerId, as: 'user' },
    shopChat.id,
    'demo-shop-2',
    'It is! We have it in blue and green too; both ship within two days.',
  );
}
