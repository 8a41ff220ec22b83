import type { OperationArgs, OperationData } from '@mall/sdk';
import { type EndpointDefinition, endpoints, type OperationName } from '@mall/sdk-manifest';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/connection';
import { authenticate, type SessionUser } from './auth';
import { sendFailure, success, transportFailure } from './envelope';
import { type Language, resolveLanguage } from './localise';

export interface HandlerContext<Name extends OperationName> {
  args: Exclude<OperationArgs[Name], void>;
  /** Set on `user`, `seller` and `staff` endpoints; on `optional` ones when a valid token came. */
  user: SessionUser | null;
  lang: Language;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** File operations (`binary`) send the file themselves through `reply`; the rest return the envelope's data. */
type HandlerResult<Name extends OperationName> = OperationData[Name] extends Blob
  ? unknown
  : OperationData[Name];
export type Handler<Name extends OperationName> = (
  context: HandlerContext<Name>,
) => Promise<HandlerResult<Name>>;
export type Handlers = { [Name in OperationName]?: Handler<Name> };

/**
 * The schema successful answers are serialised with. Failures carry `data: null` and bypass it
 * (`sendFailure`): a nullable union here would make every answer validate itself to pick a branch.
 */
const envelopeSchema = (data: TSchema) => ({
  type: 'object',
  properties: { code: { type: 'integer' }, message: { type: 'string' }, data },
});

/** Envelope code of an operation whose feature is not built yet. */
export const NOT_AVAILABLE_CODE = 501;

/** Only the parts the endpoint has: Fastify warns about keys given as undefined. */
function routeSchema(name: OperationName, endpoint: EndpointDefinition) {
  const json = (endpoint.responseFormat ?? 'json') === 'json';
  return {
    operationId: name,
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    // Multipart bodies are streamed and checked by their handler.
    ...(endpoint.body && endpoint.bodyEncoding !== 'multipart' && { body: endpoint.body }),
    ...(json && { response: { 200: envelopeSchema(endpoint.response) } }),
  };
}

export const routeUrl = (endpoint: EndpointDefinition) => `/api${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * Registers one route per manifest endpoint: requests validated and answers serialised from the manifest's
 * schemas. An endpoint whose feature is not built yet answers code 501 in the envelope, never a fake success.
 */
/** Requests per time window per client address, for the operations that have a limit. */
export type RateLimits = Partial<Record<OperationName, { max: number; timeWindow: string }>>;

export function registerOperations(
  app: FastifyInstance,
  db: Database,
  handlers: Handlers,
  limits: RateLimits,
): void {
  for (const [name, endpoint] of Object.entries(endpoints) as [OperationName, EndpointDefinition][]) {
    if (endpoint.responseFormat === 'websocket' && !handlers[name]) continue;
    const handler = handlers[name] as Handler<OperationName> | undefined;
    const multipart = endpoint.bodyEncoding === 'multipart';
    app.route({
      method: endpoint.method,
      url: routeUrl(endpoint),
      schema: routeSchema(name, endpoint),
      config: {
        auth: endpoint.auth,
        operation: name,
        ...(limits[name] && { rateLimit: limits[name] }),
      },
      handler: async (request, reply) => {
        const user = await authenticate(
          db,
          endpoint.auth,
          request.headers['access-token'] as string | undefined,
        );
        // Not built yet: an honest envelope the client shows as a message, never a fake success or a 5xx.
        if (!handler)
          return sendFailure(
            reply,
            200,
            transportFailure(NOT_AVAILABLE_CODE, `${name} is not available yet`),
          );
        const args = {
          ...(request.params as object),
          ...(request.query as object),
          ...(multipart ? {} : (request.body as object | undefined)),
        } as HandlerContext<OperationName>['args'];
        const data = await handler({
          args,
          user,
          lang: resolveLanguage(request.headers.lang),
          request,
          reply,
        });
        if (endpoint.responseFormat === 'binary') return reply;
        return success(data);
      },
    });
  }
}
