import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import { brands, categories, productComments, products, shops } from '../../db/schema';
import { DomainError } from '@mall/server-core';
import { type Language, pickLocalised } from '@mall/server-core';
import type { Handlers } from '../../http/routes';
import { mediaUrl, mediaUrlFor } from '../media';
import { announceCacheCleared } from '../../db/cache-invalidation';
import {
  activeProduct,
  type ExpiringCache,
  productList,
  productPage,
  productSlice,
  readProductDetail,
  searchPage,
  toProductSummary,
} from '@mall/server-catalogue';

const HOME_LIST_LIMIT = 12;

type BrandRow = typeof brands.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

export function catalogueHandlers(db: Database, cache: ExpiringCache): Handlers {
  // Every brand's product count in one pass, cached: counting a million products for each brand list (the
  // home page shows one) cost 40–80 ms a request.
  const brandCounts = () =>
    cache.get('brand-counts', async () => {
      const rows = await db
        .select({ id: products.brandId, count: sql<number>`count(*)::int` })
        .from(products)
        .where(and(activeProduct, sql`${products.brandId} is not null`))
        .groupBy(products.brandId);
      return new Map(rows.map((row) => [row.id!, row.count]));
    });
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
  // The category tree is read by most catalogue pages and changes rarely: cached like the home lists.
  const allCategories = () =>
    cache.get('categories', () =>
      db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    );
  const cachedList = (
    name: string,
    lang: Language,
    request: FastifyRequest,
    limit: number,
    load: () => Promise<unknown>,
  ) => cache.get(`${name}:${lang}:${limit}:${request.host}`, load) as Promise<never>;

  return {
    getAllBrands: async ({ args, lang, request }) => {
      const rows = await db
        .select()
        .from(brands)
        .orderBy(desc(brands.isTop), asc(brands.sort), asc(brands.id))
        .limit(args.limit ?? 200);
      const counts = await brandCounts();
      return { list: rows.map((row) => toBrand(row, lang, request, counts.get(row.id))) };
    },
    getAllCategories: async ({ lang, request }) => ({
      list: (await allCategories()).map((row) => toCategory(row, lang, request)),
    }),
    getFirstCategories: async ({ lang, request }) => ({
      list: (
        await db.select().from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.sort))
      ).map((row) => toCategory(row, lang, request)),
    }),
    getSeriesCategories: async ({ lang, request }) => {
      const rows = await allCategories();
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
      const [brand] = await db.select().from(brands).where(eq(brands.id, args.id));
      if (!brand) throw new DomainError('NO_DATA_FOUND');
      const [page, counts] = await Promise.all([
        productPage(db, mediaUrlFor(request), lang, eq(products.brandId, brand.id), args, args.sort),
        brandCounts(),
      ]);
      return { brand: toBrand(brand, lang, request, counts.get(brand.id)), products: page };
    },
    getCategoryPage: async ({ args, lang, request }) => {
      const rows = await allCategories();
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
      const inCategory = inArray(products.categoryId, categoryIds);
      const filter = args.brand_id ? and(inCategory, eq(products.brandId, args.brand_id)) : inCategory;
      // The brands a category has change rarely and cost a pass over its products: cached briefly.
      const brandRows = await cache.get(`category-brands:${category.id}`, async () => {
        const brandIds = await db
          .selectDistinct({ id: products.brandId })
          .from(products)
          .where(and(activeProduct, inCategory, sql`${products.brandId} is not null`))
          .limit(40);
        return brandIds.length
          ? db
              .select()
              .from(brands)
              .where(
                inArray(
                  brands.id,
                  brandIds.map((row) => row.id!),
                ),
              )
              .orderBy(asc(brands.sort))
          : [];
      });
      return {
        category: toCategory(category, lang, request),
        parents: parents.map((row) => toCategory(row, lang, request)),
        children: children.map((row) => toCategory(row, lang, request)),
        brands: brandRows.map((row) => toBrand(row, lang, request)),
        products: await productPage(
          db,
          mediaUrlFor(request),
          lang,
          filter,
          { page: args.page, page_size: args.page_size },
          args.sort,
        ),
      };
    },
    getTopCategories: async ({ lang, request }) =>
      cachedList('top3', lang, request, 3, async () => {
        const rows = await allCategories();
        const tops = rows.filter((row) => row.parentId === null).slice(0, 3);
        return {
          list: await Promise.all(
            tops.map(async (top) => ({
              category: toCategory(top, lang, request),
              products: await productList(
                db,
                mediaUrlFor(request),
                lang,
                [desc(products.soldCount), desc(products.id)],
                6,
                inArray(products.categoryId, [
                  top.id,
                  ...rows.filter((row) => row.parentId === top.id).map((row) => row.id),
                ]),
              ),
            })),
          ),
        };
      }),
    getShopPage: async ({ args, lang, request }) => {
      const [shop] = await db.select().from(shops).where(eq(shops.id, args.id));
      if (!shop) throw new DomainError('NO_DATA_FOUND');
      const page = await productPage(
        db,
        mediaUrlFor(request),
        lang,
        eq(products.shopId, shop.id),
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
          followed: false,
        },
        products: page,
      };
    },
    searchProducts: async ({ args, lang, request }) =>
      searchPage(db, cache, mediaUrlFor(request), lang, {
        keyword: args.keyword.trim(),
        categoryId: args.category_id,
        sort: args.sort,
        page: args.page,
        page_size: args.page_size,
      }),
    getAllProducts: async ({ args, lang, request }) => {
      const filters = [
        args.category_id ? eq(products.categoryId, args.category_id) : undefined,
        args.brand_id ? eq(products.brandId, args.brand_id) : undefined,
      ].filter((filter) => filter !== undefined);
      return productSlice(db, mediaUrlFor(request), lang, filters, args.cursor, args.limit ?? 20);
    },
    getHotProducts: async ({ args, lang, request }) => {
      const limit = args?.limit ?? HOME_LIST_LIMIT;
      return cachedList('hot', lang, request, limit, async () => ({
        list: await productList(
          db,
          mediaUrlFor(request),
          lang,
          [desc(products.soldCount), desc(products.id)],
          limit,
        ),
      }));
    },
    getNewProducts: async ({ args, lang, request }) => {
      const limit = args?.limit ?? HOME_LIST_LIMIT;
      return cachedList('new', lang, request, limit, async () => ({
        list: await productList(
          db,
          mediaUrlFor(request),
          lang,
          [desc(products.createdAt), desc(products.id)],
          limit,
        ),
      }));
    },
    getRecommendedProducts: async ({ args, lang, request }) => {
      const limit = args?.limit ?? HOME_LIST_LIMIT;
      return cachedList('recommend', lang, request, limit, async () => ({
        list: await productList(
          db,
          mediaUrlFor(request),
          lang,
          [desc(products.rating), desc(products.id)],
          limit,
          eq(products.isRecommended, true),
        ),
      }));
    },
    getRecommendedProductPage: async ({ args, lang, request }) =>
      productPage(db, mediaUrlFor(request), lang, eq(products.isRecommended, true), args ?? {}, 'rating'),
    clearProductCache: async () => {
      // This process at once; every process (this one again) when the announcement arrives.
      cache.clear();
      await announceCacheCleared(db, 'catalogue');
      return { done: true as const };
    },
    getProductDetail: async ({ args, lang, request }) => {
      const [product, comments] = await Promise.all([
        readProductDetail(db, lang, args.id),
        db
          .select()
          .from(productComments)
          .where(eq(productComments.productId, args.id))
          .orderBy(desc(productComments.createdAt), desc(productComments.id))
          .limit(5),
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
        comments: comments.map(toComment),
      };
    },
    getProductComments: async ({ args }) => {
      const [product] = await db
        .select({ id: products.id, status: products.status })
        .from(products)
        .where(eq(products.id, args.id));
      if (!product || product.status !== 'active') throw new DomainError('PRODUCT_INVALID');
      const page = args.page ?? 1;
      const pageSize = args.page_size ?? 20;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(productComments)
          .where(eq(productComments.productId, args.id))
          .orderBy(desc(productComments.createdAt), desc(productComments.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(productComments)
          .where(eq(productComments.productId, args.id)),
      ]);
      const total = counted?.total ?? 0;
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

const toComment = (row: typeof productComments.$inferSelect) => ({
  id: row.id,
  author: row.author,
  rating: row.rating,
  content: row.content,
  created_at: new Date(row.createdAt).toISOString(),
});
