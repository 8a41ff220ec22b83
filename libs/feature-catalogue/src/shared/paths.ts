/** Routes of the catalogue pages (docs/requirements.md R1); parameters travel in the query string. */
export const HOME_PATH = '/pages/home/home';
export const CATEGORIES_PATH = '/pages/category/category';
export const BRANDS_PATH = '/pages/category/brands';
export const RECOMMEND_PATH = '/pages/category/recommend';
export const SEARCH_PATH = '/pages/search/search';

export const productPath = (id: number) => `/pages/prouduct/detail?id=${id}`;
export const categoryPath = (id: number) => `/pages/category/detail?id=${id}`;
export const brandPath = (id: number) => `${BRANDS_PATH}?id=${id}`;
export const shopPath = (id: number) => `/pages/shop/detail?id=${id}`;
export const searchPath = (keyword: string) => `${SEARCH_PATH}?keyword=${encodeURIComponent(keyword)}`;

/** Whether a link (e.g. an ad's) leaves the app: an absolute http(s) URL. */
export const isExternalLink = (link: string) => /^https?:\/\//i.test(link);
/** Whether a link is a route of this app. */
export const isAppRoute = (link: string) => link.startsWith('/') && !link.startsWith('//');
