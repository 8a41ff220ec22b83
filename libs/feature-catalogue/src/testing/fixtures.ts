// Typed test data shaped by the SDK's generated fixtures (`operationFixtures`), with realistic values.
import type {
  Ad,
  Brand,
  Category,
  CategoryTree,
  Currency,
  GetCategoryPageData,
  GetCurrenciesData,
  ProductComment,
  ProductDetail,
  ProductSummary,
  ShopSummary,
} from '@mall/sdk';
import { operationFixtures } from '@mall/sdk/testing';
import type { ListPage } from '../views/paginated-products';

type Lang = ProductSummary['name']['lang'];
export const text = (value: string, lang: Lang = 'en') => ({ text: value, lang });

export const USD: Currency = { code: 'USD', symbol: '$', rate: 1, decimals: 2, name: 'US Dollar' };
export const JPY: Currency = { code: 'JPY', symbol: '¥', rate: 151.3, decimals: 0, name: 'Japanese Yen' };
export const THB: Currency = { code: 'THB', symbol: '฿', rate: 7.24, decimals: 2, name: 'Thai Baht' };

export const currencies: GetCurrenciesData = {
  ...operationFixtures.getCurrencies,
  list: [USD, JPY, THB],
  static: 'http://shop.test/media/',
  base: 'USD',
};

const sampleProduct = operationFixtures.getHotProducts.list[0]!;

export function product(
  id: number,
  name: string,
  priceMinor: number,
  overrides: Partial<ProductSummary> = {},
): ProductSummary {
  return {
    ...sampleProduct,
    id,
    name: text(name),
    short_description: text(`${name} in short`),
    image: `http://shop.test/media/catalog/product/${id}.jpg`,
    price_minor: priceMinor,
    list_price_minor: null,
    rating: 4.5,
    comment_count: 12,
    sold_count: 340,
    stock: 30,
    shop: { id: 7, name: 'Sakura Store' },
    ...overrides,
  };
}

/** `count` products named "<prefix> 1", "<prefix> 2", …, priced 10.00, 11.00, … USD. */
export const products = (prefix: string, count: number, firstId = 1): ProductSummary[] =>
  Array.from({ length: count }, (_, i) => product(firstId + i, `${prefix} ${i + 1}`, 1000 + i * 100));

export function page<Item>(
  list: Item[],
  { page = 1, pageSize = 20, total = list.length }: { page?: number; pageSize?: number; total?: number } = {},
): ListPage<Item> {
  return {
    list,
    page,
    page_size: pageSize,
    total,
    total_capped: false,
    has_more: page * pageSize < total,
  };
}

export const brand = (id: number, name: string, lang: Lang = 'en'): Brand => ({
  id,
  name: text(name, lang),
  logo: `http://shop.test/media/brand/${id}.png`,
  product_count: 3,
});

export const category = (id: number, name: string, parentId: number | null = null): Category => ({
  id,
  parent_id: parentId,
  name: text(name),
  image: `http://shop.test/media/catalog/category/${id}.jpg`,
  sort: id,
});

export const categoryTree = (id: number, name: string, children: Category[] = []): CategoryTree => ({
  id,
  name: text(name),
  image: `http://shop.test/media/catalog/category/${id}.jpg`,
  children,
});

/** Teapots, under Kitchen, with two sub-categories, two brands and the first page (20) of its 45 products. */
export const categoryPage = (overrides: Partial<GetCategoryPageData> = {}): GetCategoryPageData => ({
  category: category(11, 'Teapots', 1),
  parents: [category(1, 'Kitchen')],
  children: [category(111, 'Cast iron', 11), category(112, 'Glass', 11)],
  brands: [brand(4, 'Tokoname'), brand(5, 'Iwachu')],
  products: page(products('Teapot', 20), { total: 45 }),
  ...overrides,
});

export const ad = (id: number, position: Ad['position'], title: string, link: string): Ad => ({
  id,
  position,
  title: text(title),
  image: `http://shop.test/media/ads/${id}.jpg`,
  link,
  sort: id,
});

export const shop = (overrides: Partial<ShopSummary> = {}): ShopSummary => ({
  ...operationFixtures.getShopPage.shop,
  id: 7,
  name: 'Sakura Store',
  logo: 'http://shop.test/media/shop/7-logo.png',
  banner: 'http://shop.test/media/shop/7-banner.jpg',
  description: text('Tea, cups and everything for a quiet afternoon.'),
  rating: 4.8,
  product_count: 42,
  follower_count: 1234,
  followed: false,
  ...overrides,
});

export const comment = (
  id: number,
  author: string,
  content: string,
  rating = 5,
  lang: ProductComment['lang'] = 'en',
): ProductComment => ({
  id,
  author,
  rating,
  content,
  lang,
  created_at: '2026-01-15T09:30:00.000Z',
});

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...operationFixtures.getProductDetail,
    ...product(12, 'Green tea set', 1000, { list_price_minor: 1500, stock: 5, comment_count: 14 }),
    description: text('Hand-made cups and a teapot of Tokoname clay.'),
    images: [
      'http://shop.test/media/catalog/product/12-a.jpg',
      'http://shop.test/media/catalog/product/12-b.jpg',
    ],
    seller: { id: 3, name: 'Aiko Tanaka' },
    brand: { id: 4, name: text('Tokoname') },
    category: { id: 9, name: text('Kitchen') },
    sold_count: 321,
    comments: [comment(1, 'Ken', 'Beautiful glaze.'), comment(2, 'Maria', 'Llegó bien embalado.', 4, 'es')],
    rating_counts: [0, 1, 1, 2, 10],
    shop_card: {
      id: 7,
      name: 'Sakura Store',
      logo: 'http://shop.test/media/shop/7-logo.png',
      rating: 4.7,
      product_count: 86,
    },
    ...overrides,
  };
}
