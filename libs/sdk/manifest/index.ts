/**
 * The API contract: every endpoint and every error code, the single source for the server's routes and
 * validation, the generated SDK and the OpenAPI document.
 */
import { withBoundedNumbers } from './bounds';
import { accountEndpoints } from './endpoints/account';
import { addressEndpoints } from './endpoints/address';
import { cartEndpoints } from './endpoints/cart';
import { catalogueEndpoints } from './endpoints/catalogue';
import { chatEndpoints } from './endpoints/chat';
import { staffChatEndpoints } from './endpoints/chat-staff';
import { checkoutEndpoints } from './endpoints/checkout';
import { contentEndpoints } from './endpoints/content';
import { liveEndpoints } from './endpoints/live';
import { orderEndpoints } from './endpoints/orders';
import { refundEndpoints } from './endpoints/refunds';
import { sellerEndpoints } from './endpoints/seller';
import { shopEndpoints } from './endpoints/shops';
import { staffEndpoints } from './endpoints/staff';
import { staffConsoleEndpoints } from './endpoints/staff-console';
import { uploadEndpoints } from './endpoints/upload';
import { walletEndpoints } from './endpoints/wallet';

/** Every endpoint, each number of its schemas bounded (`withBoundedNumbers`). */
export const endpoints = withBoundedNumbers({
  ...catalogueEndpoints,
  ...contentEndpoints,
  ...accountEndpoints,
  ...addressEndpoints,
  ...uploadEndpoints,
  ...cartEndpoints,
  ...checkoutEndpoints,
  ...orderEndpoints,
  ...refundEndpoints,
  ...shopEndpoints,
  ...sellerEndpoints,
  ...walletEndpoints,
  ...chatEndpoints,
  ...liveEndpoints,
  ...staffEndpoints,
  ...staffConsoleEndpoints,
  ...staffChatEndpoints,
});

export type Endpoints = typeof endpoints;
export type OperationName = keyof Endpoints;

export { boundNumbers, MAX_WIRE_INTEGER } from './bounds';
export { cacheTags } from './define';
export type {
  AuthLevel,
  BodyEncoding,
  CacheTag,
  CacheTagId,
  CacheTagRef,
  EndpointDefinition,
  HttpMethod,
} from './define';
export { errorCodes, genericErrorKeys, sessionErrorKeys } from './error-codes';
export type { ErrorCodeDefinition, ErrorKey, ErrorReaction } from './error-codes';
export { languageCodes, MAX_SLICE_LIMIT } from './schemas/common';
export { IDEMPOTENCY_KEY_ARG, IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from './schemas/idempotency';
export { adPositions } from './schemas/catalogue';
export { staffRoles, staffTaskKinds } from './schemas/staff';
export { LOW_STOCK } from './schemas/seller';
export {
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  ORDER_AUTO_CANCEL_MINUTES,
  RETURN_WINDOW_DAYS,
} from './schemas/orders';
export {
  DEFAULT_RECHARGE_SUBMISSIONS_PER_24H,
  MAX_RECHARGE_MINOR,
  MAX_WALLET_OPERATION_MINOR,
  MIN_RECHARGE_MINOR,
} from './schemas/wallet';
