// The contract's limits (libs/sdk manifest, schemas/orders.ts), which the forms check before the server does.

/** Orders and returns shown per page. */
export const LIST_PAGE_SIZE = 10;
/** Longest cancel remark. */
export const MAX_REMARK_LENGTH = 500;
/** Longest product review. */
export const MAX_COMMENT_LENGTH = 2000;
/** Longest return reason. */
export const MAX_REFUND_REASON_LENGTH = 500;
/** Pictures one return may carry. */
export const MAX_REFUND_IMAGES = 6;
/** Days after delivery (or completion, when delivery was skipped) within which an item may be returned. */
export const RETURN_WINDOW_DAYS = 7;
/** Highest rating a review gives. */
export const MAX_RATING = 5;
