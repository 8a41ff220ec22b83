// docs/requirements.md R9: the carousel interval (3000 ms), read-more height (400 px) and number-box minimum (1) come from
// @mall/ui as SWIPER_AUTOPLAY_MS, READ_MORE_HEIGHT_PX and NUMBER_BOX_MIN.

/** docs/requirements.md R9: the home page shows ten top brands. */
export const TOP_BRANDS = 10;
/** Products per page of a paginated list (the API's default page size). */
export const PAGE_SIZE = 20;
/** Products in each home-page list (hot, new, recommended): rows of 2, 4 or 6 cards, all full. */
export const HOME_LIST_SIZE = 12;
/** Cards in the first row of a product grid: their images load eagerly, the rest lazily. */
export const FIRST_ROW = 4;
/** The most cards a product grid's first row holds: six across the widest page. */
export const WIDEST_FIRST_ROW = 6;
/** Announcements shown on the home page. */
export const HOME_ANNOUNCEMENTS = 5;
/** Comments per page under "more comments". */
export const COMMENTS_PAGE_SIZE = 10;
/** Longest search keyword the API accepts. */
export const KEYWORD_MAX_LENGTH = 100;
