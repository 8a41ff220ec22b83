import type { SdkConfig } from '../config';
import { openLiveStreamOperation } from '../generated/operations.gen';
import type { LiveMessage } from '../generated/types.gen';
import { operationRequest } from '../request';
import { readEventStream, type ServerSentEvent } from './event-stream-reader';

/**
 * What a subscriber of the live stream hears: a message of the user's stream, or `reset` when messages may have
 * been missed (the stream could not resume where it stopped): everything that follows the stream should refetch.
 */
export type LiveStreamEvent = LiveMessage | { kind: 'reset' };

export type LiveStreamListener = (event: LiveStreamEvent) => void;

/** Where the connection is: `stopped` only when it will not reconnect by itself (signed out, evicted, ended). */
export type LiveStreamState = 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';

export interface LiveStreamOptions {
  /** The first pause before reconnecting after a failure, doubled on every failure in a row up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** No byte for this long (the server sends a comment every 20 s) counts as a dead connection. */
  silenceMs?: number;
  /** How often the token is read while connected or waiting, to stop on sign-out and restart on sign-in. */
  tokenCheckMs?: number;
  /** Past this long without a word from the server, the stream does not try to resume: it starts anew and resets. */
  resumeWindowMs?: number;
  /** After the last subscriber leaves, the connection stays this long for the next one (a page change). */
  lingerMs?: number;
  /** A number in [0, 1) for the delays' jitter; tests pass a constant. */
  random?: () => number;
}

export interface LiveStream {
  /** Listens to the stream; the first subscriber connects it, the last one's leaving disconnects it. */
  subscribe(listener: LiveStreamListener): () => void;
  readonly state: LiveStreamState;
  /** The id of the last message (or `ready`) received: the `Last-Event-ID` of the next connection. */
  readonly lastEventId: string | undefined;
}

const defaults: Required<Omit<LiveStreamOptions, 'random'>> = {
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
  silenceMs: 45_000,
  tokenCheckMs: 1_000,
  resumeWindowMs: 12 * 60 * 60 * 1000,
  lingerMs: 5_000,
};

/** Every kind of message the server sends: the record makes the compiler ask for a kind the manifest adds. */
const liveKinds = new Set<string>(
  Object.keys({ notice: true, badges: true, order: true, chat: true } satisfies Record<
    LiveMessage['kind'],
    true
  >),
);

/** Session codes (invalid or missing token): the stream stops until the token changes. */
const SESSION_CODES = new Set([1000004, 1100003, 2000017]);

type Outcome =
  { next: 'retry'; delayMs?: number } | { next: 'stop'; until: 'token' | 'visible' | 'subscribe' };

/**
 * One authenticated Server-Sent Events connection to `openLiveStream`, read with `fetch` so that the token travels
 * in the `access-token` header (never in a URL, which `EventSource` would need). It reconnects with back-off and
 * jitter, resumes with `Last-Event-ID`, follows the server's `retry:` hint when the server ends it for a restart,
 * stops when the token is cleared (and starts again for a new one), when the server says the session ended, or
 * when a newer tab of the user took its place (until this tab is shown again).
 */
class LiveConnection implements LiveStream {
  state: LiveStreamState = 'idle';
  lastEventId: string | undefined;
  private readonly listeners = new Set<LiveStreamListener>();
  private readonly options: Required<Omit<LiveStreamOptions, 'random'>> & { random: () => number };
  private controller: AbortController | undefined;
  private running = false;
  /** Counts the runs: a run whose number is no longer the current one has been closed and ends. */
  private generation = 0;
  private wake: (() => void) | undefined;
  private linger: ReturnType<typeof setTimeout> | undefined;
  private lastHeardAt = 0;
  private failures = 0;

  constructor(
    private readonly config: SdkConfig,
    options: LiveStreamOptions,
  ) {
    this.options = { ...defaults, random: Math.random, ...options };
  }

  subscribe(listener: LiveStreamListener): () => void {
    this.listeners.add(listener);
    clearTimeout(this.linger);
    this.linger = undefined;
    if (!this.running) void this.run();
    else if (this.state === 'stopped') this.wake?.();
    return () => {
      if (!this.listeners.delete(listener) || this.listeners.size > 0) return;
      clearTimeout(this.linger);
      this.linger = setTimeout(() => {
        if (this.listeners.size === 0) this.close();
      }, this.options.lingerMs);
    };
  }

  private close(): void {
    this.running = false;
    this.generation += 1;
    this.controller?.abort();
    this.wake?.();
    this.state = 'idle';
  }

  private emit(event: LiveStreamEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch {
        // One listener's fault must not cut the others off.
      }
    }
  }

  private async run(): Promise<void> {
    this.running = true;
    const run = this.generation;
    const current = () => run === this.generation;
    while (current()) {
      const token = this.config.getToken();
      if (!token) {
        await this.stopUntil('token');
        continue;
      }
      this.state = 'connecting';
      const outcome = await this.connect(token);
      if (!current()) return;
      if (outcome.next === 'stop') {
        await this.stopUntil(outcome.until, token);
        continue;
      }
      this.state = 'waiting';
      const backOff = Math.min(this.options.maxDelayMs, this.options.initialDelayMs * 2 ** this.failures);
      const base = outcome.delayMs ?? backOff;
      if (outcome.delayMs === undefined) this.failures += 1;
      // Jitter, so that the tabs a restarted server let go do not all come back in the same instant.
      await this.pause(base * (0.5 + this.options.random() / 2), token);
    }
  }

  /**
   * Waits `ms`, cut short when the subscribers leave or the token changes, or when the browser is back online (then
   * at once, and the back-off starts over: what was missed while offline is asked for right away).
   */
  private pause(ms: number, token?: string): Promise<void> {
    return new Promise((resume) => {
      const events = globalThis as { addEventListener?: Window['addEventListener'] } & {
        removeEventListener?: Window['removeEventListener'];
      };
      const online = () => {
        this.failures = 0;
        done();
      };
      const done = () => {
        clearTimeout(timer);
        clearInterval(watch);
        events.removeEventListener?.('online', online);
        this.wake = undefined;
        resume();
      };
      events.addEventListener?.('online', online);
      const timer = setTimeout(done, ms);
      const watch = setInterval(() => {
        if (token !== undefined && this.config.getToken() !== token) done();
      }, this.options.tokenCheckMs);
      this.wake = done;
    });
  }

  /** Stays stopped until the token changes, the tab is shown again, or a new subscriber comes. */
  private stopUntil(until: 'token' | 'visible' | 'subscribe', token?: string | null): Promise<void> {
    this.state = 'stopped';
    return new Promise((resume) => {
      const doc = (globalThis as { document?: Document }).document;
      const onVisible = () => {
        if (doc?.visibilityState === 'visible') done();
      };
      const done = () => {
        clearInterval(watch);
        doc?.removeEventListener('visibilitychange', onVisible);
        this.wake = undefined;
        resume();
      };
      const watch = setInterval(() => {
        const current = this.config.getToken() ?? null;
        if (until === 'token' ? current !== (token ?? null) && current : current !== (token ?? null)) done();
      }, this.options.tokenCheckMs);
      if (until === 'visible') doc?.addEventListener('visibilitychange', onVisible);
      this.wake = done;
    });
  }

  private async connect(token: string): Promise<Outcome> {
    const controller = new AbortController();
    this.controller = controller;
    if (this.lastEventId !== undefined && Date.now() - this.lastHeardAt > this.options.resumeWindowMs) {
      this.lastEventId = undefined;
      this.emit({ kind: 'reset' });
    }
    const request = operationRequest(this.config, openLiveStreamOperation, undefined);
    const headers: Record<string, string> = { ...request.headers, accept: 'text/event-stream' };
    delete headers['content-type'];
    if (this.lastEventId !== undefined) headers['last-event-id'] = this.lastEventId;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      this.lastHeardAt = Date.now();
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), this.options.silenceMs);
    };
    const watch = setInterval(() => {
      if (this.config.getToken() !== token) controller.abort();
    }, this.options.tokenCheckMs);
    let ended: Outcome | undefined;
    try {
      const response = await (this.config.fetch ?? fetch)(request.url, {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !response.body) return { next: 'retry' };
      if (!type.startsWith('text/event-stream')) {
        const envelope = (await response.json().catch(() => undefined)) as { code?: number } | undefined;
        if (envelope?.code !== undefined && SESSION_CODES.has(envelope.code))
          return { next: 'stop', until: 'token' };
        return { next: 'retry' };
      }
      heard();
      let retryMs: number | undefined;
      await readEventStream(
        response.body,
        (event) => {
          if (event.retry !== undefined) retryMs = event.retry;
          ended ??= this.receive(event, retryMs);
        },
        heard,
      );
      return ended ?? { next: 'retry', delayMs: retryMs };
    } catch {
      return ended ?? { next: 'retry' };
    } finally {
      clearTimeout(silence);
      clearInterval(watch);
      if (this.controller === controller) this.controller = undefined;
    }
  }

  /** Handles one event; answers how the connection ends when the server says so. */
  private receive(event: ServerSentEvent, retryMs: number | undefined): Outcome | undefined {
    if (event.id !== undefined) this.lastEventId = event.id;
    if (event.event === 'ready') {
      this.state = 'open';
      this.failures = 0;
      if (parse(event.data)?.reset) this.emit({ kind: 'reset' });
      return undefined;
    }
    if (event.event === 'end') {
      const reason = parse(event.data)?.reason;
      if (reason === 'evicted') return { next: 'stop', until: 'visible' };
      if (reason === 'session_ended') return { next: 'stop', until: 'token' };
      return { next: 'retry', delayMs: retryMs ?? this.options.initialDelayMs };
    }
    if (!liveKinds.has(event.event)) return undefined;
    const data = parse(event.data);
    if (data !== undefined) this.emit({ kind: event.event, data } as LiveMessage);
    return undefined;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const parse = (text: string): any => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const streams = new WeakMap<SdkConfig, LiveStream>();

/**
 * The user's live stream for this SDK configuration: one connection per configuration (so one per tab), however
 * many subscribe. `options` count only for the call that creates it.
 */
export function liveStream(config: SdkConfig, options: LiveStreamOptions = {}): LiveStream {
  let stream = streams.get(config);
  if (!stream) {
    stream = new LiveConnection(config, options);
    streams.set(config, stream);
  }
  return stream;
}
