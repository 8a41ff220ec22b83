/** Business constants from the marketplace spec, section 9. */
export const TOAST_DURATION_MS = 3000;
export const LOADING_LINGER_MS = 2000;
export const BADGE_MAX = 999;
export const READ_MORE_HEIGHT_PX = 400;
export const UPLOAD_MAX_FILES = 52;
export const SEND_CODE_SECONDS = 60;
export const SWIPER_AUTOPLAY_MS = 3000;
export const NUMBER_BOX_MIN = 1;
