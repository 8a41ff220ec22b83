import type { OutgoingHttpHeaders } from 'node:http';
import type { LiveStreamSink } from '@mall/server-live';
import type { FastifyReply } from 'fastify';

/**
 * A client that reads this slowly lets the stream's unsent text grow; past this much the connection is dropped,
 * and the client catches up from its `Last-Event-ID` when it reconnects, rather than the process buffering for it.
 */
const MAX_UNSENT_BYTES = 1024 * 1024;

/**
 * The response as a live stream's sink: the first write takes the response over from Fastify (`hijack`) and sends
 * the `text/event-stream` head with the headers the hooks set (security headers, `no-store`). Until then a failure
 * still answers the JSON envelope through Fastify.
 */
export function eventStreamSink(reply: FastifyReply): LiveStreamSink {
  const response = reply.raw;
  let started = false;
  const start = () => {
    started = true;
    reply.hijack();
    response.socket?.setTimeout(0);
    response.socket?.setNoDelay(true);
    // The connection closes with the stream: an HTTP/1.1 connection kept alive after it would hold up the
    // server's close (it closes only idle connections, and only when it starts closing) for its keep-alive time.
    response.shouldKeepAlive = false;
    response.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Proxies (nginx) must pass each event on at once, not buffer the response.
      'x-accel-buffering': 'no',
    });
  };
  const gone = () => response.destroyed || response.writableEnded;
  return {
    write(text) {
      if (!started) start();
      if (gone()) return;
      if (response.writableLength > MAX_UNSENT_BYTES) {
        response.destroy();
        return;
      }
      response.write(text);
    },
    end() {
      if (!started) start();
      if (!gone()) response.end();
    },
  };
}

const EVENT_ID = /^[0-9]{1,16}$/;

/**
 * The resume point a client sent: the `Last-Event-ID` header (what `EventSource` and the SDK send), else the
 * `last_event_id` query value. A malformed header counts as a resume point that is gone (-1): the stream then
 * says `reset`, and the client refetches.
 */
export function lastEventIdOf(header: string | string[] | undefined, query?: number): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && value.trim() !== '') return EVENT_ID.test(value.trim()) ? Number(value) : -1;
  return query;
}
