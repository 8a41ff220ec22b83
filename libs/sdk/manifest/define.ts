import type { TObject, TSchema } from '@sinclair/typebox';
import type { ErrorKey } from './error-codes';

/** Who may call an endpoint. `optional` endpoints read the token when present (e.g. follow flags). */
export type AuthLevel = 'none' | 'optional' | 'user' | 'seller' | 'staff';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** RTK Query cache tag types. Adding one here makes it available to every endpoint. */
export const cacheTags = [
  'Address',
  'Ad',
  'Announcement',
  'Balance',
  'Blog',
  'Brand',
  'Cart',
  'Category',
  'Chat',
  'Content',
  'Currency',
  'FollowedShop',
  'FollowFeed',
  'Language',
  'News',
  'Notice',
  'Order',
  'Product',
  'ProductComment',
  'Refund',
  'SellerApplication',
  'SellerProfile',
  'SellerSales',
  'Shop',
  'ShopRegistration',
  'StaffMember',
  'StaffQueue',
  'User',
  'Wallet',
  'WalletRecord',
  'WebsiteConfig',
  'Withdrawal',
] as const;
export type CacheTag = (typeof cacheTags)[number];

/**
 * Which entry of a tag type a cache tag names. `LIST` stands for a collection as a whole (adding or removing
 * an item changes it) and `COUNT` for a counter of it; `{ arg }` is a required request field, `{ result }` a
 * field of the answer and `{ each }` the list in the answer whose items' `id`s are named, one tag per item
 * (dotted paths for nested fields: `products.list`).
 */
export type CacheTagId = 'LIST' | 'COUNT' | { arg: string } | { result: string } | { each: string };

/** A whole tag type (every id of it: invalidating it refetches every query providing any of them) or one id. */
export type CacheTagRef = CacheTag | { type: CacheTag; id: CacheTagId };

/**
 * How a request body travels. `form` is the spec's default (application/x-www-form-urlencoded, flat fields,
 * arrays as repeated keys); `multipart` is for uploads (field `file`).
 */
export type BodyEncoding = 'form' | 'multipart';

export interface EndpointDefinition {
  method: HttpMethod;
  /** Path under `/api`, with `{name}` placeholders for path parameters. */
  path: string;
  auth: AuthLevel;
  /**
   * For `auth: 'staff'`: the staff roles that may call it (any one of them; an admin may call every staff
   * operation). Without it every signed-in staff member may. Others get HTTP 200 with 3100004.
   */
  staffRoles?: readonly ('admin' | 'reviewer' | 'support')[];
  /** `query` endpoints read and are cached; `mutation` endpoints change state and invalidate tags. */
  kind: 'query' | 'mutation';
  /**
   * Set on queries whose answer depends on the `lang` header (it carries `LocalisedText`): a language switch
   * refetches the cached answers of these queries and of no other.
   */
  localised?: true;
  /** OpenAPI tag (the domain the endpoint belongs to). */
  group: string;
  summary: string;
  /** True when the endpoint is one of the original product's (docs/requirements.md R7 ★; the checks count these). */
  inSpec?: boolean;
  params?: TObject;
  query?: TObject;
  body?: TObject;
  bodyEncoding?: BodyEncoding;
  /**
   * Schema of `data` inside the `{code, message, data}` envelope; for a `binary` response, the schema of the
   * error envelope's data only (the success body is the file itself).
   */
  response: TSchema;
  /**
   * `binary` endpoints answer a file (with its content type) instead of the JSON envelope on success;
   * `websocket` endpoints upgrade to a WebSocket whose server messages match `response`; `event-stream`
   * endpoints answer Server-Sent Events (`text/event-stream`, never ending) whose messages match `response`
   * (`{kind, data}`: the SSE `event:` is the kind, `data:` the data), and fail with the JSON envelope.
   */
  responseFormat?: 'json' | 'binary' | 'websocket' | 'event-stream';
  /** The content types a `binary` endpoint's file comes in (its success answer's `Content-Type`). */
  fileTypes?: readonly string[];
  /**
   * A signed-in query whose cached answer the SDK keeps current from the user's live stream (`openLiveStream`,
   * `libs/sdk/src/live`): while it is cached, the tab holds the one shared stream, and `badges`, `notice` and
   * `order` messages patch or refetch it.
   */
  followsLiveStream?: true;
  /** What a query's cached answer holds; a mutation that invalidates any of these refetches it. */
  providesTags?: readonly CacheTagRef[];
  /** What a mutation changes: only its own types, so unrelated screens keep their cache. */
  invalidatesTags?: readonly CacheTagRef[];
  /**
   * Declared ahead of its server handler: left out of the OpenAPI document and the SDK's client, store and
   * fixtures (only its types are generated), so nothing offers what the server would answer with a 404. Drop
   * the flag with the handler's arrival.
   */
  planned?: true;
  /**
   * Money- or stock-moving mutations: the caller may send an `Idempotency-Key` header (the SDK takes it as the
   * `idempotency_key` argument); the server performs one effect per key and user and answers a repeat with the
   * first answer (docs/requirements.md R10.3).
   */
  idempotent?: true;
  /**
   * Limited per client address (guessing passwords, making accounts, filling the disk, costly searches): past
   * the limit the server answers HTTP 429 with `Retry-After`.
   */
  rateLimited?: true;
  /** Business error codes (besides the generic ones every endpoint may answer) this endpoint can return. */
  errors: readonly ErrorKey[];
  /**
   * Codes of `errors` that the calling screen shows in its form (beside a field) rather than in a toast: the
   * SDK does not toast them and hands them to the caller with their code.
   */
  inlineErrors?: readonly ErrorKey[];
}

/** Identity helper that keeps each endpoint's literal types while checking it against the definition. */
export const defineEndpoints = <const T extends Record<string, EndpointDefinition>>(endpoints: T): T =>
  endpoints;
