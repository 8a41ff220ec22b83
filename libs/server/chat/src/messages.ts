import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { type Database, DomainError, emit, withTransaction } from '@mall/server-core';
import { findOwnUpload } from '@mall/server-upload';
import {
  accessConversation,
  type ConversationAccess,
  type ConversationRow,
  type Viewer,
} from './conversations';
import { type ChatEventPayload, CHAT_AGGREGATE, type ChatReadPayload } from './events';
import { checkSendLimit, type SendLimit } from './send-limit';
import { chatConversations, chatMessages } from './tables';

export type MessageRow = typeof chatMessages.$inferSelect;

/** The longest text a message carries. */
export const MAX_MESSAGE_LENGTH = 2000;

export interface SendMessage {
  viewer: Viewer;
  conversationId: number;
  nonce: string;
  body?: string;
  uploadId?: number;
  limit: SendLimit;
}

export interface SentMessage {
  message: MessageRow;
  /** False when the nonce had been used: `message` is the one it sent the first time. */
  created: boolean;
  conversation: ConversationRow;
}

const byNonce = (db: Database, senderId: number, nonce: string) =>
  db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.nonce, nonce)));

/**
 * Sends a message. In one transaction: the conversation's row lock (so the next `seq` is `last_seq + 1`, without a
 * gap, in commit order), the sender's nonce (a resend answers the first message, and counts for nothing), the
 * sender's send limit (a counter row per minute in the database, so every API process shares it), the message,
 * the sender's own read position moved to it, and the `chat.message_posted` event for the live streams.
 *
 * Text is kept as typed (trimmed at the ends); it is plain text, which every client shows as text, never HTML.
 */
export async function sendMessage(db: Database, request: SendMessage): Promise<SentMessage> {
  const body = (request.body ?? '').trim();
  if (body.length === 0 && request.uploadId === undefined) throw new DomainError('CHAT_MESSAGE_EMPTY');
  if (body.length > MAX_MESSAGE_LENGTH) throw new DomainError('INVALID_PARAMETERS');
  const senderId = request.viewer.userId;
  return withTransaction(
    db,
    async (tx) => {
      const access = await accessConversation(tx, request.viewer, request.conversationId, {
        forUpdate: true,
      });
      const [earlier] = await byNonce(tx, senderId, request.nonce);
      if (earlier) {
        if (earlier.conversationId !== access.conversation.id) throw new DomainError('INVALID_PARAMETERS');
        return { message: earlier, created: false, conversation: access.conversation };
      }
      if (request.uploadId !== undefined) {
        const upload = await findOwnUpload(tx, { uploadId: request.uploadId, ownerId: senderId });
        if (!upload || upload.purpose !== 'chat') throw new DomainError('CHAT_PICTURE_INVALID');
      }
      await checkSendLimit(tx, senderId, request.limit);
      return post(tx, access, { senderId, nonce: request.nonce, body, uploadId: request.uploadId ?? null });
    },
    { isolation: 'read committed' },
  );
}

async function post(
  tx: Database,
  { conversation, side, senderRole }: ConversationAccess,
  fields: { senderId: number; nonce: string; body: string; uploadId: number | null },
): Promise<SentMessage> {
  const seq = conversation.lastSeq + 1;
  const [message] = await tx
    .insert(chatMessages)
    .values({ conversationId: conversation.id, seq, senderRole, ...fields })
    .returning();
  const readColumn = side === 'customer' ? 'customerReadSeq' : 'agentReadSeq';
  const [updated] = await tx
    .update(chatConversations)
    .set({
      lastSeq: seq,
      lastMessageAt: sql`now()`,
      [readColumn]: seq,
      // Staff who answer an unclaimed conversation take it.
      ...(senderRole === 'staff' && conversation.assigneeId === null ? { assigneeId: fields.senderId } : {}),
    })
    .where(eq(chatConversations.id, conversation.id))
    .returning();
  await emit<ChatEventPayload>(tx, {
    type: 'chat.message_posted',
    version: 1,
    aggregateType: CHAT_AGGREGATE,
    aggregateId: conversation.id,
    payload: { ...members(updated!), seq, senderId: fields.senderId, senderRole },
  });
  return { message: message!, created: true, conversation: updated! };
}

const members = (conversation: ConversationRow) => ({
  conversationId: conversation.id,
  kind: conversation.kind,
  customerId: conversation.customerId,
  shopId: conversation.shopId,
  assigneeId: conversation.assigneeId,
});

export interface HistoryRequest {
  afterSeq?: number;
  beforeSeq?: number;
  limit: number;
}

/**
 * Messages of a conversation the viewer is on, in `seq` order: those after `afterSeq` (what a client missed, the
 * oldest first), before `beforeSeq` (older ones), or the newest `limit`.
 */
export async function history(
  db: Database,
  viewer: Viewer,
  conversationId: number,
  { afterSeq, beforeSeq, limit }: HistoryRequest,
): Promise<{ access: ConversationAccess; messages: MessageRow[]; hasMoreBefore: boolean }> {
  const access = await accessConversation(db, viewer, conversationId);
  const inConversation = eq(chatMessages.conversationId, conversationId);
  let messages: MessageRow[];
  if (afterSeq !== undefined)
    messages = await db
      .select()
      .from(chatMessages)
      .where(and(inConversation, gt(chatMessages.seq, afterSeq)))
      .orderBy(asc(chatMessages.seq))
      .limit(limit);
  else {
    const newest = await db
      .select()
      .from(chatMessages)
      .where(beforeSeq === undefined ? inConversation : and(inConversation, lt(chatMessages.seq, beforeSeq)))
      .orderBy(desc(chatMessages.seq))
      .limit(limit);
    messages = newest.reverse();
  }
  return { access, messages, hasMoreBefore: (messages[0]?.seq ?? access.conversation.lastSeq + 1) > 1 };
}

/** The newest message of each conversation. */
export async function lastMessages(db: Database, conversations: readonly ConversationRow[]) {
  const wanted = conversations.filter((row) => row.lastSeq > 0);
  if (wanted.length === 0) return new Map<number, MessageRow>();
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      sql`(${chatMessages.conversationId}, ${chatMessages.seq}) in (${sql.join(
        wanted.map((row) => sql`(${row.id}::int, ${row.lastSeq}::int)`),
        sql`, `,
      )})`,
    );
  return new Map(rows.map((row) => [row.conversationId, row]));
}

/**
 * Moves the viewer's side's read position up to `seq` (never back, never past the last message) and, when it moved,
 * records `chat.read`, so the other devices and the other side hear of it.
 */
export async function markRead(
  db: Database,
  viewer: Viewer,
  conversationId: number,
  seq: number,
): Promise<ConversationRow> {
  return withTransaction(
    db,
    async (tx) => {
      const access = await accessConversation(tx, viewer, conversationId, { forUpdate: true });
      const { conversation, side } = access;
      const current = side === 'customer' ? conversation.customerReadSeq : conversation.agentReadSeq;
      const target = Math.min(seq, conversation.lastSeq);
      if (target <= current) return conversation;
      const [updated] = await tx
        .update(chatConversations)
        .set(side === 'customer' ? { customerReadSeq: target } : { agentReadSeq: target })
        .where(eq(chatConversations.id, conversationId))
        .returning();
      await emit<ChatReadPayload>(tx, {
        type: 'chat.read',
        version: 1,
        aggregateType: CHAT_AGGREGATE,
        aggregateId: conversationId,
        payload: { ...members(updated!), seq: target, side, readerId: viewer.userId },
      });
      return updated!;
    },
    { isolation: 'read committed' },
  );
}
