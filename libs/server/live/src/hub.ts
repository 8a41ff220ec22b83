import { randomUUID } from 'node:crypto';
import type { Database } from '@mall/server-core';
import type { StoredLiveMessage } from './kinds';
import {
  MESSAGE_RETENTION_MS,
  messagesAfter,
  pruneMessages,
  resumePoint,
  USER_STREAM_CHANNEL,
} from './messages';
import {
  MAX_STREAMS_PER_USER,
  pruneStaleStreams,
  registerStream,
  touchStreams,
  unregisterStreams,
} from './streams';

/** Where a stream's text goes: the HTTP response, in the API. */
export interface LiveStreamSink {
  write(text: string): void;
  end(): void;
}

/** Why the server ended a stream (the `end` event's `reason`); the client reconnects only after `shutdown`. */
export type EndReason = 'shutdown' | 'evicted' | 'session_ended';

export interface OpenStream {
  userId: number;
  sink: LiveStreamSink;
  /** The last message id the client saw (`Last-Event-ID`), when it resumes. */
  lastEventId?: number;
  /** Whether the session the stream was opened with is still live; asked on every heartbeat. */
  stillSignedIn(): Promise<boolean>;
}

export interface LiveHubOptions {
  db: Database;
  /** `DatabaseHandle.listen`: one LISTEN connection for the process, `null` when notifications may be lost. */
  listen(channel: string, onMessage: (payload: string | null) => void): Promise<() => Promise<void>>;
  /** A comment line on every stream, the session checks and the stream rows' touch, this often (20 s). */
  heartbeatMs?: number;
  /** Open streams per user over every process (5). */
  maxStreamsPerUser?: number;
  /** The reconnection delay a client is told (`retry:`), in ms (2 s). */
  retryMs?: number;
  /** How long messages are kept for resuming (24 h), and how often the old ones are deleted (1 h). */
  retentionMs?: number;
  pruneEveryMs?: number;
  onError?(error: unknown): void;
}

interface HeldStream {
  id: string;
  userId: number;
  sink: LiveStreamSink;
  /** The last message id written to it. */
  lastId: number;
  open: boolean;
  stillSignedIn(): Promise<boolean>;
}

/** How many messages one read takes while catching a stream up. */
const BATCH = 200;

export const frame = (fields: { id?: number; event: string; data: unknown; retryMs?: number }) =>
  `${fields.retryMs === undefined ? '' : `retry: ${fields.retryMs}\n`}${
    fields.id === undefined ? '' : `id: ${fields.id}\n`
  }event: ${fields.event}\ndata: ${JSON.stringify(fields.data)}\n\n`;

const messageFrame = (message: StoredLiveMessage) =>
  frame({ id: message.id, event: message.kind, data: message.data });

/**
 * The live streams one API process holds, fed by one LISTEN connection: a notification names a user (and a
 * message id), and each of that user's streams here gets every message after the last one it was sent, read from
 * `user_stream_messages`. So a stream never depends on which process published, a notification lost while the
 * listener reconnected is made up for (every user is read again), and a stream that reconnects catches up from
 * its `Last-Event-ID` through the very same read.
 */
export class LiveHub {
  private readonly streams = new Map<string, HeldStream>();
  private readonly byUser = new Map<number, Set<HeldStream>>();
  private readonly pumps = new Map<number, { again: boolean; done: Promise<void> }>();
  private stopListening?: () => Promise<void>;
  private heartbeat?: NodeJS.Timeout;
  private ticking = false;
  private lastPrune = 0;
  private stopped = false;
  readonly heartbeatMs: number;
  readonly maxStreamsPerUser: number;
  readonly retryMs: number;
  private readonly retentionMs: number;
  private readonly pruneEveryMs: number;

  constructor(private readonly options: LiveHubOptions) {
    this.heartbeatMs = options.heartbeatMs ?? 20_000;
    this.maxStreamsPerUser = options.maxStreamsPerUser ?? MAX_STREAMS_PER_USER;
    this.retryMs = options.retryMs ?? 2_000;
    this.retentionMs = options.retentionMs ?? MESSAGE_RETENTION_MS;
    this.pruneEveryMs = options.pruneEveryMs ?? 60 * 60 * 1000;
  }

  /** Starts listening and the heartbeat. */
  async start(): Promise<void> {
    this.stopListening = await this.options.listen(USER_STREAM_CHANNEL, (payload) =>
      this.onNotification(payload),
    );
    this.lastPrune = Date.now();
    this.heartbeat = setInterval(() => void this.tick(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Streams held by this process (all users, or one). */
  count(userId?: number): number {
    return userId === undefined ? this.streams.size : (this.byUser.get(userId)?.size ?? 0);
  }

  /**
   * Opens a stream: registers it (evicting the user's oldest past the limit, on whichever process), writes the
   * `ready` event whose id is where the stream starts, then everything after it. Answers the stream's id, which
   * `detach` takes when the connection goes.
   */
  async open(request: OpenStream): Promise<string> {
    if (this.stopped) throw new Error('live streams are stopping');
    const { db } = this.options;
    const id = randomUUID();
    const start = await resumePoint(db, request.userId, request.lastEventId);
    await registerStream(db, {
      id,
      userId: request.userId,
      limit: this.maxStreamsPerUser,
      staleAfterMs: this.staleAfterMs,
    });
    const held: HeldStream = {
      id,
      userId: request.userId,
      sink: request.sink,
      lastId: start.afterId,
      open: true,
      stillSignedIn: request.stillSignedIn,
    };
    this.streams.set(id, held);
    const mine = this.byUser.get(held.userId) ?? new Set();
    mine.add(held);
    this.byUser.set(held.userId, mine);
    held.sink.write(
      frame({ retryMs: this.retryMs, id: start.afterId, event: 'ready', data: { reset: start.reset } }),
    );
    void this.pump(held.userId);
    return id;
  }

  /** Forgets a stream whose connection ended. */
  detach(id: string): void {
    const held = this.streams.get(id);
    if (!held) return;
    this.forget(held);
    unregisterStreams(this.options.db, [id]).catch((error: unknown) => this.options.onError?.(error));
  }

  /** Ends a stream from the server's side with an `end` event saying why. */
  end(id: string, reason: EndReason): void {
    const held = this.streams.get(id);
    if (!held) return;
    this.endHeld(held, reason);
    unregisterStreams(this.options.db, [id]).catch((error: unknown) => this.options.onError?.(error));
  }

  /**
   * Ends every stream with `retry:` and `end` (reason `shutdown`), so clients reconnect to another process, and
   * stops listening. For `app.close()` before the server waits for its connections.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.heartbeat);
    const ids = [...this.streams.keys()];
    for (const held of [...this.streams.values()]) this.endHeld(held, 'shutdown');
    await unregisterStreams(this.options.db, ids).catch((error: unknown) => this.options.onError?.(error));
    await Promise.allSettled([...this.pumps.values()].map((pump) => pump.done));
    await this.stopListening?.();
  }

  /** Catches every stream of this process up now (tests; a listener that reconnected does it by itself). */
  async catchUp(userId?: number): Promise<void> {
    const users = userId === undefined ? [...this.byUser.keys()] : [userId];
    await Promise.all(users.map((user) => this.pump(user)));
  }

  private get staleAfterMs(): number {
    return this.heartbeatMs * 3;
  }

  private onNotification(payload: string | null): void {
    if (payload === null) {
      // The listener was made again: notifications may have been missed meanwhile.
      void this.catchUp();
      return;
    }
    if (payload.startsWith('evict:')) {
      this.endHeld(this.streams.get(payload.slice('evict:'.length)), 'evicted');
      return;
    }
    const userId = Number(payload.split(':')[0]);
    if (this.byUser.has(userId)) void this.pump(userId);
  }

  private endHeld(held: HeldStream | undefined, reason: EndReason): void {
    if (!held?.open) return;
    try {
      held.sink.write(
        frame({ retryMs: reason === 'shutdown' ? this.retryMs : undefined, event: 'end', data: { reason } }),
      );
      held.sink.end();
    } finally {
      this.forget(held);
    }
  }

  private forget(held: HeldStream): void {
    held.open = false;
    this.streams.delete(held.id);
    const mine = this.byUser.get(held.userId);
    mine?.delete(held);
    if (mine?.size === 0) this.byUser.delete(held.userId);
  }

  /** One delivery at a time per user; a notification during one makes it read once more. */
  private pump(userId: number): Promise<void> {
    const running = this.pumps.get(userId);
    if (running) {
      running.again = true;
      return running.done;
    }
    const state = { again: true, done: Promise.resolve() };
    state.done = (async () => {
      try {
        while (state.again) {
          state.again = false;
          await this.deliver(userId);
        }
      } catch (error) {
        this.options.onError?.(error);
      } finally {
        this.pumps.delete(userId);
      }
    })();
    this.pumps.set(userId, state);
    return state.done;
  }

  private async deliver(userId: number): Promise<void> {
    for (;;) {
      const streams = [...(this.byUser.get(userId) ?? [])];
      if (streams.length === 0) return;
      const from = Math.min(...streams.map((held) => held.lastId));
      const messages = await messagesAfter(this.options.db, userId, from, BATCH);
      for (const message of messages)
        for (const held of streams)
          if (held.open && message.id > held.lastId) {
            held.sink.write(messageFrame(message));
            held.lastId = message.id;
          }
      if (messages.length < BATCH) return;
    }
  }

  /** The heartbeat: a comment on every stream, their rows touched, their sessions checked, old rows pruned. */
  private async tick(): Promise<void> {
    if (this.ticking || this.stopped) return;
    this.ticking = true;
    const { db, onError } = this.options;
    try {
      const held = [...this.streams.values()];
      for (const stream of held) stream.sink.write(': ping\n\n');
      await touchStreams(
        db,
        held.map((stream) => stream.id),
      );
      for (const stream of held) {
        if (!stream.open) continue;
        if (!(await stream.stillSignedIn())) this.end(stream.id, 'session_ended');
      }
      if (Date.now() - this.lastPrune >= this.pruneEveryMs) {
        this.lastPrune = Date.now();
        await pruneMessages(db, { retentionMs: this.retentionMs });
        await pruneStaleStreams(db, this.staleAfterMs);
      }
    } catch (error) {
      onError?.(error);
    } finally {
      this.ticking = false;
    }
  }
}
