import { type EndpointDefinition, IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from '@mall/sdk-manifest';
import {
  type ManifestInput,
  operationErrorCodes,
  servedOperations,
  toJson,
  wireFieldsSchema,
} from './manifest-helpers';
import { type JsonSchema, toTypeName } from './schema-to-ts';

type Components = Record<string, JsonSchema>;

/** Replaces every titled sub-schema with a `$ref` to `components.schemas`, collecting the components. */
function hoist(schema: JsonSchema, components: Components): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const copy = Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, walk(value)]),
    ) as JsonSchema;
    if (typeof copy.title === 'string') {
      const name = toTypeName(copy.title);
      components[name] = copy;
      return { $ref: `#/components/schemas/${name}` };
    }
    return copy;
  };
  return walk(schema) as JsonSchema;
}

/** Envelope code of an operation whose feature is not built yet (HTTP 200; the server's `NOT_AVAILABLE_CODE`). */
export const NOT_AVAILABLE_CODE = 501;

/** The `{code, message, data}` envelope, exactly those three fields. */
const envelope = (code: JsonSchema, data: JsonSchema, description?: string): JsonSchema => ({
  type: 'object',
  ...(description && { description }),
  required: ['code', 'message', 'data'],
  additionalProperties: false,
  properties: { code, message: { type: 'string' }, data },
});

/**
 * What form fields and query parameters take for a boolean: `true`/`false`, or `1`/`0` (the server reads both;
 * JSON bodies may send either too).
 */
function booleansAsWireValues(schema: JsonSchema): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
    if (copy['type'] !== 'boolean') return copy;
    const { type: _type, ...rest } = copy;
    return {
      ...rest,
      anyOf: [{ type: 'boolean' }, { type: 'integer', enum: [0, 1] }],
      description: [rest['description'], '`true`/`false`, or `1`/`0`'].filter(Boolean).join('; '),
    };
  };
  return walk(schema) as JsonSchema;
}

function parameters(endpoint: EndpointDefinition, components: Components) {
  const inPath = toJson(endpoint.params);
  const inQuery = toJson(endpoint.query);
  const list = (schema: JsonSchema, location: 'path' | 'query') =>
    Object.entries(schema.properties ?? {}).map(([name, property]) => ({
      name,
      in: location,
      required: location === 'path' || (schema.required ?? []).includes(name),
      schema: hoist(booleansAsWireValues(property), components),
    }));
  return [
    ...list(inPath, 'path'),
    ...list(inQuery, 'query'),
    {
      name: 'lang',
      in: 'header',
      required: false,
      schema: { type: 'string' },
      description: 'Interface language',
    },
    ...(endpoint.responseFormat === 'event-stream'
      ? [
          {
            name: 'Last-Event-ID',
            in: 'header',
            required: false,
            schema: { type: 'string', maxLength: 20, pattern: '^[0-9]+$' },
            description: 'The last message id the client saw: the stream sends every message after it first',
          },
        ]
      : []),
    ...(endpoint.idempotent
      ? [
          {
            name: IDEMPOTENCY_KEY_HEADER,
            in: 'header',
            required: false,
            schema: toJson(IdempotencyKey),
            description:
              'One effect per key and user: a repeat with the same request answers the first answer; the same ' +
              'key with a different request answers 1000008',
          },
        ]
      : []),
  ];
}

function requestBody(endpoint: EndpointDefinition, components: Components) {
  if (!endpoint.body) return undefined;
  const schema = hoist(booleansAsWireValues(toJson(endpoint.body)), components);
  const content =
    endpoint.bodyEncoding === 'multipart'
      ? { 'multipart/form-data': { schema } }
      : { 'application/x-www-form-urlencoded': { schema }, 'application/json': { schema } };
  return { required: (toJson(endpoint.body).required ?? []).length > 0, content };
}

const retryAfter = (description: string) => ({
  'Retry-After': { description, schema: { type: 'string', pattern: '^[0-9]+$' } },
});

/** An answer outside the contract: its HTTP status, and the envelope with that status as its code. */
const transport = (status: number, description: string, extra: Record<string, unknown> = {}) => ({
  description,
  ...extra,
  content: {
    'application/json': { schema: envelope({ const: status }, { type: 'null' }) },
  },
});

/**
 * What Fastify itself sends to a request that arrives while the server is shutting down (before any route or
 * error handler runs): not the envelope.
 */
const shuttingDown: JsonSchema = {
  type: 'object',
  description: 'Sent while the server shuts down, before any handler runs',
  required: ['error', 'message', 'statusCode'],
  additionalProperties: false,
  properties: {
    error: { const: 'Service Unavailable' },
    message: { type: 'string' },
    statusCode: { const: 503 },
  },
};

/**
 * The HTTP 200 failures of an operation: its catalogue codes (the business errors, validation and session
 * codes, and 501 while the feature is not built) with `data: null`; a code whose definition says what its
 * `data` holds (`ErrorCodeDefinition.data`: the operation's current record, or a schema) with that.
 */
function failures(
  endpoint: EndpointDefinition,
  input: ManifestInput,
  components: Components,
  record: () => JsonSchema,
): JsonSchema[] {
  const withData = endpoint.errors.flatMap((key) => {
    const { code, data } = input.errorCodes[key]!;
    if (data === undefined) return [];
    const schema = data === 'record' ? record() : hoist(toJson(data), components);
    return [envelope({ const: code }, schema, `Failure ${code} (${key}) with its data`)];
  });
  const codesWithData = endpoint.errors
    .filter((key) => input.errorCodes[key]!.data !== undefined)
    .map((key) => input.errorCodes[key]!.code);
  const plainCodes = [
    ...operationErrorCodes(endpoint, input).filter((code) => !codesWithData.includes(code)),
    NOT_AVAILABLE_CODE,
  ];
  return [
    envelope({ enum: plainCodes }, { type: 'null' }, 'A failure: a code of `x-error-codes`, `data` null'),
    ...withData,
  ];
}

/**
 * The answers outside the envelope's HTTP 200, shared by the operations (`components.responses`), by name; the
 * HTTP status says what happened and the envelope repeats it as its code (docs/api.md, "Contract").
 */
export const transportAnswers = {
  BadRequest: transport(400, 'A request HTTP cannot parse; the connection closes'),
  Forbidden: transport(403, 'Signed in, but not as the seller or staff member the operation needs'),
  NotFound: transport(404, 'The path matches no route (e.g. an empty path parameter)'),
  PayloadTooLarge: transport(413, 'The body is over 1 MB'),
  UriTooLong: transport(414, 'The URL is over 4,096 characters'),
  TooManyRequests: transport(429, 'Too many requests from the client address', {
    headers: retryAfter('Seconds until the limit lets a request through again'),
  }),
  HeadersTooLarge: transport(431, 'The headers are too large; the connection closes'),
  ServerFault: transport(500, 'A server fault (no details leak)'),
  Unavailable: {
    description:
      'Try again later: the database cannot be reached (code 503), contention outlasted every retry and ' +
      'nothing was changed (code 2000018), or the server is shutting down',
    headers: retryAfter('Seconds to wait before sending the request again (absent while shutting down)'),
    content: {
      'application/json': {
        schema: { oneOf: [envelope({ enum: [503, 2000018] }, { type: 'null' }), shuttingDown] },
      },
    },
  },
};

const answer = (name: keyof typeof transportAnswers) => ({ $ref: `#/components/responses/${name}` });

/** Which of the shared answers an operation can give, by status. */
function transportResponses(endpoint: EndpointDefinition) {
  const privileged = endpoint.auth === 'seller' || endpoint.auth === 'staff';
  return {
    400: answer('BadRequest'),
    ...(privileged && { 403: answer('Forbidden') }),
    ...(endpoint.path.includes('{') && { 404: answer('NotFound') }),
    ...(endpoint.method !== 'GET' && { 413: answer('PayloadTooLarge') }),
    414: answer('UriTooLong'),
    ...(endpoint.rateLimited && { 429: answer('TooManyRequests') }),
    431: answer('HeadersTooLarge'),
    500: answer('ServerFault'),
    503: answer('Unavailable'),
  };
}

function responses(endpoint: EndpointDefinition, input: ManifestInput, components: Components) {
  if (endpoint.responseFormat === 'websocket') {
    return {
      101: {
        description: 'Switches to a WebSocket; each server message is JSON of this schema',
        content: { 'application/json': { schema: hoist(toJson(endpoint.response), components) } },
      },
    };
  }
  const record = () => hoist(toJson(endpoint.response), components);
  if (endpoint.responseFormat === 'event-stream') {
    return {
      200: {
        description:
          'Server-Sent Events that do not end until the server ends them: each message has `id:`, `event:` (its ' +
          '`kind`) and `data:` (its `data` as JSON) of this schema; a failure answers the JSON envelope instead',
        content: {
          'text/event-stream': { schema: { type: 'string' }, 'x-message': record() },
          'application/json': { schema: { oneOf: failures(endpoint, input, components, record) } },
        },
      },
      ...transportResponses(endpoint),
    };
  }
  if (endpoint.responseFormat === 'binary') {
    const file = { schema: { type: 'string', format: 'binary' } };
    return {
      200: {
        description: 'The file; a failure answers the JSON envelope instead',
        content: {
          ...Object.fromEntries(
            (endpoint.fileTypes ?? ['application/octet-stream']).map((type) => [type, file]),
          ),
          'application/json': { schema: { oneOf: failures(endpoint, input, components, record) } },
        },
      },
      ...transportResponses(endpoint),
    };
  }
  const data = record();
  return {
    200: {
      description: 'The `{code, message, data}` envelope: code 200 and `data` on success, else a failure',
      content: {
        'application/json': {
          schema: {
            oneOf: [
              envelope({ const: 200 }, data, 'Success'),
              ...failures(endpoint, input, components, () => data),
            ],
          },
        },
      },
    },
    ...transportResponses(endpoint),
  };
}

export function buildOpenApi(input: ManifestInput) {
  const components: Components = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of servedOperations(input)) {
    const security =
      endpoint.auth === 'none'
        ? []
        : endpoint.auth === 'optional'
          ? [{}, { accessToken: [] }]
          : [{ accessToken: [] }];
    const operation = {
      operationId: name,
      tags: [endpoint.group],
      summary: endpoint.summary,
      security,
      parameters: parameters(endpoint, components),
      requestBody: requestBody(endpoint, components),
      responses: responses(endpoint, input, components),
      'x-auth': endpoint.auth,
      'x-kind': endpoint.kind,
      'x-in-spec': endpoint.inSpec === true,
      'x-error-codes': operationErrorCodes(endpoint, input),
      'x-request-fields': Object.keys(wireFieldsSchema(endpoint).properties ?? {}),
    };
    if (!operation.requestBody) delete operation.requestBody;
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    'x-generated':
      'Generated by tools/sdk-codegen from libs/sdk/manifest. Do not edit: run `npm run sdk:generate`.',
    info: {
      title: 'Mall API',
      version: input.version,
      description:
        'Every answer is the `{code, message, data}` envelope. HTTP 200 carries code 200 (success, `data` as the ' +
        "operation describes) or a failure code of the operation's `x-error-codes` (see `x-error-catalogue`; " +
        '501 while a feature is not built). Outside the contract the HTTP status says what happened and the ' +
        'envelope repeats it as its code: 400, 403, 404, 413, 414, 429, 431, 500, 503 (with `Retry-After`). ' +
        'Numbers are bounded safe integers; boolean fields also take `1`/`0`.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      responses: transportAnswers,
      securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'access-token' } },
    },
    'x-error-catalogue': Object.fromEntries(
      Object.entries(input.errorCodes).map(([key, definition]) => [definition.code, { key, ...definition }]),
    ),
  };
}
