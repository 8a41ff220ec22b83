import {
  type EndpointDefinition,
  type ErrorCodeDefinition,
  IDEMPOTENCY_KEY_ARG,
  IdempotencyKey,
} from '@mall/sdk-manifest';
import type { JsonSchema } from './schema-to-ts';

export interface ManifestInput {
  endpoints: Record<string, EndpointDefinition>;
  errorCodes: Record<string, ErrorCodeDefinition>;
  genericErrorKeys: readonly string[];
  sessionErrorKeys: readonly string[];
  cacheTags: readonly string[];
  version: string;
}

/** The operations the server serves, by name: `planned` ones are neither documented nor given a client. */
export const servedOperations = (input: ManifestInput): [string, EndpointDefinition][] =>
  Object.entries(input.endpoints).filter(([, endpoint]) => !endpoint.planned);

/** Plain JSON copy of a TypeBox schema (drops TypeBox's symbol keys). */
export const toJson = (schema: unknown): JsonSchema => JSON.parse(JSON.stringify(schema ?? {})) as JsonSchema;

/** The fields an operation's request carries: path parameters, query and body fields together. */
export function wireFieldsSchema(endpoint: EndpointDefinition): JsonSchema {
  const parts = [endpoint.params, endpoint.query, endpoint.body].map(toJson);
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    required: parts.flatMap((part) => part.required ?? []),
  };
}

/** The SDK's argument of an operation: its fields, and the optional idempotency key of an `idempotent` one. */
export function argsSchema(endpoint: EndpointDefinition): JsonSchema {
  const fields = wireFieldsSchema(endpoint);
  if (!endpoint.idempotent) return fields;
  return { ...fields, properties: { ...fields.properties, [IDEMPOTENCY_KEY_ARG]: toJson(IdempotencyKey) } };
}

/** Every numeric code an operation can answer: its own, the validation codes, and session codes when signed in. */
export function operationErrorCodes(endpoint: EndpointDefinition, input: ManifestInput): number[] {
  const keys = new Set<string>([...input.genericErrorKeys, ...endpoint.errors]);
  if (endpoint.auth !== 'none') input.sessionErrorKeys.forEach((key) => keys.add(key));
  return [...keys].map((key) => input.errorCodes[key]!.code).sort((a, b) => a - b);
}

export const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);
