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
  'Language',
  'News',
  'Notice',
  'Order',
  'Product',
  'Refund',
  'SellerApplication',
  'SellerProfile',
  'SellerSales',
  'Shop',
  'ShopRegistration',
  'StaffQueue',
  'User',
  'Wallet',
  'WalletRecord',
  'WebsiteConfig',
  'Withdrawal',
] as const;
export type CacheTag = (typeof cacheTags)[number];

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
  /** `query` endpoints read and are cached; `mutation` endpoints change state and invalidate tags. */
  kind: 'query' | 'mutation';
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
   * `websocket` endpoints upgrade to a WebSocket whose server messages match `response`.
   */
  responseFormat?: 'json' | 'binary' | 'websocket';
  providesTags?: readonly CacheTag[];
  invalidatesTags?: readonly CacheTag[];
  /** Business error codes (besides the generic ones every endpoint may answer) this endpoint can return. */
  errors: readonly ErrorKey[];
}

/** Identity helper that keeps each endpoint's literal types while checking it against the definition. */
export const defineEndpoints = <const T extends Record<string, EndpointDefinition>>(endpoints: T): T =>
  endpoints;
