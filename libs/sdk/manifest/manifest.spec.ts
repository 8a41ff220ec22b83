import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { boundNumbers, endpoints, errorCodes, MAX_WIRE_INTEGER } from './index';
import type { EndpointDefinition } from './define';

/** The original product's endpoints, verbatim (docs/requirements.md R7 ★, 51). */
const specEndpoints = `
POST /customer/index/get-all-brand
POST /customer/index/get-all-category
GET /customer/index/get-first-category
GET /customer/index/series-categorys
GET /brand/{id}
GET /category/{a}/{b}
GET /category/top3
GET /shop/{a}/{b}
GET /search/{keyword}
GET /customer/product/get_all_products
GET /customer/product/get_hot_list
GET /customer/product/get_new
GET /customer/product/get_recommend
GET /customer/product/get_recommend_list
GET /customer/product/clear_product_cache
GET /customer/index/news
GET /customer/index/systemnotify
GET /customer/index/store
GET /customer/index/get_currency
GET /customer/index/get_languages
POST /customer/index/get_wallets
POST /customer/login/account
POST /customer/login/index
POST /customer/login/bindtaccount
GET /customer/login/tiktok
POST /customer/register/account
GET /customer/user/logout
GET /customer/info/get_userinfo
GET /customer/info/get_user_balance
POST /customer/info/update_user
POST /customer/info/recharge
GET /customer/info/recharge_list
GET /customer/info/transaction_details
POST /customer/info/transfer_balance_to_merchat
GET /customer/info/notice_in_read
POST /bank/recharge
GET /customer/user/notices
GET /customer/user/notice-read
POST /customer/user/applyseller
POST /checkout/onepage/addressadd
POST /checkout/onepage/default-address
POST /checkout/onepage/getaddresslist
POST /checkout/onepage/remove_address
POST /citys
POST /about_us-policy
GET /privacy-policy
GET /return_policy-policy
GET /support-policy
GET /terms-policy
POST /static/wellMart.docx
POST /upload
`
  .trim()
  .split('\n');

const all = Object.entries(endpoints) as [string, EndpointDefinition][];
/** Placeholder names do not matter when matching a route: `/brand/{id}` is `/brand/{}`. */
const route = (method: string, path: string) => `${method} ${path.replace(/\{\w+\}/g, '{}')}`;
const propertiesOf = (schema: unknown) =>
  Object.entries((schema as { properties?: Record<string, Record<string, unknown>> })?.properties ?? {});

describe('the manifest', () => {
  it('lists all 51 original endpoints of docs/requirements.md R7 with their exact methods and paths', () => {
    expect(specEndpoints).toHaveLength(51);
    const routes = new Map(all.map(([name, endpoint]) => [route(endpoint.method, endpoint.path), name]));
    const missing = specEndpoints.filter((line) => {
      const [method, path] = line.split(' ');
      return !routes.has(route(method!, path!));
    });
    expect(missing).toEqual([]);
  });

  it('marks exactly the spec endpoints as inSpec', () => {
    const marked = all.filter(([, endpoint]) => endpoint.inSpec).map(([, e]) => route(e.method, e.path));
    expect(marked.sort()).toEqual(
      specEndpoints.map((line) => route(...(line.split(' ') as [string, string]))).sort(),
    );
  });

  it('adds the endpoints the spec implies (cart, checkout, orders, refunds, shops, seller, wallet, chat, staff)', () => {
    const groups = new Set(all.map(([, endpoint]) => endpoint.group));
    for (const group of [
      'cart',
      'checkout',
      'orders',
      'refunds',
      'shops',
      'seller',
      'wallet',
      'chat',
      'staff',
    ]) {
      expect(groups).toContain(group);
    }
    expect(all.length).toBeGreaterThan(90);
  });

  it('has one operation per method and path', () => {
    const seen = all.map(([, endpoint]) => route(endpoint.method, endpoint.path));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it.each(all)('%s: path placeholders match the params schema', (_name, endpoint) => {
    const placeholders = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    expect(
      propertiesOf(endpoint.params)
        .map(([key]) => key)
        .sort(),
    ).toEqual(placeholders.sort());
    expect(endpoint.path.startsWith('/')).toBe(true);
  });

  it.each(all)('%s: request fields are unique across path, query and body', (_name, endpoint) => {
    const keys = [endpoint.params, endpoint.query, endpoint.body].flatMap((part) =>
      propertiesOf(part).map(([k]) => k),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(all)(
    '%s: GET has no body; form bodies are flat scalars or arrays of scalars',
    (_name, endpoint) => {
      if (endpoint.method === 'GET') expect(endpoint.body).toBeUndefined();
      const scalar = (schema: Record<string, unknown>): boolean => {
        const variants = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
        if (variants) return variants.every(scalar);
        if (schema.format === 'binary') return endpoint.bodyEncoding === 'multipart';
        return ['string', 'number', 'integer', 'boolean'].includes(String(schema.type)) || 'const' in schema;
      };
      for (const [key, property] of propertiesOf(endpoint.body)) {
        const ok =
          property.type === 'array' ? scalar(property.items as Record<string, unknown>) : scalar(property);
        expect({ key, ok }).toEqual({ key, ok: true });
      }
    },
  );

  it.each(all)('%s: cache tags fit its kind and name required request fields', (_name, endpoint) => {
    if (endpoint.kind === 'query') expect(endpoint.invalidatesTags).toBeUndefined();
    else expect(endpoint.providesTags).toBeUndefined();
    const required = [endpoint.params, endpoint.query, endpoint.body].flatMap(
      (part) => (part as { required?: string[] } | undefined)?.required ?? [],
    );
    const argFields = [...(endpoint.providesTags ?? []), ...(endpoint.invalidatesTags ?? [])].flatMap(
      (ref) => (typeof ref !== 'string' && typeof ref.id !== 'string' && 'arg' in ref.id ? [ref.id.arg] : []),
    );
    // An optional field would give some requests an undefined id, which names every entry of the type.
    expect(argFields.filter((field) => !required.includes(field))).toEqual([]);
  });

  /** Queries whose plain-string names the server picks by the `lang` header (country names from ISO data). */
  const namedInReadersLanguage = new Set(['getRegions']);

  it.each(all)(
    '%s: is flagged localised exactly when it is a query answering LocalisedText or names in the reader’s language',
    (_name, endpoint) => {
      const carriesLocalisedText = (node: unknown): boolean =>
        !!node &&
        typeof node === 'object' &&
        ((node as { title?: unknown }).title === 'LocalisedText' ||
          Object.values(node).some(carriesLocalisedText));
      expect(endpoint.localised === true).toBe(
        endpoint.kind === 'query' &&
          (carriesLocalisedText(endpoint.response) || namedInReadersLanguage.has(_name)),
      );
    },
  );

  it.each(all)('%s: shows inline only codes it answers that would otherwise toast', (_name, endpoint) => {
    const misplaced = (endpoint.inlineErrors ?? []).filter(
      (key) => !endpoint.errors.includes(key) || errorCodes[key].reaction !== 'toast',
    );
    expect(misplaced).toEqual([]);
  });

  it.each(all)('%s: strings in the request are bounded', (_name, endpoint) => {
    const unbounded = [endpoint.params, endpoint.query, endpoint.body]
      .flatMap((part) => propertiesOf(part))
      .flatMap(([key, property]) => {
        const leaves = ((property.anyOf as Record<string, unknown>[]) ?? [
          property.type === 'array' ? property.items : property,
        ]) as Record<string, unknown>[];
        return leaves
          .filter(
            (leaf) =>
              leaf.type === 'string' &&
              leaf.format !== 'binary' &&
              leaf.maxLength === undefined &&
              !leaf.enum &&
              !('const' in leaf),
          )
          .map(() => key);
      });
    expect(unbounded).toEqual([]);
  });

  it.each(all)('%s: every number of its requests and answers is a bounded safe number', (_name, endpoint) => {
    const unbounded: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.type === 'integer' || schema.type === 'number') {
        const low = (schema.minimum ?? schema.exclusiveMinimum) as number | undefined;
        const high = (schema.maximum ?? schema.exclusiveMaximum) as number | undefined;
        if (!(
          low !== undefined &&
          low >= -MAX_WIRE_INTEGER &&
          high !== undefined &&
          high <= MAX_WIRE_INTEGER
        ))
          unbounded.push(path);
      }
      for (const [key, value] of Object.entries(schema)) walk(value, `${path}.${key}`);
    };
    for (const part of ['params', 'query', 'body', 'response'] as const) walk(endpoint[part], part);
    expect(unbounded).toEqual([]);
  });
});

describe('answers outside the envelope', () => {
  it('names the content types of every file operation, and of no other', () => {
    for (const [name, endpoint] of Object.entries(endpoints) as [string, EndpointDefinition][])
      expect({ name, typed: (endpoint.fileTypes ?? []).length > 0 }).toEqual({
        name,
        typed: endpoint.responseFormat === 'binary',
      });
  });

  it('marks the operations the server limits per client address with 429 (sign-ins answer 1100009)', () => {
    const limited = Object.entries(endpoints as Record<string, EndpointDefinition>)
      .filter(([, endpoint]) => endpoint.rateLimited)
      .map(([name]) => name)
      .sort();
    expect(limited).toEqual(['getSearchSuggestions', 'register', 'searchProducts', 'uploadFile']);
  });
});

describe('boundNumbers', () => {
  it('bounds an unbounded integer or number and keeps the bounds a schema has', () => {
    expect(boundNumbers({ type: 'integer' })).toEqual({
      type: 'integer',
      minimum: -MAX_WIRE_INTEGER,
      maximum: MAX_WIRE_INTEGER,
    });
    expect(boundNumbers({ type: 'number', exclusiveMinimum: 0 })).toEqual({
      type: 'number',
      exclusiveMinimum: 0,
      maximum: MAX_WIRE_INTEGER,
    });
    expect(boundNumbers({ type: 'integer', minimum: 1, maximum: 9 })).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 9,
    });
  });

  it("keeps TypeBox's symbol keys, so the copy still checks", () => {
    const schema = boundNumbers(Type.Object({ n: Type.Integer() }));
    expect(Value.Check(schema, { n: 3 })).toBe(true);
    expect(Value.Check(schema, { n: 2 ** 60 })).toBe(false);
  });
});

describe('the error catalogue', () => {
  const all = Object.values(errorCodes);
  /** Mall's own codes (chat, following shops, …) start at 3,000,000, beyond the spec's. */
  const codes = all.filter((entry) => entry.code < 3_000_000);

  it('has the 41 codes of docs/requirements.md R8 and 1100009 (too many sign-in attempts), each once', () => {
    expect(codes).toHaveLength(42);
    expect(new Set(codes.map((entry) => entry.code)).size).toBe(42);
    expect(codes.map((entry) => entry.code)).toContain(2000017);
  });

  it("gives Mall's own codes numbers of their own, each once, and each a toast", () => {
    const own = all.filter((entry) => entry.code >= 3_000_000);
    expect(new Set(own.map((entry) => entry.code)).size).toBe(own.length);
    expect(own.filter((entry) => entry.reaction !== 'toast')).toEqual([]);
  });

  it('gives the spec reactions: token codes log out, 2000016 succeeds with a message, the rest toast', () => {
    const byReaction = (reaction: string) =>
      codes
        .filter((entry) => entry.reaction === reaction)
        .map((entry) => entry.code)
        .sort();
    expect(byReaction('logout')).toEqual([1000004, 1100003, 2000017]);
    expect(byReaction('success-with-message')).toEqual([2000016]);
    expect(byReaction('toast')).toHaveLength(38);
  });
});
