import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { registerCustomer } from '@mall/server-account';
import { addShopProduct } from '@mall/server-catalogue';
import { applyForSeller, latestApplication, latestRegistration, registerShop } from '@mall/server-seller';
import { recordUpload } from '@mall/server-upload';
import { categories } from '../src/db/schema';
import type { Database } from '../src/db/connection';
import { testConfig } from './harness';
import { type OpsDatabase, opsDatabase } from './server-process';

let target: OpsDatabase;
const ops = (...args: string[]) => target.ops(...args);

/** The database the commands open, for arranging and checking between their runs. */
async function withDatabase<T>(work: (db: Database) => Promise<T>) {
  const database = await target.open();
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

let userId = 0;
before(async () => {
  target = await opsDatabase(testConfig({ LOG_LEVEL: 'silent' }).dataDir);
  userId = await withDatabase(async (db) => {
    const user = await registerCustomer(db, {
      email: 'maker@example.com',
      password: 'engine42',
      firstname: 'Mia',
      lastname: 'Maker',
    });
    await applyForSeller(
      db,
      { userId: user.id, role: 'customer' },
      { reason: 'Ceramics', shopName: 'Mia Pots' },
    );
    return user.id;
  });
});
after(() => target.release());

describe('npm run ops -- seller review commands', () => {
  it('lists pending seller applications, refuses one with a message, then accepts the re-application', async () => {
    const listed = ops('seller-applications');
    expect(listed.stdout).toMatch(
      /1 seller application\(s\) pending\n\d+\t.*\tmaker@example.com\tMia Pots\tCeramics/,
    );
    const id = await withDatabase(async (db) => (await latestApplication(db, userId))!.id);
    const refused = ops(
      'decide-seller-application',
      '--id',
      String(id),
      '--refuse',
      '--message',
      'Show your work',
    );
    expect(refused.stdout).toBe(`seller application ${id} refused\n`);
    const twice = ops('decide-seller-application', '--id', String(id), '--accept', '--message', 'ok');
    expect(twice.status).toBe(1);
    expect(twice.stderr).toMatch(/already been decided/);
    expect(ops('decide-seller-application', '--id', String(id), '--message', 'no decision').status).toBe(2);

    const next = await withDatabase(async (db) => {
      await applyForSeller(
        db,
        { userId, role: 'customer' },
        { reason: 'Photos attached', shopName: 'Mia Pots' },
      );
      return (await latestApplication(db, userId))!.id;
    });
    expect(
      ops('decide-seller-application', '--id', String(next), '--accept', '--message', 'Welcome').stdout,
    ).toBe(`seller application ${next} accepted\n`);
  });

  it('approves a shop registration, creating the shop, and decides a product', async () => {
    const registrationId = await withDatabase(async (db) => {
      const document = () =>
        recordUpload(db, {
          ownerId: userId,
          purpose: 'id_document',
          isPrivate: true,
          storageKey: `ops/${Math.random()}`,
          contentType: 'image/png',
          size: 1,
        }) as Promise<number>;
      const row = await registerShop(db, userId, {
        shopName: 'Mia Pots',
        contactName: 'Mia Maker',
        contactPhone: '+1 415 555 0100',
        idFrontUploadId: await document(),
        idBackUploadId: await document(),
        street: '1 Clay Road',
        city: 'Portland',
        state: 'Oregon',
        country: 'US',
        postcode: '97201',
      });
      return row.id;
    });
    expect(ops('shop-registrations').stdout).toMatch(
      /1 shop registration\(s\) pending\n.*Mia Pots\tMia Maker/,
    );
    const approved = ops(
      'decide-shop-registration',
      '--id',
      String(registrationId),
      '--approve',
      '--message',
      'Open',
    );
    expect(approved.stdout).toMatch(
      new RegExp(`^shop registration ${registrationId} approved: shop \\d+ created\\n$`),
    );

    const productId = await withDatabase(async (db) => {
      const shopId = (await latestRegistration(db, userId))!.shopId!;
      const [category] = await db
        .insert(categories)
        .values({ name_en: 'Ceramics', image: 'c.png' })
        .returning();
      const product = await addShopProduct(db, shopId, {
        name_en: 'Tea bowl',
        short_description_en: 'Hand thrown',
        description_en: 'Stoneware',
        priceMinor: 3_200,
        stock: 4,
        categoryId: category!.id,
        images: ['bowl.png'],
      });
      return product.id;
    });
    expect(ops('products-pending').stdout).toMatch(
      /1 product\(s\) pending_review\n.*Mia Pots\tTea bowl\t32.00 USD\tstock 4/,
    );
    expect(ops('decide-product', '--id', String(productId), '--approve', '--message', 'Lovely').stdout).toBe(
      `product ${productId} on_sale\n`,
    );
    expect(ops('products-pending', '--state', 'sold').status).toBe(2);
  });
});
