import type { FastifyRequest } from 'fastify';
import {
  allCategories,
  brandProductCounts,
  brandsInCategory,
  type BrandRow,
  type CategoryRow,
  commentPage,
  type CommentRow,
  type ExpiringCache,
  findBrand,
  findShop,
  type LatestComment,
  listBrands,
  productList,
  productPage,
  productSlice,
  productDetailReader,
  shopProductCounts,
  searchPage,
  shopFollowState,
  searchSuggestions,
  windowBoundCache,
  FirstWindowOdds,
  CommonWords,
  toProductSummary,
  topLevelCategories,
} from '@mall/server-catalogue';
import { DomainError, isLanguage, type Language, pickLocalised } from '@mall/server-core';
import { announceCacheCleared } from '../../db/cache-invalidation';
import type { Database } from '../../db/connection';
import type { Handler, Handlers } from '../../http/routes';
import { mediaUrl, mediaUrlFor } from '../media';

const HOME_LIST_LIMIT = 12;

export function catalogueHandlers(db: Database, cache: ExpiringCache): Handlers {
  const brandCounts = () => brandProductCounts(db, cache);
  const toBrand = (row: BrandRow, lang: Language, request: FastifyRequest, count = 0) => ({
    id: row.id,
    name: pickLocalised(row, 'name', lang),
    logo: mediaUrl(request, row.logo),
    product_count: count,
  });
  const toCategory = (row: CategoryRow, lang: Language, request: FastifyRequest) => ({
    id: row.id,
    parent_id: row.parentId,
    name: pickLocalised(row, 'name', lang),
    image: mediaUrl(request, row.image),
    sort: row.sort,
  });
  const categoryTree = () => allCategories(db, cache);
  const readProductDetail = productDetailReader(db);
  const searchCaches = {
    pages: cache,
    windowBounds: windowBoundCache(),
    firstWindows: new FirstWindowOdds(),
    commonWords: new CommonWords(),
  };
  /** An answer every visitor shares, kept per language and host (its media addresses name the host). */
  const cachedAnswer = (key: string, lang: Language, request: FastifyRequest, load: () => Promise<unknown>) =>
    cache.get(`${key}:${lang}:${request.host}`, load) as Promise<never>;

  const categoryPage: Handler<'getCategoryPage'> = async ({ args, lang, request }) => {
    const rows = await categoryTree();
    const category = rows.find((row) => row.id === args.id);
    if (!category) throw new DomainError('NO_DATA_FOUND');
    const children = rows.filter((row) => row.parentId === category.id);
    const parents = [];
    for (
      let parent = rows.find((row) => row.id === category.parentId);
      parent;
      parent = rows.find((row) => row.id === parent!.parentId)
    ) {
      parents.unshift(parent);
    }
    const categoryIds = [category.id, ...children.map((child) => child.id)];
    const brandRows = await brandsInCategory(db, cache, {
      id: category.id,
      withSubcategories: categoryIds,
    });
    return {
      category: toCategory(category, lang, request),
      parents: parents.map((row) => toCategory(row, lang, request)),
      children: children.map((row) => toCategory(row, lang, request)),
      brands: brandRows.map(({ row, count }) => toBrand(row, lang, request, count)),
      products: await productPage(
        db,
        mediaUrlFor(request),
        lang,
        { categoryIds, brandId: args.brand_id },
        { page: args.page, page_size: args.page_size },
        args.sort,
      ),
    };
  };

  return {
    getAllBrands: async ({ args, lang, request }) => {
      const rows = await listBrands(db, args.limit ?? 200);
      const counts = await brandCounts();
      return { list: rows.map((row) => toBrand(row, lang, request, counts.get(row.id))) };
    },
    getAllCategories: async ({ lang, request }) => ({
      list: (await categoryTree()).map((row) => toCategory(row, lang, request)),
    }),
    getFirstCategories: async ({ lang, request }) => ({
      list: (await topLevelCategories(db)).map((row) => toCategory(row, lang, request)),
    }),
    getSeriesCategories: async ({ lang, request }) => {
      const rows = await categoryTree();
      return {
        list: rows
          .filter((row) => row.parentId === null)
          .map((top) => ({
            id: top.id,
            name: pickLocalised(top, 'name', lang),
            image: mediaUrl(request, top.image),
            children: rows
              .filter((row) => row.parentId === top.id)
              .map((row) => toCategory(row, lang, request)),
          })),
      };
    },
    getBrand: async ({ args, lang, request }) => {
      const brand = await findBrand(db, args.id);
      const [page, counts] = await Promise.all([
        productPage(db, mediaUrlFor(request), lang, { brandId: brand.id }, args, args.sort),
        brandCounts(),
      ]);
      return { brand: toBrand(brand, lang, request, counts.get(brand.id)), products: page };
    },
    // A category's pages are what most visitors browse, and with the home lists they change slowly: a new product
    // or price reaches them within the cache's time, as it reaches the home lists (the product's own page and the
    // checkout always read it fresh).
    getCategoryPage: async (context) => {
      const { args, lang, request } = context;
      return cachedAnswer(
        `category:${args.id}:${args.brand_id ?? ''}:${args.page ?? ''}:${args.page_size ?? ''}:${args.sort ?? ''}`,
        lang,
        request,
        () => categoryPage(context),
      );
    },
    getTopCategories: async ({ lang, request }) =>
      cachedAnswer('top3', lang, request, async () => {
        const rows = await categoryTree();
        const tops = rows.filter((row) => row.parentId === null).slice(0, 3);
        return {
          list: await Promise.all(
            tops.map(async (top) => ({
              category: toCategory(top, lang, request),
              products: await productList(db, mediaUrlFor(request), lang, 'best_selling', 6, {
                categoryIds: [top.id, ...rows.filter((row) => row.parentId === top.id).map((row) => row.id)],
              }),
            })),
          ),
        };
      }),
    getShopPage: async ({ args, user, lang, request }) => {
      const shop = await findShop(db, args.id);
      const followed = user ? (await shopFollowState(db, user.id, shop.id)).followed : false;
      const page = await productPage(
        db,
        mediaUrlFor(request),
        lang,
        { shopId: shop.id },
        { page: args.page, page_size: args.page_size },
        args.sort,
      );
      return {
        shop: {
          id: shop.id,
          name: shop.name,
          logo: mediaUrl(request, shop.logo),
          banner: mediaUrl(request, shop.banner),
          description: pickLocalised(shop, 'description', lang),
          rating: shop.rating,
          product_count: page.total,
          follower_count: shop.followerCount,
          followed,
        },
        products: page,
      };
    },
    searchProducts: async ({ args, lang, request }) =>
      searchPage(db, searchCaches, mediaUrlFor(request), lang, {
        keyword: args.keyword.trim(),
        categoryId: args.category_id,
        priceMin: args.price_min,
        priceMax: args.price_max,
        ratingMin: args.rating_min,
        shopId: args.shop_id,
        brandId: args.brand_id,
        sort: args.sort,
        page: args.page,
        page_size: args.page_size,
      }),
    getSearchSuggestions: async ({ args, lang, request }) => {
      const keyword = args.keyword.trim();
      if (!keyword) return { products: [], categories: [], shops: [] };
      return searchSuggestions(db, searchCaches, cache, mediaUrlFor(request), lang, keyword);
    },
    getAllProducts: async ({ args, lang, request }) => {
      const filter = { categoryId: args.category_id, brandId: args.brand_id };
      return productSlice(db, mediaUrlFor(request), lang, filter, args.cursor, args.limit ?? 20);
    },
    getHotProducts: async ({ args, lang, request }) => {
      const limit = args?.limit ?? HOME_LIST_LIMIT;
      return cachedAnswer(`hot:${limit}`, lang, request, async () => ({
        list: await productList(db, mediaUrlFor(request), lang, 'best_selling', limit),
      }));
    },
    getNewProducts: async ({ args, lang, request }) => {
      const limit = args?.limit ?? HOME_LIST_LIMIT;
      return cachedAnswer(`new:${limit}`, lang, request, async () => ({
        list: await productList(db, mediaUrlFor(request), lang, 'newest', limit),
      }));
    },
    getRecommendedProducts: async ({ args, lang, request }) => {
      const limit = args?.limit ?? HOME_LIST_LIMIT;
      return cachedAnswer(`recommend:${limit}`, lang, request, async () => ({
        list: await productList(db, mediaUrlFor(request), lang, 'top_rated', limit, { recommended: true }),
      }));
    },
    getRecommendedProductPage: async ({ args, lang, request }) =>
      productPage(db, mediaUrlFor(request), lang, { recommended: true }, args ?? {}, 'rating'),
    clearProductCache: async () => {
      // This process at once; every process (this one again) when the announcement arrives.
      cache.clear();
      await announceCacheCleared(db, 'catalogue');
      return { done: true as const };
    },
    getProductDetail: async ({ args, lang, request }) => {
      const [product, shopCounts] = await Promise.all([
        readProductDetail(lang, args.id),
        shopProductCounts(db, cache),
      ]);
      if (!product || product.status !== 'active') throw new DomainError('PRODUCT_INVALID');
      return {
        ...toProductSummary(product, lang, mediaUrlFor(request)),
        description: pickLocalised(product, 'description', lang),
        images: [product.image, ...product.images].map((image) => mediaUrl(request, image)),
        seller: { id: product.sellerId ?? product.shopId, name: product.shopName },
        brand:
          product.brandId === null
            ? null
            : { id: product.brandId, name: pickLocalised(product, 'brand_name', lang) },
        category: { id: product.categoryId, name: pickLocalised(product, 'category_name', lang) },
        sold_count: product.soldCount,
        comments: product.comments.map(toComment),
        rating_counts: product.ratingCounts,
        shop_card: {
          id: product.shopId,
          name: product.shopName,
          logo: mediaUrl(request, product.shopLogo),
          rating: product.shopRating,
          product_count: shopCounts.get(product.shopId) ?? 0,
        },
      };
    },
    getProductComments: async ({ args }) => {
      const page = args.page ?? 1;
      const pageSize = args.page_size ?? 20;
      const { rows, total } = await commentPage(db, args.id, { page, pageSize });
      return {
        list: rows.map(toComment),
        page,
        page_size: pageSize,
        total,
        total_capped: false,
        has_more: page * pageSize < total,
      };
    },
  };
}

const toComment = (row: Pick<CommentRow, keyof LatestComment>) => ({
  id: row.id,
  author: row.author,
  rating: row.rating,
  content: row.content,
  lang: isLanguage(row.lang) ? row.lang : null,
  created_at: new Date(row.createdAt).toISOString(),
});
