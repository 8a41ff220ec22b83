import {
  type ChatConversation,
  type ChatMessage,
  useGetChatHistoryQuery,
  useGetStaffChatHistoryQuery,
  useLazyGetChatHistoryQuery,
  useLazyGetStaffChatHistoryQuery,
  useMarkChatReadMutation,
  useMarkStaffChatReadMutation,
  useReplyChatMutation,
  useSendChatMessageMutation,
  useUploadFileMutation,
} from '@mall/sdk';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A message on its way, until the server's copy (same nonce) arrives. */
export interface PendingChatMessage {
  nonce: string;
  body: string;
  uploadId?: number;
  previewUrl?: string;
  failed: boolean;
}

export interface ChatConversationState {
  conversation?: ChatConversation;
  /** Every message known, once each, in `seq` order. */
  messages: ChatMessage[];
  pending: PendingChatMessage[];
  loading: boolean;
  failed: boolean;
  retry(): void;
  hasMoreBefore: boolean;
  loadingOlder: boolean;
  loadOlder(): void;
  send(text: string): Promise<boolean>;
  attach(file: File): Promise<void>;
  resend(nonce: string): void;
  attaching: boolean;
}

const newNonce = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

interface ExtraState {
  id?: number;
  known: Map<number, ChatMessage>;
  pending: PendingChatMessage[];
  /** Whether more lie before the oldest page read with "Show earlier messages". */
  olderHasMore?: boolean;
}

const emptyExtra = (id: number | undefined): ExtraState => ({ id, known: new Map(), pending: [] });

/** How many messages one catch-up read takes. */
const PAGE = 100;

/**
 * One conversation as a member (`member`: the shopper or the shop's seller) or customer service (`staff`) sees it,
 * kept complete: the newest messages are read (again whenever the live stream says the conversation moved), every
 * answer is merged by `seq`, and when a gap shows (a tab that was offline or asleep) the messages after the last
 * one known are read until none is missing. So each message is shown once, in order, whatever was missed.
 *
 * Sending shows a message at once with a nonce of its own, and sends one message at a time, in the order written;
 * a failure keeps it with "Resend", which sends the same nonce, so the server never makes two. What is on screen is marked read while the tab is visible.
 */
export function useChatConversation(
  conversationId: number | undefined,
  as: 'member' | 'staff' = 'member',
): ChatConversationState {
  const args = conversationId === undefined ? skipToken : { conversation_id: conversationId };
  // Read again whenever the conversation is opened: a cached answer from an earlier visit misses what came since
  // (the live stream's refetch reaches only conversations on screen).
  const fresh = { refetchOnMountOrArgChange: true } as const;
  const memberLatest = useGetChatHistoryQuery(as === 'member' ? args : skipToken, fresh);
  const staffLatest = useGetStaffChatHistoryQuery(as === 'staff' ? args : skipToken, fresh);
  const latest = as === 'member' ? memberLatest : staffLatest;
  const [readMember] = useLazyGetChatHistoryQuery();
  const [readStaff] = useLazyGetStaffChatHistoryQuery();
  const read = as === 'member' ? readMember : readStaff;
  const [sendMember] = useSendChatMessageMutation();
  const [sendStaff] = useReplyChatMutation();
  const post = as === 'member' ? sendMember : sendStaff;
  const [markMember] = useMarkChatReadMutation();
  const [markStaff] = useMarkStaffChatReadMutation();
  const mark = as === 'member' ? markMember : markStaff;
  const [upload, uploading] = useUploadFileMutation();

  // Messages read besides the newest page (catch-ups, older pages, sent ones) and those on their way, for one
  // conversation: another conversation starts from nothing (reset while rendering, not in an effect).
  const [extra, setExtra] = useState<ExtraState>(() => emptyExtra(conversationId));
  let current = extra;
  if (extra.id !== conversationId) {
    current = emptyExtra(conversationId);
    setExtra(current);
  }
  const seen = useRef<{ id?: number; seq: number }>({ id: conversationId, seq: 0 });
  const markedRef = useRef(0);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const merge = useCallback((list: readonly ChatMessage[]) => {
    if (list.length === 0) return;
    setExtra((state) => {
      const known = new Map(state.known);
      for (const message of list) known.set(message.seq, message);
      return { ...state, known };
    });
  }, []);
  const setPending = useCallback(
    (change: (pending: PendingChatMessage[]) => PendingChatMessage[]) =>
      setExtra((state) => ({ ...state, pending: change(state.pending) })),
    [],
  );

  const data = latest.data?.conversation.id === conversationId ? latest.data : undefined;
  const bySeq = new Map(current.known);
  for (const message of data?.list ?? []) bySeq.set(message.seq, message);
  const messages = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  const nonces = new Set(messages.map((message) => message.nonce).filter(Boolean));
  const pending = current.pending.filter((message) => !nonces.has(message.nonce));
  const lastSeq = messages.at(-1)?.seq ?? 0;
  const conversation = data?.conversation;

  // A newest page that starts after the last message known (the tab was offline or asleep): read what lies
  // between, page by page.
  useEffect(() => {
    if (!data || conversationId === undefined) return;
    const knownLast = seen.current.id === conversationId ? seen.current.seq : 0;
    const firstNew = data.list[0]?.seq ?? Infinity;
    if (knownLast === 0 || firstNew <= knownLast + 1 || data.conversation.last_seq <= knownLast) return;
    void (async () => {
      let after = knownLast;
      for (;;) {
        const page = await read({ conversation_id: conversationId, after_seq: after, limit: PAGE }).unwrap();
        merge(page.list);
        const last = page.list.at(-1)?.seq;
        if (last === undefined || page.list.length < PAGE || last >= firstNew - 1) return;
        after = last;
      }
    })().catch(() => undefined);
  }, [data, conversationId, merge, read]);
  useEffect(() => {
    seen.current = { id: conversationId, seq: lastSeq };
  }, [conversationId, lastSeq]);

  // What the reader has on screen is read (only while the tab is visible).
  useEffect(() => {
    if (conversationId === undefined || !conversation || lastSeq === 0) return;
    const markNow = () => {
      if (document.visibilityState !== 'visible') return;
      if (lastSeq <= Math.max(conversation.read_seq, markedRef.current)) return;
      markedRef.current = lastSeq;
      void mark({ conversation_id: conversationId, seq: lastSeq });
    };
    markNow();
    document.addEventListener('visibilitychange', markNow);
    return () => document.removeEventListener('visibilitychange', markNow);
  }, [conversationId, conversation, lastSeq, mark]);

  const deliver = useCallback(
    async (message: PendingChatMessage): Promise<boolean> => {
      if (conversationId === undefined) return false;
      const result = await post({
        conversation_id: conversationId,
        nonce: message.nonce,
        ...(message.body ? { body: message.body } : {}),
        ...(message.uploadId === undefined ? {} : { image_file_id: message.uploadId }),
      });
      if ('data' in result && result.data) {
        merge([result.data]);
        return true;
      }
      setPending((current) =>
        current.map((entry) => (entry.nonce === message.nonce ? { ...entry, failed: true } : entry)),
      );
      return false;
    },
    [conversationId, post, merge, setPending],
  );

  // One message on its way at a time: the server numbers messages as they arrive, and two sent at once could
  // overtake each other. A failed one keeps its place on screen with "Resend"; the next ones go on.
  const sending = useRef<Promise<unknown>>(Promise.resolve());
  const deliverInTurn = useCallback(
    (message: PendingChatMessage) => {
      const delivered = sending.current.then(() => deliver(message));
      sending.current = delivered.catch(() => undefined);
      return delivered;
    },
    [deliver],
  );

  const send = useCallback(
    async (text: string) => {
      const message: PendingChatMessage = { nonce: newNonce(), body: text, failed: false };
      setPending((current) => [...current, message]);
      await deliverInTurn(message);
      return true;
    },
    [deliverInTurn, setPending],
  );

  const attach = useCallback(
    async (file: File) => {
      const uploaded = await upload({ file, purpose: 'chat' });
      if (!('data' in uploaded) || !uploaded.data) return;
      const message: PendingChatMessage = {
        nonce: newNonce(),
        body: '',
        uploadId: uploaded.data.id,
        previewUrl: uploaded.data.url,
        failed: false,
      };
      setPending((current) => [...current, message]);
      await deliverInTurn(message);
    },
    [upload, deliverInTurn, setPending],
  );

  const resend = useCallback(
    (nonce: string) => {
      const message = pending.find((entry) => entry.nonce === nonce);
      if (!message) return;
      setPending((current) =>
        current.map((entry) => (entry.nonce === nonce ? { ...entry, failed: false } : entry)),
      );
      void deliverInTurn({ ...message, failed: false });
    },
    [pending, deliverInTurn, setPending],
  );

  const loadOlder = useCallback(() => {
    const first = messages[0]?.seq;
    if (conversationId === undefined || first === undefined) return;
    setLoadingOlder(true);
    read({ conversation_id: conversationId, before_seq: first, limit: 50 })
      .unwrap()
      .then((page) => {
        merge(page.list);
        setExtra((state) => ({ ...state, olderHasMore: page.has_more_before }));
      })
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  }, [conversationId, messages, read, merge]);

  return {
    conversation,
    messages,
    pending,
    loading: latest.isLoading || (conversationId !== undefined && !latest.data && !latest.isError),
    failed: latest.isError && !latest.data,
    retry: () => void latest.refetch(),
    hasMoreBefore: current.olderHasMore ?? data?.has_more_before ?? false,
    loadingOlder,
    loadOlder,
    send,
    attach,
    resend,
    attaching: uploading.isLoading,
  };
}
