import { type TSchema, Type } from '@sinclair/typebox';
import { MAX_WIRE_INTEGER } from './bounds';

/**
 * The error catalogue (docs/requirements.md R8). `reaction` is what a client does on receiving the code:
 * `logout` clears the token and goes to login, `success-with-message` treats the call as successful and
 * shows the message, `toast` shows the translated message (or the server's) for 3 s.
 */
export type ErrorReaction = 'logout' | 'success-with-message' | 'toast';

export interface ErrorCodeDefinition {
  code: number;
  message: string;
  reaction: ErrorReaction;
  /**
   * What the failure's `data` holds: `record`, the operation's current record in the shape of its success data
   * (a re-application answers the application there is), or a schema of its own. Without it `data` is null.
   */
  data?: 'record' | TSchema;
}

export const errorCodes = {
  INVALID_TOKEN: { code: 1000004, message: 'Invalid token', reaction: 'logout' },
  INVALID_PARAMETERS: { code: 1000008, message: 'Invalid parameters', reaction: 'toast' },
  MISSING_PARAMETERS: { code: 1000009, message: 'Missing parameters', reaction: 'toast' },
  EMAIL_ALREADY_EXISTS: { code: 1100000, message: 'Email already exists', reaction: 'toast' },
  REGISTRATION_DATA_INVALID: {
    code: 1100001,
    message: 'Registration data format incorrect',
    reaction: 'toast',
  },
  EMAIL_OR_PASSWORD_WRONG: { code: 1100002, message: 'Email or password wrong', reaction: 'toast' },
  TOKEN_EXPIRED: { code: 1100003, message: 'Token expired or not logged in', reaction: 'logout' },
  EDIT_DATA_INVALID: { code: 1100004, message: 'Edit data incorrect', reaction: 'toast' },
  MAIL_SEND_FAILED: { code: 1100005, message: 'Mail send failed', reaction: 'toast' },
  USER_ALREADY_LOGGED_IN: { code: 1100006, message: 'User already logged in', reaction: 'toast' },
  EMAIL_EXISTS_REGISTRATION_FAILED: {
    code: 1100007,
    message: 'Email exists, registration failed',
    reaction: 'toast',
  },
  EMAIL_NOT_IN_ACCOUNT: { code: 1100008, message: 'Email not in account', reaction: 'toast' },
  /**
   * Too many sign-in attempts for the e-mail address (known or not) or from the client address: `data` is
   * `{ retry_after_seconds }`, how long to wait before the next attempt is even checked.
   */
  TOO_MANY_SIGN_IN_ATTEMPTS: {
    code: 1100009,
    message: 'Too many sign-in attempts, try again later',
    reaction: 'toast',
    data: Type.Object({ retry_after_seconds: Type.Integer({ minimum: 1, maximum: MAX_WIRE_INTEGER }) }),
  },
  ORDER_NOT_FOUND: { code: 1500018, message: 'Order does not exist', reaction: 'toast' },
  ORDER_PAYMENT_FAILED: { code: 1500019, message: 'Order payment failed', reaction: 'toast' },
  SMS_SEND_FAILED: { code: 2000001, message: 'SMS send failed', reaction: 'toast' },
  CAPTCHA_REGISTRATION_FAILED: { code: 2000002, message: 'Captcha registration failed', reaction: 'toast' },
  COUPON_RETRIEVAL_FAILED: { code: 2000003, message: 'Coupon retrieval failed', reaction: 'toast' },
  COUPON_BY_CODE_FAILED: { code: 2000004, message: 'Coupon by code failed', reaction: 'toast' },
  ORDER_DELIVERY_SWITCH_FAILED: {
    code: 2000005,
    message: 'Order delivery switch failure',
    reaction: 'toast',
  },
  ORDER_RECEIPT_FAILED: { code: 2000006, message: 'Order receipt failed', reaction: 'toast' },
  ORDER_REVIEW_FAILED: { code: 2000007, message: 'The review could not be posted', reaction: 'toast' },
  DEFAULT_ADDRESS_EMPTY: { code: 2000008, message: 'Default address empty', reaction: 'toast' },
  ORDER_NOT_RETURNABLE: { code: 2000009, message: 'Order cannot be returned', reaction: 'toast' },
  RETURN_ALREADY_EXISTS: { code: 2000010, message: 'Return already exists', reaction: 'toast' },
  RETURN_QUANTITY_LIMIT: { code: 2000011, message: 'Return quantity limit', reaction: 'toast' },
  RETURN_SUBMISSION_FAILED: { code: 2000012, message: 'Return submission failed', reaction: 'toast' },
  RETURN_CANCELLED: { code: 2000013, message: 'Return cancelled', reaction: 'toast' },
  RETURN_DISPATCH_FAILED: { code: 2000014, message: 'Return dispatch failed', reaction: 'toast' },
  SELLER_APPLICATION_FAILED: { code: 2000015, message: 'Seller application failed', reaction: 'toast' },
  SELLER_REAPPLICATION: {
    code: 2000016,
    message: 'Seller re-application',
    reaction: 'success-with-message',
    data: 'record',
  },
  SESSION_INVALID: { code: 2000017, message: 'Please log in again', reaction: 'logout' },
  DATA_OPERATION_FAILED: { code: 2000018, message: 'Data operation failed', reaction: 'toast' },
  NO_DATA_FOUND: { code: 2000019, message: 'No data found', reaction: 'toast' },
  PRODUCT_INVALID: { code: 2000021, message: 'This product has expired', reaction: 'toast' },
  INSUFFICIENT_BALANCE: { code: 2000022, message: 'Payment failed, insufficient balance', reaction: 'toast' },
  INSUFFICIENT_STOCK: { code: 2000023, message: 'Insufficient stock', reaction: 'toast' },
  TRANSACTION_ID_EXISTS: {
    code: 2000028,
    message: 'Offline recharge failed, transaction id already exists',
    reaction: 'toast',
  },
  INVALID_CURRENCY: { code: 2000029, message: 'Invalid currency type', reaction: 'toast' },
  RECHARGE_LIMIT_EXCEEDED: {
    code: 2000030,
    message: 'Recharge submissions exceed the maximum within 24 hours',
    reaction: 'toast',
  },
  ORDER_CANCELLATION_FAILED: { code: 2000032, message: 'Order cancellation failed', reaction: 'toast' },
  SHIPPED_ORDER_NOT_CANCELLABLE: {
    code: 2000033,
    message: 'A shipped order cannot be cancelled',
    reaction: 'toast',
  },
  // ----- Mall's own codes for the staff console: 3100001–3100099 -----
  /** The task was decided before (by anyone): nothing changed. */
  TASK_ALREADY_DECIDED: { code: 3100001, message: 'This task has already been decided', reaction: 'toast' },
  /** Someone else holds the task's claim: `data` says who and until when. */
  TASK_CLAIMED_BY_OTHER: {
    code: 3100002,
    message: 'Another staff member is working on this task',
    reaction: 'toast',
    data: Type.Object({
      staff_name: Type.String({ maxLength: 101 }),
      until: Type.String({ format: 'date-time' }),
    }),
  },
  /** Four eyes: the first approver tried to give the second approval too. */
  SECOND_APPROVAL_SAME_STAFF: {
    code: 3100003,
    message: 'The second approval must come from a different staff member',
    reaction: 'toast',
    data: Type.Object({ field: Type.String({ maxLength: 40 }) }),
  },
  STAFF_ROLE_REQUIRED: {
    code: 3100004,
    message: 'Your staff role does not allow this',
    reaction: 'toast',
    data: Type.Object({ roles: Type.Array(Type.String({ maxLength: 20 }), { maxItems: 3 }) }),
  },
  /** A refusal carried an amount to credit. */
  ACTUAL_AMOUNT_NOT_ALLOWED: {
    code: 3100005,
    message: 'A refused top-up credits nothing: leave the actual amount empty',
    reaction: 'toast',
    data: Type.Object({ field: Type.String({ maxLength: 40 }) }),
  },
  /** An approval without an actual amount, or with zero or less. */
  ACTUAL_AMOUNT_INVALID: {
    code: 3100006,
    message: 'Enter the actual amount received, more than zero',
    reaction: 'toast',
    data: Type.Object({ field: Type.String({ maxLength: 40 }) }),
  },
  /** The actual amount is beyond the declared one by more than `STAFF_TOPUP_MAX_FACTOR`. */
  ACTUAL_AMOUNT_TOO_LARGE: {
    code: 3100007,
    message: 'The actual amount is far beyond the declared amount',
    reaction: 'toast',
    data: Type.Object({
      field: Type.String({ maxLength: 40 }),
      max_minor: Type.Integer({ minimum: 0, maximum: MAX_WIRE_INTEGER }),
    }),
  },
  PAYOUT_TRANSACTION_ID_REQUIRED: {
    code: 3100008,
    message: "Enter the payout's transaction id",
    reaction: 'toast',
    data: Type.Object({ field: Type.String({ maxLength: 40 }) }),
  },
  STAFF_EMAIL_TAKEN: { code: 3100009, message: 'This email already has an account', reaction: 'toast' },
  LAST_ADMIN: { code: 3100010, message: 'At least one enabled admin must remain', reaction: 'toast' },
  /** The second approval named another amount than the first. */
  SECOND_APPROVAL_AMOUNT_MISMATCH: {
    code: 3100011,
    message: 'The second approval must confirm the amount of the first',
    reaction: 'toast',
    data: Type.Object({
      field: Type.String({ maxLength: 40 }),
      first_amount_minor: Type.Integer({ minimum: 0, maximum: MAX_WIRE_INTEGER }),
    }),
  },
  // ----- Mall's own codes for following shops: 3300001–3300049 -----
  NOT_FOLLOWING_SHOP: {
    code: 3300001,
    message: 'Follow the shop first to get its notices',
    reaction: 'toast',
  },
  // ----- Mall's own codes for chat: 3200001–3200099 -----
  /** The conversation does not exist or is not the caller's (the two are not told apart). */
  CHAT_CONVERSATION_NOT_FOUND: {
    code: 3200001,
    message: 'This conversation does not exist',
    reaction: 'toast',
  },
  CHAT_SENDING_TOO_FAST: {
    code: 3200002,
    message: 'You are sending messages too fast. Wait a moment and send again.',
    reaction: 'toast',
  },
  CHAT_MESSAGE_EMPTY: { code: 3200003, message: 'Write a message or attach a picture', reaction: 'toast' },
  CHAT_PICTURE_INVALID: {
    code: 3200004,
    message: 'This picture cannot be sent: upload it again',
    reaction: 'toast',
  },
  CHAT_CONTEXT_NOT_FOUND: {
    code: 3200005,
    message: 'The product or order this chat is about cannot be found',
    reaction: 'toast',
  },
  CHAT_SHOP_UNAVAILABLE: {
    code: 3200006,
    message: 'This shop does not take messages. Write to customer service instead.',
    reaction: 'toast',
  },
  CHAT_CLAIMED_BY_OTHER: {
    code: 3200007,
    message: 'Another staff member is answering this conversation',
    reaction: 'toast',
  },
  // ----- Mall's own codes for sign-in with the short-video platform and e-mail verification: 3300100–3300149 -----
  PASSWORD_CONFIRMATION_WRONG: {
    code: 3300100,
    message: 'The password is wrong',
    reaction: 'toast',
  },
  SOCIAL_ACCOUNT_LINKED_ELSEWHERE: {
    code: 3300101,
    message: 'This TikTok account is already linked to another Mall account',
    reaction: 'toast',
  },
  LAST_SIGN_IN_METHOD: {
    code: 3300102,
    message: 'This is the only way to sign in to your account: add an e-mail address and a password first',
    reaction: 'toast',
  },
  EMAIL_CODE_WRONG: {
    code: 3300103,
    message: 'The code is wrong or has expired; ask for a new one',
    reaction: 'toast',
  },
  EMAIL_ALREADY_SET: {
    code: 3300104,
    message: 'Your account already has an e-mail address',
    reaction: 'toast',
  },
  EMAIL_REQUIRED: {
    code: 3300105,
    message: 'Add and verify an e-mail address first',
    reaction: 'toast',
  },
  PASSWORD_NOT_SET: {
    code: 3300106,
    message: 'Your account has no password yet: add an e-mail address and a password first',
    reaction: 'toast',
  },
  EMAIL_CODES_TOO_MANY: {
    code: 3300107,
    message: 'Too many codes were sent; wait a few minutes and try again',
    reaction: 'toast',
  },
} as const satisfies Record<string, ErrorCodeDefinition>;

export type ErrorKey = keyof typeof errorCodes;

/** Codes any endpoint may answer: schema validation failures and a missing or invalid session. */
export const genericErrorKeys = [
  'INVALID_PARAMETERS',
  'MISSING_PARAMETERS',
] as const satisfies readonly ErrorKey[];
export const sessionErrorKeys = [
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'SESSION_INVALID',
] as const satisfies readonly ErrorKey[];
