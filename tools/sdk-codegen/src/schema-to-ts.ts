/**
 * Prints TypeScript types for the JSON Schema subset the manifest uses (TypeBox output). Schemas with a
 * `title` become named types, printed once and referred to by name everywhere else.
 */
export interface JsonSchema {
  title?: string;
  description?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  format?: string;
  [keyword: string]: unknown;
}

export class NamedTypes {
  private readonly printed = new Map<string, { signature: string; declaration: string }>();

  /** Registers a titled schema (once) and returns the name to refer to it by. */
  name(schema: JsonSchema & { title: string }): string {
    const name = toTypeName(schema.title);
    const signature = JSON.stringify(schema);
    const existing = this.printed.get(name);
    if (existing) {
      if (existing.signature !== signature) {
        throw new Error(`Two different schemas share the title "${schema.title}"`);
      }
      return name;
    }
    // Reserve the name first so that recursive references terminate.
    this.printed.set(name, { signature, declaration: '' });
    const body = printType({ ...schema, title: undefined }, this, 0);
    const doc = schema.description ? `/** ${schema.description} */\n` : '';
    this.printed.set(name, { signature, declaration: `${doc}export type ${name} = ${body};` });
    return name;
  }

  declarations(): string[] {
    return [...this.printed.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, entry]) => entry.declaration);
  }
}

export const toTypeName = (title: string): string =>
  title
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

const isIdentifier = (key: string) => /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key);
const indent = (depth: number) => '  '.repeat(depth);

export function printType(schema: JsonSchema, named: NamedTypes, depth: number): string {
  if (schema.title) return named.name(schema as JsonSchema & { title: string });
  if ('const' in schema) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return unique(variants.map((variant) => printType(variant, named, depth))).join(' | ');
  if (schema.allOf) return schema.allOf.map((part) => printType(part, named, depth)).join(' & ');
  switch (schema.type) {
    case 'string':
      return schema.format === 'binary' ? 'Blob' : 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      const item = schema.items ? printType(schema.items, named, depth) : 'unknown';
      return /^[A-Za-z0-9_]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
    }
    case 'object':
      return printObject(schema, named, depth);
    default:
      if (Array.isArray(schema.type)) {
        return schema.type.map((type) => printType({ ...schema, type }, named, depth)).join(' | ');
      }
      return 'unknown';
  }
}

function printObject(schema: JsonSchema, named: NamedTypes, depth: number): string {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) {
    return schema.additionalProperties && typeof schema.additionalProperties === 'object'
      ? `Record<string, ${printType(schema.additionalProperties, named, depth)}>`
      : 'Record<string, never>';
  }
  const required = new Set(schema.required ?? []);
  const lines = properties.map(([key, value]) => {
    const doc = value.description && !value.title ? `${indent(depth + 1)}/** ${value.description} */\n` : '';
    const name = isIdentifier(key) ? key : JSON.stringify(key);
    const optional = required.has(key) ? '' : '?';
    return `${doc}${indent(depth + 1)}${name}${optional}: ${printType(value, named, depth + 1)};`;
  });
  return `{\n${lines.join('\n')}\n${indent(depth)}}`;
}

const unique = (values: string[]) => [...new Set(values)];
