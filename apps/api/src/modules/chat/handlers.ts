import { userRefs } from '@mall/server-account';
import { findShop } from '@mall/server-catalogue';
import {
  agentUnreadCount,
  claimConversation,
  contextTitle,
  type ConversationRow,
  customerConversations,
  customerUnreadCount,
  history,
  lastMessages,
  markRead,
  type MessageRow,
  openConversation,
  sellerConversations,
  sendMessage,
  type Side,
  supportConversations,
  type Viewer,
} from '@mall/server-chat';
import type { Language } from '@mall/server-core';
import type { OperationArgs } from '@mall/sdk';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import type { Dependencies } from '../dependencies';
import { absoluteUrl } from '../media';
import { signedUploadPath } from '../upload/signed-url';

const iso = (moment: string) => new Date(moment).toISOString();
const HISTORY_LIMIT = 50;
const STAFF_PAGE_SIZE = 20;

/** How the answers show rows to one caller: their side, fresh signed links to pictures, names. */
function wire(deps: Dependencies, request: FastifyRequest, lang: Language) {
  const { db, config } = deps;
  // Pictures are private: members and staff get links signed for this answer, nobody else gets one.
  const imageUrl = (uploadId: number | null) =>
    uploadId === null ? null : absoluteUrl(request, signedUploadPath(config, uploadId, true));

  const message = (row: MessageRow, viewer: Viewer, side: Side) => ({
    conversation_id: row.conversationId,
    seq: row.seq,
    from: row.senderRole,
    mine: side === 'customer' ? row.senderRole === 'customer' : row.senderRole !== 'customer',
    body: row.body,
    image_url: imageUrl(row.uploadId),
    nonce: viewer.userId === row.senderId ? row.nonce : '',
    created_at: iso(row.createdAt),
  });

  const conversations = async (
    rows: ConversationRow[],
    viewer: Viewer,
    sideFor: (row: ConversationRow) => Side,
  ) => {
    const people = await userRefs(
      db as Database,
      rows.flatMap((row) => [row.customerId, ...(row.assigneeId === null ? [] : [row.assigneeId])]),
    );
    const last = await lastMessages(db, rows);
    const shops = new Map<number, { id: number; name: string; logo: string }>();
    for (const shopId of new Set(rows.flatMap((row) => (row.shopId === null ? [] : [row.shopId])))) {
      const shop = await findShop(db, shopId);
      shops.set(shopId, {
        id: shop.id,
        name: shop.name,
        logo: shop.logo ? absoluteUrl(request, shop.logo) : '',
      });
    }
    return Promise.all(
      rows.map(async (row) => {
        const side = sideFor(row);
        const readSeq = side === 'customer' ? row.customerReadSeq : row.agentReadSeq;
        const otherReadSeq = side === 'customer' ? row.agentReadSeq : row.customerReadSeq;
        const lastMessage = last.get(row.id);
        const assignee = row.assigneeId === null ? undefined : people.get(row.assigneeId);
        return {
          id: row.id,
          kind: row.kind,
          customer: { id: row.customerId, name: people.get(row.customerId)?.name ?? '' },
          shop: row.shopId === null ? null : (shops.get(row.shopId) ?? null),
          context:
            row.contextType === null
              ? null
              : { type: row.contextType, id: row.contextId!, title: await contextTitle(db, row, lang) },
          assignee: assignee ? { id: assignee.id, name: assignee.name } : null,
          last_seq: row.lastSeq,
          read_seq: readSeq,
          other_read_seq: otherReadSeq,
          unread_count: row.lastSeq - readSeq,
          last_message: lastMessage ? message(lastMessage, viewer, side) : null,
          updated_at: iso(row.lastMessageAt ?? row.createdAt),
        };
      }),
    );
  };
  /** One conversation, as the viewer on `side` sees it. */
  const conversation = async (row: ConversationRow, viewer: Viewer, side: Side) =>
    (await conversations([row], viewer, () => side))[0]!;

  return { message, conversations, conversation };
}

type HistoryArgs = OperationArgs['getChatHistory'];
type SendArgs = OperationArgs['sendChatMessage'];

/**
 * Chat: the shopper's conversations with customer service and shops, the seller's shop inbox and the staff inbox
 * (docs/requirements.md, customer-service chat). Thin: every rule is `@mall/server-chat`'s.
 */
export function chatHandlers(deps: Dependencies): Handlers {
  const { db, config } = deps;
  const limit = { perMinute: config.chatMessagesPerMinute };

  const historyAnswer = async (
    viewer: Viewer,
    args: HistoryArgs,
    request: FastifyRequest,
    lang: Language,
  ) => {
    const { access, messages, hasMoreBefore } = await history(db, viewer, args.conversation_id, {
      afterSeq: args.after_seq,
      beforeSeq: args.before_seq,
      limit: args.limit ?? HISTORY_LIMIT,
    });
    const view = wire(deps, request, lang);
    return {
      list: messages.map((row) => view.message(row, viewer, access.side)),
      has_more_before: hasMoreBefore,
      conversation: await view.conversation(access.conversation, viewer, access.side),
    };
  };

  const send = async (viewer: Viewer, args: SendArgs, request: FastifyRequest, lang: Language) => {
    const sent = await sendMessage(db, {
      viewer,
      conversationId: args.conversation_id,
      nonce: args.nonce,
      body: args.body,
      uploadId: args.image_file_id,
      limit,
    });
    const side: Side =
      viewer.as === 'user' && sent.conversation.customerId === viewer.userId ? 'customer' : 'agent';
    return wire(deps, request, lang).message(sent.message, viewer, side);
  };

  return {
    getChatConversationList: async ({ user, request, lang }) => {
      const viewer: Viewer = { userId: user.id, as: 'user' };
      const rows = await customerConversations(db, user.id);
      return { list: await wire(deps, request, lang).conversations(rows, viewer, () => 'customer') };
    },
    openChatConversation: async ({ args, user, request, lang }) => {
      const row = await openConversation(db, {
        customerId: user.id,
        kind: args.kind,
        shopId: args.shop_id,
        context:
          args.context_type === undefined || args.context_id === undefined
            ? undefined
            : { type: args.context_type, id: args.context_id },
      });
      return wire(deps, request, lang).conversation(row, { userId: user.id, as: 'user' }, 'customer');
    },
    getChatHistory: ({ args, user, request, lang }) =>
      historyAnswer({ userId: user.id, as: 'user' }, args, request, lang),
    sendChatMessage: ({ args, user, request, lang }) =>
      send({ userId: user.id, as: 'user' }, args, request, lang),
    markChatRead: async ({ args, user }) => {
      const viewer: Viewer = { userId: user.id, as: 'user' };
      const row = await markRead(db, viewer, args.conversation_id, args.seq);
      return {
        unread_count:
          row.customerId === user.id
            ? await customerUnreadCount(db, user.id)
            : await agentUnreadCount(db, viewer),
      };
    },
    getSellerChatConversations: async ({ user, request, lang }) => {
      const rows = await sellerConversations(db, user.id);
      return {
        list: await wire(deps, request, lang).conversations(
          rows,
          { userId: user.id, as: 'user' },
          () => 'agent',
        ),
      };
    },
    getChatConversations: async ({ args, user, request, lang }) => {
      const page = args?.page ?? 1;
      const pageSize = args?.page_size ?? STAFF_PAGE_SIZE;
      const { rows, total } = await supportConversations(db, user.id, {
        filter: args?.filter ?? 'all',
        page,
        pageSize,
      });
      return {
        list: await wire(deps, request, lang).conversations(
          rows,
          { userId: user.id, as: 'staff' },
          () => 'agent',
        ),
        page,
        page_size: pageSize,
        total,
        total_capped: false,
        has_more: page * pageSize < total,
      };
    },
    claimChatConversation: async ({ args, user, request, lang }) => {
      const row = await claimConversation(db, user.id, args.conversation_id, {
        release: args.release,
        takeOver: args.take_over,
      });
      return wire(deps, request, lang).conversation(row, { userId: user.id, as: 'staff' }, 'agent');
    },
    getStaffChatHistory: ({ args, user, request, lang }) =>
      historyAnswer({ userId: user.id, as: 'staff' }, args, request, lang),
    replyChat: ({ args, user, request, lang }) => send({ userId: user.id, as: 'staff' }, args, request, lang),
    markStaffChatRead: async ({ args, user }) => {
      const viewer: Viewer = { userId: user.id, as: 'staff' };
      await markRead(db, viewer, args.conversation_id, args.seq);
      return { unread_count: await agentUnreadCount(db, viewer) };
    },
    getStaffChatUnread: async ({ user }) => ({
      unread_count: await agentUnreadCount(db, { userId: user.id, as: 'staff' }),
    }),
  };
}
