import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {
  cacheTags,
  type EndpointDefinition,
  endpoints,
  errorCodes,
  genericErrorKeys,
  sessionErrorKeys,
} from '@mall/sdk-manifest';
import { GENERATED_HEADER, generateSdkFiles } from './generate';
import { toJson } from './manifest-helpers';
import { sampleFor } from './sample';
import { type JsonSchema, NamedTypes, printType } from './schema-to-ts';

const input = { endpoints, errorCodes, genericErrorKeys, sessionErrorKeys, cacheTags, version: '9.9.9' };

describe('printType', () => {
  const print = (schema: JsonSchema) => printType(schema, new NamedTypes(), 0);

  it('prints required and optional properties, unions, literals, arrays and nulls', () => {
    const type = print({
      type: 'object',
      required: ['id', 'state'],
      properties: {
        id: { type: 'integer' },
        note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        state: {
          anyOf: [
            { const: 'paid', type: 'string' },
            { const: 'unpaid', type: 'string' },
          ],
        },
        tags: { type: 'array', items: { type: 'string' } },
        'access-token': { type: 'string' },
      },
    });
    expect(type).toBe(
      '{\n  id: number;\n  note?: string | null;\n  state: "paid" | "unpaid";\n  tags?: string[];\n  "access-token"?: string;\n}',
    );
  });

  it('prints binary strings as Blob', () => {
    expect(print({ type: 'string', format: 'binary' })).toBe('Blob');
  });

  it('declares a titled schema once and refers to it by name', () => {
    const named = new NamedTypes();
    const money = { title: 'money amount', type: 'integer' };
    expect(printType({ type: 'array', items: money }, named, 0)).toBe('MoneyAmount[]');
    expect(printType(money, named, 0)).toBe('MoneyAmount');
    expect(named.declarations()).toEqual(['export type MoneyAmount = number;']);
  });

  it('refuses two different schemas with one title', () => {
    const named = new NamedTypes();
    named.name({ title: 'Thing', type: 'string' });
    expect(() => named.name({ title: 'Thing', type: 'integer' })).toThrow(/share the title "Thing"/);
  });
});

describe('generated SDK files', () => {
  const files = generateSdkFiles(input);

  it('are deterministic and marked as generated', () => {
    expect(generateSdkFiles(input)).toEqual(files);
    for (const [path, content] of Object.entries(files)) {
      if (path.endsWith('.ts')) expect(content.startsWith(GENERATED_HEADER)).toBe(true);
      else expect(JSON.parse(content)['x-generated']).toMatch(/Do not edit/);
    }
  });

  /** The store's endpoints, every group's file together. */
  const groupApis = () =>
    Object.entries(files)
      .filter(([path]) => path.startsWith('src/generated/api/'))
      .map(([, content]) => content)
      .join('\n');

  it('give every operation a hook or a client method and every error code a constant', () => {
    const api = groupApis();
    expect(api).toContain('usePayOrderMutation');
    expect(api).toContain('useGetAllBrandsQuery');
    expect(api).not.toContain('useChatLive');
    const codes = files['src/generated/error-codes.gen.ts']!;
    for (const [key, definition] of Object.entries(errorCodes))
      expect(codes).toContain(`${key}: ${definition.code},`);
  });

  it('give each group of the manifest its own endpoints, and mallApi every group', () => {
    const cart = files['src/generated/api/cart.gen.ts']!;
    expect(cart).toContain('export const cartApi = baseApi.injectEndpoints(');
    expect(cart).toContain('useAddToCartMutation');
    expect(cart).not.toContain('useGetHotProductsQuery');
    const api = files['src/generated/api.gen.ts']!;
    expect(api).toContain("export * from './api/cart.gen';");
    expect(api).toMatch(/export const mallApi = withEveryGroup<MallApi>\([^)]*\bcartApi\b/);
  });

  it('tag the localised queries so that a language switch can invalidate exactly them', () => {
    const operationsFile = files['src/generated/operations.gen.ts']!;
    const localised = Object.entries(endpoints as Record<string, EndpointDefinition>)
      .filter(([, endpoint]) => endpoint.localised)
      .map(([name]) => name);
    expect(operationsFile).toContain(
      `export const localisedOperations = ${JSON.stringify(localised)} as const;`,
    );
    const providers = groupApis()
      .split('\n    }),')
      .filter((definition) => definition.includes("'Localised'"))
      .map((definition) => /(\w+): build\./.exec(definition)![1]);
    expect(providers.sort()).toEqual([...localised].sort());
  });

  it('write an OpenAPI 3.1 document with every operation and resolvable references', () => {
    const document = JSON.parse(files['src/generated/openapi.gen.json']!);
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item as object));
    const served = Object.values(endpoints as Record<string, EndpointDefinition>).filter(
      (endpoint) => !endpoint.planned,
    );
    expect(operations).toHaveLength(served.length);
    expect(operations.filter((operation) => operation['x-in-spec'])).toHaveLength(51);
    const references = [
      ...files['src/generated/openapi.gen.json']!.matchAll(/"#\/components\/schemas\/(\w+)"/g),
    ];
    for (const [, name] of references) expect(document.components.schemas).toHaveProperty(name!);
  });
});

describe('an idempotent operation (money- or stock-moving)', () => {
  const files = generateSdkFiles(input);
  const idempotent = Object.entries(endpoints as Record<string, EndpointDefinition>)
    .filter(([, endpoint]) => endpoint.idempotent)
    .map(([name]) => name);

  it('takes an optional idempotency_key argument, and only it does', () => {
    expect(idempotent).toEqual(expect.arrayContaining(['placeOrder', 'payOrder']));
    const types = files['src/generated/types.gen.ts']!;
    const argsOf = (name: string) =>
      new RegExp(`export type ${name[0]!.toUpperCase()}${name.slice(1)}Args = \\{[^}]*\\}`).exec(types)![0];
    for (const name of idempotent) expect(argsOf(name)).toContain('idempotency_key?: string;');
    expect(argsOf('addToCart')).not.toContain('idempotency_key');
  });

  it('is marked in its descriptor', () => {
    const operationsFile = files['src/generated/operations.gen.ts']!;
    expect(operationsFile).toMatch(/ placeOrderOperation = \{[^\n]*"idempotent":true/);
    expect(operationsFile).toMatch(/ addToCartOperation = \{(?![^\n]*idempotent)/);
  });

  it('documents the Idempotency-Key header in OpenAPI and keeps the key out of the body', () => {
    const document = JSON.parse(files['src/generated/openapi.gen.json']!);
    const placeOrder = document.paths[endpoints.placeOrder.path].post;
    expect(placeOrder.parameters).toContainEqual(
      expect.objectContaining({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: expect.objectContaining({ pattern: '^[A-Za-z0-9_-]{1,64}$', minLength: 1, maxLength: 64 }),
      }),
    );
    expect(placeOrder['x-request-fields']).not.toContain('idempotency_key');
    const bodySchema = placeOrder.requestBody.content['application/x-www-form-urlencoded'].schema;
    expect(JSON.stringify(bodySchema)).not.toContain('idempotency_key');
    const addToCart = document.paths[endpoints.addToCart.path].post;
    expect(addToCart.parameters.map((parameter: { name: string }) => parameter.name)).not.toContain(
      'Idempotency-Key',
    );
  });
});

describe('a planned operation (declared before its server handler)', () => {
  const plannedInput = {
    ...input,
    endpoints: {
      getLanguages: endpoints.getLanguages,
      watchPrices: { ...endpoints.getLanguages, path: '/prices/live', planned: true as const },
    },
  };
  const files = generateSdkFiles(plannedInput);

  it('is in neither the OpenAPI document nor the client, the store or the fixtures, only in the types', () => {
    expect(Object.keys(JSON.parse(files['src/generated/openapi.gen.json']!).paths)).toEqual([
      endpoints.getLanguages.path,
    ]);
    expect(files['src/generated/types.gen.ts']).toContain('WatchPricesArgs');
    const {
      'src/generated/types.gen.ts': _types,
      'src/generated/error-codes.gen.ts': _codes,
      ...runtime
    } = files;
    for (const [path, content] of Object.entries(runtime)) {
      expect({ path, mentions: /watchPrices|prices\/live/i.test(content) }).toEqual({
        path,
        mentions: false,
      });
    }
  });

  it('leaves chatLive out while the server has no handler for it', () => {
    const generated = generateSdkFiles(input);
    expect(JSON.parse(generated['src/generated/openapi.gen.json']!).paths).not.toHaveProperty(
      endpoints.chatLive.path,
    );
    expect(generated['src/generated/operations.gen.ts']).not.toContain('chatLive');
  });
});

describe('sample data', () => {
  const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));

  it.each(
    Object.entries(endpoints as Record<string, EndpointDefinition>).filter(
      ([, endpoint]) => !endpoint.responseFormat,
    ),
  )('%s: the fixture is valid against the response schema', (_name, endpoint) => {
    const schema = toJson(endpoint.response);
    const validate = ajv.compile(schema);
    expect(validate(sampleFor(schema)) ? [] : validate.errors).toEqual([]);
  });
});
