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
    const answers = [
      ...files['src/generated/openapi.gen.json']!.matchAll(/"#\/components\/responses\/(\w+)"/g),
    ];
    expect(answers.length).toBeGreaterThan(0);
    for (const [, name] of answers) expect(document.components.responses).toHaveProperty(name!);
  });
});

describe('the OpenAPI document describes every answer the server gives', () => {
  const document = JSON.parse(generateSdkFiles(input)['src/generated/openapi.gen.json']!);
  const operation = (name: keyof typeof endpoints) =>
    document.paths[endpoints[name].path][endpoints[name].method.toLowerCase()];
  const envelopes = (name: keyof typeof endpoints) =>
    operation(name).responses[200].content['application/json'].schema.oneOf as {
      properties: { code: { const?: number; enum?: number[] }; data: unknown };
    }[];

  it('answers HTTP 200 with the success envelope or a failure of its own codes, 501 included', () => {
    const [success, failure] = envelopes('addToCart');
    expect(success!.properties.code).toEqual({ const: 200 });
    expect(success!.properties.data).toEqual({ $ref: '#/components/schemas/CartCount' });
    expect(failure!.properties.code.enum).toEqual([...operation('addToCart')['x-error-codes'], 501]);
    expect(failure!.properties.data).toEqual({ type: 'null' });
  });

  it("gives a failure's data where its code carries some: the current record, or the code's own schema", () => {
    const reapplication = envelopes('applySeller').find(
      (envelope) => envelope.properties.code.const === 2000016,
    );
    expect(reapplication!.properties.data).toEqual({ $ref: '#/components/schemas/SellerApplication' });
    expect(envelopes('applySeller')[1]!.properties.code.enum).not.toContain(2000016);
    const throttled = envelopes('loginWithPassword').find(
      (envelope) => envelope.properties.code.const === 1100009,
    );
    expect(throttled!.properties.data).toEqual(
      expect.objectContaining({ required: ['retry_after_seconds'] }),
    );
  });

  it('describes the statuses outside the contract where they can happen, from shared answers', () => {
    const statuses = (name: keyof typeof endpoints) => Object.keys(operation(name).responses);
    expect(statuses('getProductDetail')).toEqual(['200', '400', '404', '414', '431', '500', '503']);
    expect(statuses('addToCart')).toEqual(['200', '400', '413', '414', '431', '500', '503']);
    expect(statuses('getSellerProfile')).toEqual(['200', '400', '403', '414', '431', '500', '503']);
    expect(statuses('register')).toContain('429');
    expect(statuses('loginWithPassword')).not.toContain('429');
    for (const response of Object.values(operation('addToCart').responses).slice(1))
      expect(Object.keys(document.components.responses)).toContain(
        (response as { $ref: string }).$ref.replace('#/components/responses/', ''),
      );
    const { Unavailable, TooManyRequests, UriTooLong } = document.components.responses;
    expect(Unavailable.headers).toHaveProperty('Retry-After');
    expect(TooManyRequests.headers).toHaveProperty('Retry-After');
    expect(UriTooLong.content['application/json'].schema.properties.code).toEqual({ const: 414 });
    expect(Unavailable.content['application/json'].schema.oneOf[0].properties.code.enum).toEqual([
      503, 2000018,
    ]);
  });

  it("gives a file operation's content types, and the failure envelope beside them", () => {
    expect(Object.keys(operation('downloadWellMartDocument').responses[200].content)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/json',
    ]);
    expect(Object.keys(operation('getUploadedFile').responses[200].content)).toContain('image/webp');
  });

  it('says that a boolean field takes 1/0 as well as true/false', () => {
    const body = operation('saveAddress').requestBody.content['application/x-www-form-urlencoded'].schema;
    expect(body.properties.is_default.anyOf).toEqual([
      { type: 'boolean' },
      { type: 'integer', enum: [0, 1] },
    ]);
  });

  it('bounds every number a request carries to a safe integer', () => {
    const unbounded: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (
        (schema['type'] === 'integer' || schema['type'] === 'number') &&
        !schema['enum'] &&
        !(
          Math.abs(Number(schema['minimum'] ?? schema['exclusiveMinimum'])) <= Number.MAX_SAFE_INTEGER &&
          Math.abs(Number(schema['maximum'] ?? schema['exclusiveMaximum'])) <= Number.MAX_SAFE_INTEGER
        )
      )
        unbounded.push(path);
      for (const [key, value] of Object.entries(schema)) walk(value, `${path}/${key}`);
    };
    walk(document.paths, '#/paths');
    walk(document.components.schemas, '#/components/schemas');
    expect(unbounded).toEqual([]);
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
