import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mall/sdk-manifest';
import { signInAddressKey } from '@mall/server-account';
import { countSuggestionRequest } from '@mall/server-catalogue';
import type { Database } from '../../db/connection';
import { sendFailure, transportFailure } from '../../http/envelope';
import { routeUrl } from '../../http/routes';

/**
 * Search suggestions (asked for per keystroke) counted per client address in PostgreSQL, shared by every API
 * process, as each request arrives (before its parameters are checked, as the other limited operations count):
 * past `perMinute` (0: no limit) HTTP 429 with `Retry-After`, the answer the other limited operations give.
 */
export function limitSuggestionsPerAddress(app: FastifyInstance, db: Database, perMinute: number): void {
  if (perMinute <= 0) return;
  const url = routeUrl(endpoints.getSearchSuggestions);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== url) return;
    // The client address as Fastify sees it (a trusted proxy's forwarded one), an IPv6 one by its /64.
    const wait = await countSuggestionRequest(db, signInAddressKey(request.ip), perMinute);
    if (wait === 0) return;
    void reply.header('retry-after', String(wait));
    return sendFailure(reply, 429, transportFailure(429, `Rate limit exceeded, retry in ${wait} seconds`));
  });
}
