import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { findShop, purchasableProducts, shopOwnedBy } from '@mall/server-catalogue';
import { type Database, DomainError, type Language, pickLocalised } from '@mall/server-core';
import { orderOf } from '@mall/server-orders';
import { chatConversations } from './tables';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type ConversationKind = ConversationRow['kind'];
export type ContextType = NonNullable<ConversationRow['contextType']>;

/**
 * Who is asking: a shopper or a seller through the shop's and seller app's operations (`user`), or a staff member
 * through the staff inbox (`staff`), who sees every support conversation and no shop conversation.
 */
export interface Viewer {
  userId: number;
  as: 'user' | 'staff';
}

/** The viewer's side of a conversation: the shopper's, or the answering side's (the shop's seller, or staff). */
export type Side = 'customer' | 'agent';

export interface ConversationAccess {
  conversation: ConversationRow;
  side: Side;
  /** The role a message the viewer sends carries. */
  senderRole: 'customer' | 'seller' | 'staff';
}

const notFound = () => new DomainError('CHAT_CONVERSATION_NOT_FOUND');

/** The shop's seller (null for a shop no seller owns). */
export async function shopSeller(db: Database, shopId: number): Promise<number | null> {
  try {
    return (await findShop(db, shopId)).ownerId;
  } catch (error) {
    if (error instanceof DomainError && error.key === 'NO_DATA_FOUND') return null;
    throw error;
  }
}

/**
 * Which side of `conversation` the viewer is on, or CHAT_CONVERSATION_NOT_FOUND when they are on neither (a
 * conversation of someone else answers exactly as one that does not exist).
 */
export async function sideOf(
  db: Database,
  viewer: Viewer,
  conversation: ConversationRow | undefined,
): Promise<ConversationAccess> {
  if (!conversation) throw notFound();
  if (viewer.as === 'staff') {
    if (conversation.kind !== 'support') throw notFound();
    return { conversation, side: 'agent', senderRole: 'staff' };
  }
  if (conversation.customerId === viewer.userId)
    return { conversation, side: 'customer', senderRole: 'customer' };
  if (conversation.kind === 'shop' && (await shopSeller(db, conversation.shopId!)) === viewer.userId)
    return { conversation, side: 'agent', senderRole: 'seller' };
  throw notFound();
}

/** The conversation with the viewer's side; `forUpdate` takes its row lock (for a new message's seq). */
export async function accessConversation(
  db: Database,
  viewer: Viewer,
  conversationId: number,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<ConversationAccess> {
  const query = db.select().from(chatConversations).where(eq(chatConversations.id, conversationId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return sideOf(db, viewer, row);
}

export interface OpenConversation {
  customerId: number;
  kind: ConversationKind;
  shopId?: number;
  context?: { type: ContextType; id: number };
}

/** Checks that a context exists and may be named here: a product (of the shop, for a shop chat) or the shopper's order. */
async function checkContext(db: Database, request: OpenConversation): Promise<void> {
  const { context } = request;
  if (!context) return;
  if (context.type === 'product') {
    const [product] = await purchasableProducts(db, [context.id]);
    if (!product || (request.kind === 'shop' && product.shop.id !== request.shopId))
      throw new DomainError('CHAT_CONTEXT_NOT_FOUND');
    return;
  }
  try {
    const order = await orderOf(db, context.id, request.customerId);
    if (request.kind === 'shop' && order.shopId !== request.shopId)
      throw new DomainError('CHAT_CONTEXT_NOT_FOUND');
  } catch (error) {
    if (error instanceof DomainError && error.key === 'ORDER_NOT_FOUND')
      throw new DomainError('CHAT_CONTEXT_NOT_FOUND');
    throw error;
  }
}

/**
 * The shopper's conversation with customer service or with a shop, made on first use; a context given moves the
 * conversation's context to it (the other side sees what the shopper is writing about now). A shop with no seller,
 * or the caller's own shop, takes no messages.
 */
export async function openConversation(db: Database, request: OpenConversation): Promise<ConversationRow> {
  if (request.kind === 'shop') {
    if (request.shopId === undefined) throw new DomainError('CHAT_SHOP_UNAVAILABLE');
    const seller = await shopSeller(db, request.shopId);
    if (seller === null || seller === request.customerId) throw new DomainError('CHAT_SHOP_UNAVAILABLE');
  }
  await checkContext(db, request);
  const shopId = request.kind === 'shop' ? request.shopId! : null;
  const target =
    request.kind === 'support'
      ? [chatConversations.customerId]
      : [chatConversations.customerId, chatConversations.shopId];
  const context = request.context ? { contextType: request.context.type, contextId: request.context.id } : {};
  const [row] = await db
    .insert(chatConversations)
    .values({ kind: request.kind, customerId: request.customerId, shopId, ...context })
    .onConflictDoUpdate({
      target,
      targetWhere: sql`kind = ${request.kind}`,
      // Without a context, an update that changes nothing, so that the row is returned.
      set: request.context ? context : { kind: sql`excluded.kind` },
    })
    .returning();
  return row!;
}

const newestFirst = [sql`${chatConversations.lastMessageAt} desc nulls last`, desc(chatConversations.id)];

/** The shopper's conversations, most recent first. */
export async function customerConversations(db: Database, customerId: number, limit = 100) {
  return db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.customerId, customerId))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The conversations of the seller's shop (none without a shop), most recent first, with messages only. */
export async function sellerConversations(db: Database, sellerId: number, limit = 100) {
  const shop = await shopOwnedBy(db, sellerId);
  if (!shop) return [];
  return db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.shopId, shop.id), sql`${chatConversations.lastSeq} > 0`))
    .orderBy(...newestFirst)
    .limit(limit);
}

export type StaffFilter = 'unassigned' | 'mine' | 'all';

/** A page of the support conversations with messages: unassigned, the staff member's, or all. */
export async function supportConversations(
  db: Database,
  staffId: number,
  { filter, page, pageSize }: { filter: StaffFilter; page: number; pageSize: number },
) {
  const conditions: SQL[] = [eq(chatConversations.kind, 'support'), sql`${chatConversations.lastSeq} > 0`];
  if (filter === 'unassigned') conditions.push(isNull(chatConversations.assigneeId));
  if (filter === 'mine') conditions.push(eq(chatConversations.assigneeId, staffId));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(chatConversations)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(chatConversations)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Claims a support conversation for `staffId` (or gives it back with `release`). Someone else's claim stands
 * unless `takeOver`: CHAT_CLAIMED_BY_OTHER.
 */
export async function claimConversation(
  db: Database,
  staffId: number,
  conversationId: number,
  { release = false, takeOver = false }: { release?: boolean; takeOver?: boolean } = {},
): Promise<ConversationRow> {
  return db.transaction(async (tx) => {
    const { conversation } = await accessConversation(tx, { userId: staffId, as: 'staff' }, conversationId, {
      forUpdate: true,
    });
    const holder = conversation.assigneeId;
    if (holder !== null && holder !== staffId && !takeOver) throw new DomainError('CHAT_CLAIMED_BY_OTHER');
    if (release && holder !== staffId) return conversation;
    const [row] = await tx
      .update(chatConversations)
      .set({ assigneeId: release ? null : staffId })
      .where(eq(chatConversations.id, conversationId))
      .returning();
    return row!;
  });
}

/** Unread messages of the shopper over all their conversations. */
export async function customerUnreadCount(db: Database, customerId: number): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`coalesce(sum(last_seq - customer_read_seq), 0)::int` })
    .from(chatConversations)
    .where(eq(chatConversations.customerId, customerId));
  return row?.unread ?? 0;
}

/** Unread messages of the seller's shop, or of customer service for a staff member (unassigned and theirs). */
export async function agentUnreadCount(db: Database, viewer: Viewer): Promise<number> {
  let where: SQL | undefined;
  if (viewer.as === 'staff')
    where = and(
      eq(chatConversations.kind, 'support'),
      or(isNull(chatConversations.assigneeId), eq(chatConversations.assigneeId, viewer.userId)),
    );
  else {
    const shop = await shopOwnedBy(db, viewer.userId);
    if (!shop) return 0;
    where = eq(chatConversations.shopId, shop.id);
  }
  const [row] = await db
    .select({ unread: sql<number>`coalesce(sum(last_seq - agent_read_seq), 0)::int` })
    .from(chatConversations)
    .where(where);
  return row?.unread ?? 0;
}

/** What a context names, in the reader's language: the product's name, or the order's number. */
export async function contextTitle(
  db: Database,
  conversation: Pick<ConversationRow, 'contextType' | 'contextId'>,
  lang: Language,
): Promise<string> {
  if (conversation.contextType === 'product') {
    const [product] = await purchasableProducts(db, [conversation.contextId!]);
    return product ? pickLocalised(product.name, 'name', lang).text : '';
  }
  if (conversation.contextType === 'order') {
    try {
      return (await orderOf(db, conversation.contextId!)).orderSn;
    } catch {
      return '';
    }
  }
  return '';
}
