import type { EndpointDefinition } from './define';

/** The largest integer every client (a JavaScript number, a JSON parser) reads exactly: 2^53 − 1. */
export const MAX_WIRE_INTEGER = Number.MAX_SAFE_INTEGER;

type Node = Record<PropertyKey, unknown>;

/**
 * A copy of a schema in which every number has finite bounds: an `integer` or `number` without a lower or an
 * upper bound gets ±(2^53 − 1). Copies TypeBox's symbol keys too, so the copy still checks with `Value.Check`.
 */
export function boundNumbers<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(boundNumbers) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Node = {};
  for (const key of Reflect.ownKeys(schema)) copy[key] = boundNumbers((schema as Node)[key]);
  if (copy['type'] === 'integer' || copy['type'] === 'number') {
    if (copy['minimum'] === undefined && copy['exclusiveMinimum'] === undefined)
      copy['minimum'] = -MAX_WIRE_INTEGER;
    if (copy['maximum'] === undefined && copy['exclusiveMaximum'] === undefined)
      copy['maximum'] = MAX_WIRE_INTEGER;
  }
  return copy as T;
}

const schemaParts = ['params', 'query', 'body', 'response'] as const;

/**
 * The endpoints with every number of their requests and answers bounded (`boundNumbers`): applied once to the
 * manifest, so the server's validation, the SDK's types and the OpenAPI document all carry the bounds, and no
 * integer a client sends reaches a handler (or the database) as anything but a safe integer.
 */
export function withBoundedNumbers<T extends Record<string, EndpointDefinition>>(endpoints: T): T {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, endpoint]) => {
      const bounded: Record<string, unknown> = { ...endpoint };
      for (const part of schemaParts) if (endpoint[part]) bounded[part] = boundNumbers(endpoint[part]);
      return [name, bounded];
    }),
  ) as unknown as T;
}
