import { Type } from '@sinclair/typebox';
import { defineEndpoints } from '../define';
import { LiveMessage } from '../schemas/live';

export const liveEndpoints = defineEndpoints({
  openLiveStream: {
    method: 'GET',
    path: '/customer/stream',
    auth: 'user',
    kind: 'query',
    group: 'live',
    summary:
      "The signed-in user's live stream: Server-Sent Events, each with `id:` (resume point), `event:` (the kind) " +
      'and `data:` (JSON). It opens with `ready` (`{reset}`: true when the resume point was too old and the ' +
      'client should refetch), then sends every message after `Last-Event-ID` (header, or `last_event_id`), then ' +
      'live ones, a `:` comment every 20 s, and `end` (`{reason}`: `shutdown` — reconnect —, `evicted` past 5 ' +
      'streams of a user, `session_ended` after sign-out) before the server closes it. Read it with fetch: the ' +
      'token travels in the `access-token` header',
    query: Type.Object({
      last_event_id: Type.Optional(
        Type.Integer({ minimum: 0, description: 'The last message id seen, as the `Last-Event-ID` header' }),
      ),
    }),
    responseFormat: 'event-stream',
    response: LiveMessage,
    errors: [],
  },
});
