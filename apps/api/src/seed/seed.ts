import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  buildDemoCatalogue,
  cachedDemoImage,
  type DemoAccount,
  type DemoCatalogue,
  demoImageKeys,
  type DemoProduct,
  generateComments,
  generateProducts,
  inBatches,
  type Localised,
  productViews,
} from '@mall/demo-data';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import * as tables from '../db/schema';
import { createStaffAccount, hashPassword } from '@mall/server-account';
import { WEBSITE_CONFIG_KEY } from '@mall/server-configuration';
import { refreshSalesOrder, withoutRankingIndexes } from '@mall/server-catalogue';
import { creditWallet } from '@mall/server-wallet';
import { seedDemoChat } from './demo-chat';
import { seedDemoSales } from './demo-sales';
import { type DemoTaskConfig, seedDemoTasks } from './demo-tasks';
import { demoImagePath } from './media-paths';

export interface SeedOptions {
  products: number;
  seed?: number;
  mediaDir: string;
  /** Render the demo images (tests skip it; the files are only needed to show pages). */
  images?: boolean;
  /** Where the staff console's demo tasks put their pictures; without it, no demo tasks are seeded. */
  tasks?: DemoTaskConfig;
  log?: (message: string) => void;
}

const BATCH = 1_000;
/** Products whose comments are stored; the rest keep a comment count of zero so counts stay true. */
const COMMENTED_PRODUCTS = 2_000;
const MAX_COMMENTS_PER_PRODUCT = 8;
/** The demo reviewer the README prints beside the other demo accounts. */
export const DEMO_REVIEWER = {
  email: 'reviewer@mall.example',
  password: 'reviewer123',
  firstname: 'Rhea',
  lastname: 'Reviewer',
};
/** A password hash no password matches: generated shop owners cannot sign in. */
const UNUSABLE_PASSWORD = '!';
/** What the demo shopper can spend from the wallet right away: USD 500.00. */
const DEMO_SHOPPER_BALANCE_MINOR = 50_000;

/** `{ name_en, name_zh, … }` columns from a localised text. */
const columns = <P extends string>(prefix: P, text: Localised) =>
  ({
    [`${prefix}_en`]: text.en,
    [`${prefix}_zh`]: text.zh ?? null,
    [`${prefix}_zhtw`]: text.zhtw ?? null,
    [`${prefix}_es`]: text.es ?? null,
    [`${prefix}_jp`]: text.jp ?? null,
    [`${prefix}_th`]: text.th ?? null,
  }) as Record<`${P}_${'en' | 'zh' | 'zhtw' | 'es' | 'jp' | 'th'}`, string>;

const hasRows = async (db: Database, table: typeof tables.languages | typeof tables.categories) => {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(table)
    .limit(1);
  return row !== undefined;
};

/**
 * Languages, currencies, settlement wallets and the website configuration: what every database needs, a
 * production one included, before a shopper can open the shop. Inserted once, into a database that has none.
 */
export async function seedReferenceData(db: Database, log: (message: string) => void = () => undefined) {
  if (await hasRows(db, tables.languages)) return false;
  const catalogue = buildDemoCatalogue(1);
  await db.transaction(async (tx) => {
    await tx
      .insert(tables.languages)
      .values(catalogue.languages.map((language, sort) => ({ ...language, sort })));
    await tx
      .insert(tables.currencies)
      .values(catalogue.currencies.map((currency, sort) => ({ ...currency, sort })));
    await tx
      .insert(tables.walletCurrencies)
      .values(catalogue.wallets.map((wallet, sort) => ({ ...wallet, sort })));
    await tx.insert(tables.settings).values({ key: WEBSITE_CONFIG_KEY, value: catalogue.websiteConfig });
  });
  log('reference data inserted: languages, currencies, settlement wallets, website configuration');
  return true;
}

/** Whether the demo catalogue (or any catalogue) is already there. */
export const hasCatalogue = (db: Database) => hasRows(db, tables.categories);

async function writeImages(catalogue: DemoCatalogue, mediaDir: string) {
  const keys = demoImageKeys(catalogue).filter((key) => !existsSync(join(mediaDir, demoImagePath(key))));
  for (let start = 0; start < keys.length; start += 8) {
    await Promise.all(
      keys.slice(start, start + 8).map(async (key) => {
        const size = key.startsWith('product/')
          ? { width: 600, height: 600 }
          : key.includes('banner') || key.startsWith('ad/')
            ? { width: 1200, height: 400 }
            : { width: 400, height: 400 };
        const target = join(mediaDir, demoImagePath(key));
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, await cachedDemoImage(key, size));
      }),
    );
  }
  return keys.length;
}

async function insertAccounts(db: Database, catalogue: DemoCatalogue) {
  const accounts: DemoAccount[] = [
    catalogue.accounts.shopper,
    catalogue.accounts.seller,
    catalogue.accounts.staff,
    ...catalogue.shopOwners,
  ];
  const rows = await Promise.all(
    accounts.map(async (account, index) => ({
      email: account.email,
      passwordHash: account.password ? await hashPassword(account.password) : UNUSABLE_PASSWORD,
      firstname: account.firstname,
      lastname: account.lastname,
      role: account.role === 'staff' ? ('staff' as const) : ('customer' as const),
      // The demo staff account is the console's admin (docs/api.md, "Staff console").
      staffRoles: account.role === 'staff' ? ['admin'] : [],
      isSeller: account.role === 'seller' || account.key.startsWith('owner'),
      invitationCode: `DEMO${String(index + 1).padStart(4, '0')}`,
    })),
  );
  const inserted = await db
    .insert(tables.users)
    .values(rows)
    .returning({ id: tables.users.id, email: tables.users.email });
  const byEmail = new Map(inserted.map((row) => [row.email, row.id]));
  return new Map(accounts.map((account) => [account.key, byEmail.get(account.email)!]));
}

/** Shoppers who bought from the demo seller's shop: accounts that cannot sign in (no password works). */
async function insertDemoBuyers(db: Database): Promise<number[]> {
  const rows = await db
    .insert(tables.users)
    .values(
      Array.from({ length: DEMO_BUYERS }, (_, index) => ({
        email: `buyer-${index + 1}@mall.example`,
        passwordHash: UNUSABLE_PASSWORD,
        firstname: 'Demo',
        lastname: `Buyer ${index + 1}`,
        invitationCode: `DEMOB${String(index + 1).padStart(3, '0')}`,
      })),
    )
    .returning({ id: tables.users.id });
  return rows.map((row) => row.id);
}

const DEMO_BUYERS = 6;

/**
 * The demo catalogue with its demo accounts (whose passwords the README prints): only for the embedded default
 * database or when an operator asks for it. Brings the reference data too when it is missing.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  await seedReferenceData(db, log);
  const catalogue = buildDemoCatalogue(options.seed ?? 1);
  if (options.images !== false)
    log(
      `demo data: ${await writeImages(catalogue, options.mediaDir)} pictures written (rendered once per machine)`,
    );

  const userIds = await insertAccounts(db, catalogue);
  // A second demo staff member, a reviewer (and support), so that four eyes and claims can be tried in the console.
  await createStaffAccount(db, { ...DEMO_REVIEWER, roles: ['reviewer', 'support'] });
  await db.transaction((tx) =>
    creditWallet(tx, {
      userId: userIds.get(catalogue.accounts.shopper.key)!,
      amountMinor: DEMO_SHOPPER_BALANCE_MINOR,
      key: 'demo-credit:shopper',
      remark: 'demo balance',
    }),
  );

  const categoryIds = new Map<string, number>();
  for (const parentPass of [true, false]) {
    const batch = catalogue.categories.filter((category) => (category.parentKey === null) === parentPass);
    const inserted = await db
      .insert(tables.categories)
      .values(
        batch.map((category) => ({
          parentId: category.parentKey ? categoryIds.get(category.parentKey)! : null,
          ...columns('name', category.name),
          image: demoImagePath(category.imageKey),
          sort: category.sort,
        })),
      )
      .returning({ id: tables.categories.id });
    batch.forEach((category, index) => categoryIds.set(category.key, inserted[index]!.id));
  }
  const brandRows = await db
    .insert(tables.brands)
    .values(
      catalogue.brands.map((brand, sort) => ({
        ...columns('name', brand.name),
        logo: demoImagePath(brand.logoKey),
        isTop: brand.top,
        sort,
      })),
    )
    .returning({ id: tables.brands.id });
  const brandIds = new Map(catalogue.brands.map((brand, index) => [brand.key, brandRows[index]!.id]));
  const shopRows = await db
    .insert(tables.shops)
    .values(
      catalogue.shops.map((shop) => ({
        ownerId: userIds.get(shop.ownerKey) ?? null,
        name: shop.name,
        ...columns('description', shop.description),
        logo: demoImagePath(shop.logoKey),
        banner: demoImagePath(shop.bannerKey),
        rating: shop.rating,
      })),
    )
    .returning({ id: tables.shops.id });
  const shopIds = new Map(catalogue.shops.map((shop, index) => [shop.key, shopRows[index]!.id]));

  const idFor = { category: categoryIds, brand: brandIds, shop: shopIds };
  await db.insert(tables.ads).values(
    catalogue.ads.map((ad) => ({
      position: ad.position,
      ...columns('title', ad.title),
      image: demoImagePath(ad.imageKey),
      link:
        ad.target.type === 'route'
          ? ad.link
          : ad.link.replace(`id=${ad.target.key}`, `id=${idFor[ad.target.type].get(ad.target.key)}`),
      sort: ad.sort,
    })),
  );
  const articleRows = (kind: 'news' | 'blog', list: DemoCatalogue['news']) =>
    list.map((article) => ({
      kind,
      ...columns('title', article.title),
      ...columns('summary', article.summary),
      ...columns('body_html', article.bodyHtml),
      image: demoImagePath(article.imageKey),
      publishedAt: article.publishedAt,
    }));
  await db
    .insert(tables.articles)
    .values([...articleRows('news', catalogue.news), ...articleRows('blog', catalogue.blogPosts)]);
  await db.insert(tables.announcements).values(
    catalogue.announcements.map((item) => ({
      ...columns('title', item.title),
      ...columns('body', item.body),
      publishedAt: item.publishedAt,
    })),
  );
  await db.insert(tables.policies).values(
    catalogue.policies.map((policy) => ({
      slug: policy.slug,
      ...columns('title', policy.title),
      ...columns('body_html', policy.bodyHtml),
      updatedAt: policy.updatedAt,
    })),
  );
  log('demo data: reference data, accounts, categories, brands, shops and content inserted');

  await withoutRankingIndexes(db, async () => {
    const sellerShopKey = catalogue.shops.find(
      (shop) => shop.ownerKey === catalogue.accounts.seller.key,
    )?.key;
    await insertProducts(db, catalogue, options, { categoryIds, brandIds, shopIds, sellerShopKey }, log);
    log('demo data: building the search ranking indexes, where the database has them');
  });
  await seedDemoChat(db, {
    shopperId: userIds.get(catalogue.accounts.shopper.key)!,
    staffId: userIds.get(catalogue.accounts.staff.key)!,
    sellerId: userIds.get(catalogue.accounts.seller.key)!,
    shopId: shopIds.get(catalogue.shops[0]!.key)!,
  });
  log('demo data: conversations with customer service and a shop');
  const sellerShop = catalogue.shops.find((shop) => shop.ownerKey === catalogue.accounts.seller.key);
  if (sellerShop) {
    const sold = await seedDemoSales(db, {
      shopId: shopIds.get(sellerShop.key)!,
      sellerId: userIds.get(catalogue.accounts.seller.key)!,
      buyerIds: await insertDemoBuyers(db),
      seed: options.seed ?? 1,
    });
    // Ranked at once, as the API's sales job would within seconds: the demo opens with its best sellers in order.
    await refreshSalesOrder(db);
    log(`demo data: ${sold} orders sold by the demo seller's shop`);
  }
  if (options.tasks && sellerShop) {
    await seedDemoTasks(
      db,
      catalogue,
      {
        shopper: {
          id: userIds.get(catalogue.accounts.shopper.key)!,
          password: catalogue.accounts.shopper.password!,
        },
        seller: { id: userIds.get(catalogue.accounts.seller.key)!, shopId: shopIds.get(sellerShop.key)! },
        categoryIds,
      },
      options.tasks,
      log,
    );
  }
  // Fresh statistics, so the planner walks the indexes instead of scanning the new rows.
  await db.execute(sql`analyze`);
}

async function insertProducts(
  db: Database,
  catalogue: DemoCatalogue,
  options: SeedOptions,
  ids: {
    categoryIds: Map<string, number>;
    brandIds: Map<string, number>;
    shopIds: Map<string, number>;
    sellerShopKey: string | undefined;
  },
  log: (message: string) => void,
) {
  let done = 0;
  for (const batch of inBatches(generateProducts(options.products, options.seed ?? 1, catalogue), BATCH)) {
    const commented = (product: DemoProduct) =>
      product.key < COMMENTED_PRODUCTS ? Math.min(product.commentCount, MAX_COMMENTS_PER_PRODUCT) : 0;
    const inserted = await db
      .insert(tables.products)
      .values(
        batch.map((product) => ({
          shopId: ids.shopIds.get(product.shopKey)!,
          categoryId: ids.categoryIds.get(product.categoryKey)!,
          brandId: product.brandKey ? ids.brandIds.get(product.brandKey)! : null,
          ...columns('name', product.name),
          ...columns('short_description', product.shortDescription),
          ...columns('description', product.description),
          priceMinor: product.priceMinor,
          listPriceMinor: product.listPriceMinor,
          stock: product.stock,
          rating: product.rating,
          // The demo seller's shop counts only what its seeded orders sell (seedDemoSales).
          soldCount: product.shopKey === ids.sellerShopKey ? 0 : product.soldCount,
          rankedSoldCount: product.shopKey === ids.sellerShopKey ? 0 : product.soldCount,
          commentCount: commented(product),
          image: demoImagePath(product.imageKey),
          images: productViews(product.imageKey).map(demoImagePath),
          status: product.status,
          isRecommended: product.rating >= 4.6,
          searchText: [...Object.values(product.name), ...Object.values(product.shortDescription)].join(
            ' \n ',
          ),
          createdAt: product.createdAt,
        })),
      )
      .returning({ id: tables.products.id });
    const comments = batch.flatMap((product, index) =>
      [
        ...generateComments(product.key, commented(product), options.seed ?? 1, {
          referenceDate: catalogue.referenceDate,
          after: product.createdAt,
        }),
      ].map((comment) => ({
        productId: inserted[index]!.id,
        author: comment.author,
        rating: comment.rating,
        content: comment.content,
        lang: comment.lang,
        createdAt: comment.createdAt,
      })),
    );
    if (comments.length > 0) await db.insert(tables.productComments).values(comments);
    done += batch.length;
    if (done % 50_000 === 0 || done === options.products)
      log(`demo data: ${done} of ${options.products} products`);
  }
}
