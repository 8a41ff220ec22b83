import type { OperationArgs, OperationData } from '@mall/sdk';
import {
  type AuthLevel,
  type EndpointDefinition,
  endpoints,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKey,
  type OperationName,
} from '@mall/sdk-manifest';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/connection';
import type { SessionUser } from '@mall/server-account';
import { authenticate } from './auth';
import { sendFailure, success, transportFailure } from './envelope';
import { type Language, resolveLanguage } from '@mall/server-core';

/**
 * Who is calling, by the endpoint's auth level: `user`, `seller` and `staff` endpoints refuse a request without a
 * valid session before the handler runs, `optional` ones have a user when a valid token came, `none` never does.
 */
type CallerAt<Level extends AuthLevel> = Level extends 'none'
  ? null
  : Level extends 'optional'
    ? SessionUser | null
    : SessionUser;

export interface HandlerContext<Name extends OperationName> {
  args: Exclude<OperationArgs[Name], void>;
  user: CallerAt<(typeof endpoints)[Name]['auth']>;
  lang: Language;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * File operations (`binary`) and event streams (`event-stream`) send their answer themselves through `reply`; the
 * rest return the envelope's data.
 */
type HandlerResult<Name extends OperationName> = OperationData[Name] extends Blob
  ? unknown
  : (typeof endpoints)[Name] extends { responseFormat: 'event-stream' }
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

/**
 * Control characters other than tab, line feed and carriage return have no place in any text a client sends (a
 * NUL cannot even be stored by PostgreSQL): every string of every request schema refuses them, answering 1000008.
 */
const CONTROL_CHARACTER = '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]';

export function refuseControlCharacters(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(refuseControlCharacters);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, refuseControlCharacters(value)]),
  );
  return copy.type === 'string' ? { ...copy, not: { pattern: CONTROL_CHARACTER } } : copy;
}

/**
 * Ajv's coercion turns the texts `Infinity`, `-Infinity` and `1e400` into non-finite numbers that pass `integer`
 * and skip `minimum`/`maximum` (ajv-validator/ajv#2212). A second type check of the coerced value refuses them,
 * so every number a handler sees is finite and within its bounds; the field is named as in any other 1000008.
 */
export function refuseNonFiniteNumbers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(refuseNonFiniteNumbers);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, refuseNonFiniteNumbers(value)]),
  );
  if (copy.type !== 'integer' && copy.type !== 'number') return copy;
  return { ...copy, allOf: [...((copy.allOf as unknown[] | undefined) ?? []), { type: copy.type }] };
}

/** A request part's schema as the server checks it: no control characters, no non-finite numbers. */
const requestSchema = (schema: unknown) => refuseNonFiniteNumbers(refuseControlCharacters(schema));

/** The top-level fields of a request part that are booleans or lists of booleans. */
function booleanFields(schema: TSchema | undefined): string[] {
  const properties = (schema?.['properties'] ?? {}) as Record<string, TSchema>;
  return Object.entries(properties)
    .filter(
      ([, property]) => (property['type'] === 'array' ? property['items'] : property)?.['type'] === 'boolean',
    )
    .map(([name]) => name);
}

const BINARY_BOOLEANS: Record<string, string> = { '1': 'true', '0': 'false' };

/** `1` and `0` in the named fields become `true` and `false`, which Ajv coerces (clients send `is_default=1`). */
function readBinaryBooleans(fields: Record<string, unknown> | undefined, names: readonly string[]) {
  if (!fields || typeof fields !== 'object') return;
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'string') fields[name] = BINARY_BOOLEANS[value] ?? value;
    else if (Array.isArray(value))
      fields[name] = value.map((item) => (typeof item === 'string' ? (BINARY_BOOLEANS[item] ?? item) : item));
  }
}

/**
 * Before validation: a form-encoded POST whose fields are all optional may come with no body at all, and boolean
 * fields of the query and the body take `1`/`0` as well as `true`/`false`.
 */
function beforeValidation(endpoint: EndpointDefinition) {
  const inQuery = booleanFields(endpoint.query);
  const inBody = endpoint.bodyEncoding === 'multipart' ? [] : booleanFields(endpoint.body);
  const fillsBody = Boolean(endpoint.body) && endpoint.bodyEncoding !== 'multipart';
  return async (request: FastifyRequest) => {
    if (fillsBody) request.body ??= {};
    if (inQuery.length > 0) readBinaryBooleans(request.query as Record<string, unknown>, inQuery);
    if (inBody.length > 0) readBinaryBooleans(request.body as Record<string, unknown> | undefined, inBody);
  };
}

/** An idempotent operation's key header, checked when present (Fastify reads headers in lower case). */
const idempotencyHeaderSchema = {
  type: 'object',
  properties: { [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: IdempotencyKey },
};

const routeSchemas = new Map<OperationName, ReturnType<typeof buildRouteSchema>>();

/** One schema object per operation for the process, so compiled validators and serialisers can be reused. */
function routeSchema(name: OperationName, endpoint: EndpointDefinition) {
  let schema = routeSchemas.get(name);
  if (!schema) routeSchemas.set(name, (schema = buildRouteSchema(name, endpoint)));
  return schema;
}

/** Only the parts the endpoint has: Fastify warns about keys given as undefined. */
function buildRouteSchema(name: OperationName, endpoint: EndpointDefinition) {
  const json = (endpoint.responseFormat ?? 'json') === 'json';
  return {
    operationId: name,
    ...(endpoint.params && { params: requestSchema(endpoint.params) }),
    ...(endpoint.query && { querystring: requestSchema(endpoint.query) }),
    // Multipart bodies are streamed and checked by their handler.
    ...(endpoint.body && endpoint.bodyEncoding !== 'multipart' && { body: requestSchema(endpoint.body) }),
    ...(endpoint.idempotent && { headers: idempotencyHeaderSchema }),
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
      config: limits[name] ? { rateLimit: limits[name] } : {},
      preValidation: beforeValidation(endpoint),
      handler: async (request, reply) => {
        const user = await authenticate(
          db,
          endpoint.auth,
          request.headers['access-token'] as string | undefined,
          endpoint.staffRoles,
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
          // `authenticate` has refused a request without the session the endpoint's level needs.
          user: user as never,
          lang: resolveLanguage(request.headers.lang),
          request,
          reply,
        });
        if (endpoint.responseFormat === 'binary' || endpoint.responseFormat === 'event-stream') return reply;
        return success(data);
      },
    });
  }
}
