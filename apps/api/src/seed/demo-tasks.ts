import { type DemoCatalogue, generateProducts, LANGS, productViews, renderDemoImage } from '@mall/demo-data';
import { and, asc, eq, gt, gte, lte, ne } from 'drizzle-orm';
import { saveAddress } from '@mall/server-address';
import { addShopProduct } from '@mall/server-catalogue';
import { type Database, withTransaction } from '@mall/server-core';
import {
  addToCart,
  cartLineViews,
  advanceOrderDelivery,
  payOrder,
  placeOrder,
  requestRefund,
  shipOrder,
} from '@mall/server-orders';
import { paymentProviderNamed } from '@mall/server-payments';
import { applyForSeller, notifyProductSubmitted, registerShop } from '@mall/server-seller';
import { creditWallet, type RechargePolicy, requestWithdrawal, submitRecharge } from '@mall/server-wallet';
import type { ServerConfig } from '../config';
import * as tables from '../db/schema';
import { LocalFileStorage } from '../modules/upload/storage';
import { signedUploadPath } from '../modules/upload/signed-url';
import { storeUpload } from '../modules/upload/store-upload';
import { damagedParcelPicture, idCardPicture, transferReceiptPicture } from './demo-pictures';

/** What the demo's pending tasks need of the server's configuration: where uploads go and how links are signed. */
export type DemoTaskConfig = Pick<ServerConfig, 'uploadsDir' | 'signingSecret' | 'paymentProvider'> & {
  recharge: RechargePolicy;
};

export interface DemoPeople {
  shopper: { id: number; password: string };
  seller: { id: number; shopId: number };
  categoryIds: ReadonlyMap<string, number>;
}

/** The top-up is above the default four-eyes amount (USD 1,000.00), so a newcomer sees a second approval. */
const DEMO_TOPUP_MINOR = 150_000;
const DEMO_WITHDRAWAL_MINOR = 8_000;
const DEMO_WITHDRAWAL_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
/** A password hash no password matches: the demo applicants cannot sign in. */
const UNUSABLE_PASSWORD = '!';

const money = (minor: number) => (minor / 100).toFixed(2);

const topUpDemoBalance = (db: Database, userId: number, amountMinor: number, what: string) =>
  withTransaction(db, (tx) =>
    creditWallet(tx, { userId, amountMinor, key: `demo-credit:${what}`, remark: 'demo balance' }),
  );

/**
 * Work in every staff queue on a fresh demo: an offline top-up with its transfer's receipt, a withdrawal, a seller
 * application, a shop registration with both sides of the ID card, a product awaiting approval (three pictures,
 * six languages), a return with a photo of the damaged parcel and an order to ship (cash on delivery). Everything
 * goes through the services the shop and seller apps call, and every picture through the upload store, so the
 * console shows them as it shows a shopper's own.
 */
export async function seedDemoTasks(
  db: Database,
  catalogue: DemoCatalogue,
  people: DemoPeople,
  config: DemoTaskConfig,
  log: (message: string) => void,
): Promise<void> {
  const storage = new LocalFileStorage(config.uploadsDir);
  const upload = async (ownerId: number, purpose: string, bytes: Uint8Array) => {
    const stored = await storeUpload(db, storage, { ownerId, purpose, bytes });
    if (!stored) throw new Error(`demo tasks: the ${purpose} upload was not recorded`);
    return stored.id;
  };
  const { shopper, seller } = people;

  // An offline top-up with the wallet app's receipt as its proof.
  const [walletCode, address] = Object.entries(config.recharge.receivingAddresses).find(
    ([code]) => code === 'USDT',
  ) ??
    Object.entries(config.recharge.receivingAddresses)[0] ?? [undefined, undefined];
  if (walletCode && address) {
    const transactionId = 'c7a1e0f3b9d24c6e8a5f1b2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f';
    const proof = await upload(
      shopper.id,
      'recharge_proof',
      await transferReceiptPicture({
        amount: money(DEMO_TOPUP_MINOR),
        currency: walletCode,
        network: catalogue.wallets.find((wallet) => wallet.code === walletCode)?.network ?? walletCode,
        address,
        transactionId,
        at: new Date().toISOString().slice(0, 16).replace('T', ' '),
      }),
    );
    await submitRecharge(
      db,
      { userId: shopper.id, walletCode, amountMinor: DEMO_TOPUP_MINOR, transactionId, proofUploadId: proof },
      config.recharge,
    );
  } else log('demo tasks: no receiving address is configured (RECHARGE_ADDRESSES), so no demo top-up');

  const home = await saveAddress(db, shopper.id, {
    fields: {
      name: 'Sam Shopper',
      email: 'shopper@mall.example',
      telephone: '+1 415 555 0134',
      street: '500 Market Street',
      postcode: '94105',
      city: 'San Francisco',
      state: 'CA',
      country: 'US',
    },
    makeDefault: true,
  });

  /** The shop's checkout: the product's cart line ordered for delivery home, one order under the key `key`. */
  const checkOut = async (productId: number, quantity: number, key?: string) => {
    // addToCart answers the cart's count: the line is looked up by its product.
    await addToCart(db, shopper.id, { productId, quantity });
    const lineIds = (await cartLineViews(db, shopper.id))
      .filter((line) => line.product.id === productId)
      .map((line) => line.lineId);
    const placed = await placeOrder(
      db,
      shopper.id,
      { addressId: home.id, deliveryCode: 'standard', lineIds },
      key,
    );
    return { orderId: placed.orders[0]!.order_id, totalMinor: placed.total_minor };
  };
  const provider = paymentProviderNamed(config.paymentProvider);

  // A return: the shopper buys something small with the wallet, it is shipped and delivered, and arrives dented.
  const [product] = await db
    .select({ id: tables.products.id })
    .from(tables.products)
    .where(
      and(
        eq(tables.products.status, 'active'),
        gt(tables.products.stock, 0),
        lte(tables.products.priceMinor, 15_000),
      ),
    )
    .orderBy(asc(tables.products.id))
    .limit(1);
  if (product) {
    const { orderId, totalMinor } = await checkOut(product.id, 1);
    // What the demo's order and withdrawal take is credited first: the README's USD 500.00 stays available.
    await topUpDemoBalance(db, shopper.id, totalMinor, 'order');
    await payOrder(db, shopper.id, { orderId, method: 'wallet' }, { provider });
    const staff = { kind: 'system' } as const;
    await shipOrder(db, { orderId, logSn: 'SF1400552781', carrier: 'Swift Express', actor: staff });
    await advanceOrderDelivery(db, { orderId, to: 'delivered', actor: staff });
    const [item] = await db
      .select({ id: tables.orderItems.id })
      .from(tables.orderItems)
      .where(eq(tables.orderItems.orderId, orderId));
    await requestRefund(db, shopper.id, {
      orderId,
      itemId: item!.id,
      quantity: 1,
      reason: 'The parcel arrived crushed and the item inside is cracked.',
      imageUploadIds: [await upload(shopper.id, 'comment', await damagedParcelPicture())],
    });
  }

  // An order waiting to ship: two of a product from a shop whose owner never signs in, cash on delivery, so staff
  // ship it for the shop. Placed and paid with idempotency keys, as the shop's checkout sends them.
  const [toShip] = await db
    .select({ id: tables.products.id })
    .from(tables.products)
    .where(
      and(
        eq(tables.products.status, 'active'),
        gte(tables.products.stock, 2),
        ne(tables.products.shopId, seller.shopId),
        product ? ne(tables.products.id, product.id) : undefined,
      ),
    )
    .orderBy(asc(tables.products.id))
    .limit(1);
  if (toShip) {
    const { orderId } = await checkOut(toShip.id, 2, 'demo-order-to-ship');
    await payOrder(
      db,
      shopper.id,
      { orderId, method: 'cod' },
      { provider, idempotencyKey: 'demo-pay-order-to-ship' },
    );
  }

  await topUpDemoBalance(db, shopper.id, DEMO_WITHDRAWAL_MINOR, 'withdrawal');
  await requestWithdrawal(
    db,
    {
      userId: shopper.id,
      walletCode: 'BTC',
      address: DEMO_WITHDRAWAL_ADDRESS,
      amountMinor: DEMO_WITHDRAWAL_MINOR,
      password: shopper.password,
    },
    undefined,
  );

  // Two newcomers: one asks to sell, one (already accepted) registers a shop with both sides of the ID card.
  const [applicant, registrant] = await db
    .insert(tables.users)
    .values(
      [
        { email: 'nina.newman@mall.example', firstname: 'Nina', lastname: 'Newman', isSeller: false },
        { email: 'omar.okafor@mall.example', firstname: 'Omar', lastname: 'Okafor', isSeller: true },
      ].map((person, index) => ({
        ...person,
        passwordHash: UNUSABLE_PASSWORD,
        role: 'customer' as const,
        invitationCode: `DEMOT${String(index + 1).padStart(3, '0')}`,
      })),
    )
    .returning({ id: tables.users.id });
  await applyForSeller(
    db,
    { userId: applicant!.id, role: 'customer' },
    {
      shopName: 'Nina’s Ceramics',
      reason: 'I make stoneware mugs and bowls by hand and sell about 60 pieces a month at local markets.',
    },
  );
  const holder = { name: 'Omar Okafor', number: 'X4721-9930-18' };
  await registerShop(db, registrant!.id, {
    shopName: 'Okafor Outdoor Gear',
    contactName: holder.name,
    contactPhone: '+1 206 555 0178',
    idFrontUploadId: await upload(registrant!.id, 'id_document', await idCardPicture('front', holder)),
    idBackUploadId: await upload(registrant!.id, 'id_document', await idCardPicture('back', holder)),
    street: '12 Harbour Road',
    city: 'Seattle',
    state: 'WA',
    country: 'US',
    postcode: '98101',
    description: 'Tents, packs and camp kitchens, tested on the Olympic Peninsula.',
  });

  // A product the demo seller submitted: translated into every language, with its three pictures.
  const candidate = [...generateProducts(40, 97, catalogue)].find((generated) =>
    LANGS.every((lang) => generated.name[lang] && generated.description[lang]),
  );
  if (candidate) {
    const images: string[] = [];
    for (const key of [candidate.imageKey, ...productViews(candidate.imageKey)])
      images.push(
        signedUploadPath(
          config,
          await upload(
            people.seller.id,
            'product_image',
            await renderDemoImage(key, { width: 800, height: 800 }),
          ),
          false,
        ),
      );
    const localised = (field: 'name' | 'short_description' | 'description', text: Record<string, string>) =>
      Object.fromEntries(LANGS.map((lang) => [`${field}_${lang}`, text[lang] ?? '']));
    await withTransaction(db, async (tx) => {
      const created = await addShopProduct(tx, seller.shopId, {
        ...localised('name', candidate.name),
        ...localised('short_description', candidate.shortDescription),
        ...localised('description', candidate.description),
        name_en: candidate.name.en,
        short_description_en: candidate.shortDescription.en,
        description_en: candidate.description.en,
        priceMinor: candidate.priceMinor,
        stock: candidate.stock,
        categoryId: people.categoryIds.get(candidate.categoryKey)!,
        images,
      });
      await notifyProductSubmitted(tx, {
        sellerId: seller.id,
        productId: created.id,
        productName: created.name_en,
      });
    });
  }
  log(
    'demo data: tasks for the staff console — a top-up, a withdrawal, a seller application, ' +
      'a shop registration, a product, a return and an order to ship',
  );
}
