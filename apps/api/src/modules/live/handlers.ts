import { findSessionUser } from '@mall/server-account';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import type { Dependencies } from '../dependencies';
import { eventStreamSink, lastEventIdOf } from './event-stream';

/** The user's live stream (libs/server/live/README.md): Server-Sent Events held by this process's hub. */
export function liveHandlers(deps: Pick<Dependencies, 'db' | 'liveStreams'>): Handlers {
  const db: Database = deps.db;
  return {
    openLiveStream: async ({ args, user, request, reply }) => {
      const hub = deps.liveStreams;
      if (!hub) throw new Error('live streams are not set up on this server');
      // `authenticate` has checked it: a stream needs a live session.
      const token = String(request.headers['access-token']).trim();
      const connection: { closed: boolean; streamId?: string } = { closed: false };
      reply.raw.on('close', () => {
        connection.closed = true;
        if (connection.streamId) hub.detach(connection.streamId);
      });
      const streamId = await hub.open({
        userId: user.id,
        sink: eventStreamSink(reply),
        lastEventId: lastEventIdOf(request.headers['last-event-id'], args?.last_event_id),
        stillSignedIn: async () => (await findSessionUser(db, token)) !== null,
      });
      connection.streamId = streamId;
      // The client left while the stream was being opened.
      if (connection.closed) hub.detach(streamId);
      return undefined;
    },
  };
}
