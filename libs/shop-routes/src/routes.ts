import { route } from './route';

/** The sorts a product list accepts in its query string. */
type Sort = string;

/**
 * Every route of the storefront. The router mounts `.path`; links and navigation call the builder, so
 * renaming or re-parameterising a page is a compile error wherever it is linked. The paths are the
 * original app's, misspellings included ("prouduct", "confing"), so old links keep working.
 */
export const routes = {
  root: route('/'),
  home: route('/pages/home/home'),
  /** The original app's home; redirects to `home`. */
  legacyHome: route('/pages/index/index'),
  search: route<{ keyword?: string; page?: number; sort?: Sort }>('/pages/search/search'),
  productDetail: route<{ id: number }>('/pages/prouduct/detail'),
  categories: route('/pages/category/category'),
  categoryDetail: route<{ id: number; page?: number; sort?: Sort; brand?: number }>('/pages/category/detail'),
  /** All brands, or one brand's products with `id`. */
  brands: route<{ id?: number; page?: number; sort?: Sort }>('/pages/category/brands'),
  recommend: route<{ page?: number }>('/pages/category/recommend'),
  shopDetail: route<{ id: number; page?: number; sort?: Sort }>('/pages/shop/detail'),
  /** The news list, or one article with `id`. */
  news: route<{ id?: number; page?: number }>('/pages/news/index'),
  blog: route<{ page?: number }>('/pages/blog/blog'),
  blogDetail: route<{ id: number }>('/pages/blog/detail'),
  policy: route<{ slug: string }>('/pages/policy/:slug'),
  /** `redirect`: where to go back to after signing in. */
  login: route<{ redirect?: string }>('/pages/users/login'),
  socialLogin: route<{ redirect?: string }>('/pages/users/tiktok'),
  register: route('/pages/users/register'),
  dashboard: route('/pages/mine/dashboard'),
  /** The original app's desktop account page; shows the dashboard. */
  pcMine: route('/pages/mine/pc_mine'),
  /** The followed shops' new products and price drops (Mall's page; the dashboard lists the shops). */
  following: route('/pages/mine/following'),
  notFound: route('/pages/users/404'),
  /** The cart by shop (checkout step 1). */
  cart: route('/pages/cart/cart'),
  /** Checkout: delivery option and review of the chosen `lines` (comma-separated cart line ids). */
  delivery: route<{ lines?: string; address?: number }>('/pages/cart/delivery'),
  /** Paying the unpaid `orders` (comma-separated order ids) of one checkout, then its confirmation. */
  pay: route<{ orders: string }>('/pages/cart/pay'),
  /** The original app's second cart route; shows the cart. */
  myCart: route('/pages/cart/mycart'),
  /** Checkout: the shipping address (choose one of the book or add one) for the chosen `lines`. */
  cartEdit: route<{ lines?: string }>('/pages/cart/edit'),
  settings: route('/pages/mine/confing'),
  wallet: route('/pages/mine/wallet'),
  /** The shopper's returns. */
  refundSent: route<{ state?: string; page?: number }>('/pages/mine/refund_sent'),
  /** The shopper's orders under a history-label tab (`state`). */
  purchaseHistory: route<{ state?: string; page?: number }>('/pages/history/purchase'),
  orderDetail: route<{ id: number }>('/pages/history/detail'),
  createShop: route('/pages/shop/create'),
  /**
   * Chat: the conversation list, `c` one conversation; `kind` (`support`, or `shop` with `shop_id`) opens one,
   * about a product or an order when `context_type` and `context_id` are given.
   */
  chat: route<{
    c?: number;
    kind?: 'support' | 'shop';
    shop_id?: number;
    context_type?: 'product' | 'order';
    context_id?: number;
  }>('/pages/server/chat'),
  /** The shopper's address book (list, add, edit, delete, default), opened from the dashboard. */
  addressBook: route('/pages/mine/address'),
  /**
   * Choose a place by search or on the map; the choice goes back to `back` (a route of this app) through
   * `location-handoff`. `lat`/`lng` centre the map on a place chosen before.
   */
  chooseLocation: route<{ back?: string; lat?: number; lng?: number }>('/choose-location'),
  /** A map centred on a place with its name and address, and a link to open it in the device's maps. */
  openLocation: route<{ lat: number; lng: number; name?: string; address?: string }>('/open-location'),
} as const;

export type RouteName = keyof typeof routes;

/** Whether a link is a route of this app (a path, not another site's address). */
export const isAppRoute = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** Whether a link leaves the app: an absolute http(s) URL. */
export const isExternalLink = (link: string) => /^https?:\/\//i.test(link);
