import { findSessionUser } from '@mall/server-account';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import type { Dependencies } from '../dependencies';
import { eventStreamSink, lastEventIdOf } from './event-stream';

/**
 * Holds a signed-in session's live stream in this process's hub (libs/server/live/README.md): the shopper's
 * (`openLiveStream`) and a staff member's (`openStaffLiveStream`) alike. `authenticate` has checked the session.
 */
export async function openUserStream(
  deps: Pick<Dependencies, 'db' | 'liveStreams'>,
  stream: { userId: number; lastEventId: number | undefined; request: FastifyRequest; reply: FastifyReply },
): Promise<undefined> {
  const db: Database = deps.db;
  const hub = deps.liveStreams;
  if (!hub) throw new Error('live streams are not set up on this server');
  const { request, reply } = stream;
  const token = String(request.headers['access-token']).trim();
  const connection: { closed: boolean; streamId?: string } = { closed: false };
  reply.raw.on('close', () => {
    connection.closed = true;
    if (connection.streamId) hub.detach(connection.streamId);
  });
  const streamId = await hub.open({
    userId: stream.userId,
    sink: eventStreamSink(reply),
    lastEventId: lastEventIdOf(request.headers['last-event-id'], stream.lastEventId),
    stillSignedIn: async () => (await findSessionUser(db, token)) !== null,
  });
  connection.streamId = streamId;
  // The client left while the stream was being opened.
  if (connection.closed) hub.detach(streamId);
  return undefined;
}

/** The user's live stream (libs/server/live/README.md): Server-Sent Events held by this process's hub. */
export function liveHandlers(deps: Pick<Dependencies, 'db' | 'liveStreams'>): Handlers {
  return {
    openLiveStream: ({ args, user, request, reply }) =>
      openUserStream(deps, { userId: user.id, lastEventId: args?.last_event_id, request, reply }),
  };
}
