import type { JsonSchema } from './schema-to-ts';

const SAMPLE_TIME = '2026-01-15T09:30:00.000Z';
const stringCandidates = [
  'Sample',
  'sample',
  'US',
  'USD',
  'USDT',
  'sample-1',
  '123456',
  'A1b2c3d4',
  'image/png',
  '/sample',
  '2026-01',
  '2026-01-15',
  '4242424242424242',
  '12',
  '2030',
];

/**
 * A deterministic example value for a schema: the first non-null variant of a union, one item per array,
 * every property of an object. The manifest tests check each sample against its schema.
 */
export function sampleFor(schema: JsonSchema, key = 'value'): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if ('default' in schema) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const chosen = variants.find((variant) => variant.type !== 'null') ?? variants[0]!;
    return sampleFor(chosen, key);
  }
  switch (schema.type) {
    case 'string':
      return sampleString(schema, key);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array': {
      const count = Math.max(1, Number(schema.minItems ?? 1));
      return Array.from({ length: count }, () => sampleFor(schema.items ?? {}, key));
    }
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, value]) => [name, sampleFor(value, name)]),
      );
    default:
      return null;
  }
}

function sampleNumber(schema: JsonSchema): number {
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const exclusive = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const maximum = typeof schema.maximum === 'number' ? schema.maximum : Number.POSITIVE_INFINITY;
  const floor = minimum ?? (exclusive !== undefined ? exclusive + 1 : 1);
  return Math.min(Math.max(floor, 1), maximum);
}

function sampleString(schema: JsonSchema, key: string): string {
  switch (schema.format) {
    case 'date-time':
      return SAMPLE_TIME;
    case 'date':
      return SAMPLE_TIME.slice(0, 10);
    case 'email':
      return 'shopper@example.com';
    case 'uri':
      return 'https://example.com/';
    default:
      break;
  }
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Number(schema.maxLength ?? Number.POSITIVE_INFINITY);
  const fits = (value: string) =>
    value.length >= minLength &&
    value.length <= maxLength &&
    (typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test(value));
  const candidates = [`${key} sample`.replace(/_/g, ' '), ...stringCandidates];
  const padded = candidates.map((candidate) => candidate.padEnd(minLength, 'x'));
  const found = [...candidates, ...padded].find(fits);
  if (found === undefined) {
    throw new Error(`No sample string fits ${JSON.stringify(schema)} (property "${key}")`);
  }
  return found;
}
