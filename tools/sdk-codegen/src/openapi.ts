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

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'integer', description: '200 on success, otherwise an error code of the catalogue' },
    message: { type: 'string' },
    data,
  },
});

function parameters(endpoint: EndpointDefinition, components: Components) {
  const inPath = toJson(endpoint.params);
  const inQuery = toJson(endpoint.query);
  const list = (schema: JsonSchema, location: 'path' | 'query') =>
    Object.entries(schema.properties ?? {}).map(([name, property]) => ({
      name,
      in: location,
      required: location === 'path' || (schema.required ?? []).includes(name),
      schema: hoist(property, components),
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
  const schema = hoist(toJson(endpoint.body), components);
  const content =
    endpoint.bodyEncoding === 'multipart'
      ? { 'multipart/form-data': { schema } }
      : { 'application/x-www-form-urlencoded': { schema }, 'application/json': { schema } };
  return { required: (toJson(endpoint.body).required ?? []).length > 0, content };
}

function responses(endpoint: EndpointDefinition, components: Components) {
  const errorEnvelope = { 'application/json': { schema: envelope({ type: 'null' }) } };
  if (endpoint.responseFormat === 'binary') {
    return {
      200: {
        description: 'The file; an error answers the JSON envelope instead',
        content: {
          'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
          ...errorEnvelope,
        },
      },
    };
  }
  if (endpoint.responseFormat === 'websocket') {
    return {
      101: {
        description: 'Switches to a WebSocket; each server message is JSON of this schema',
        content: { 'application/json': { schema: hoist(toJson(endpoint.response), components) } },
      },
    };
  }
  return {
    200: {
      description: 'The `{code, message, data}` envelope; `data` as below when `code` is 200',
      content: { 'application/json': { schema: envelope(hoist(toJson(endpoint.response), components)) } },
    },
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
      responses: responses(endpoint, components),
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
        'Every response is HTTP 200 with the `{code, message, data}` envelope; `code` 200 is success and any other ' +
        'code is an entry of `x-error-codes` (see `x-error-catalogue`).',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'access-token' } },
    },
    'x-error-catalogue': Object.fromEntries(
      Object.entries(input.errorCodes).map(([key, definition]) => [definition.code, { key, ...definition }]),
    ),
  };
}
