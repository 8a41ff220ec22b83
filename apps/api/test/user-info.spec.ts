import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { eq } from 'drizzle-orm';
import {
  addShopProduct,
  changeShopProduct,
  createOwnedShop,
  decideProductReview,
} from '@mall/server-catalogue';
import { categories, users } from '../src/db/schema';
import { createTestApp, signUp, type SignedUpUser, type TestApp } from './harness';

let api: TestApp;
let shopper: SignedUpUser;
let seller: SignedUpUser;
let categoryId = 0;

const productCount = async (user: SignedUpUser) =>
  (
    await api.call({
      method: 'GET',
      url: '/api/customer/info/get_userinfo',
      headers: { 'access-token': user.token },
    })
  ).body.data.product.count;

before(async () => {
  api = await createTestApp();
  [{ id: categoryId }] = (await api.database.db
    .insert(categories)
    .values({ name_en: 'Kitchen', image: 'kitchen.png' })
    .returning({ id: categories.id })) as [{ id: number }];
  shopper = await signUp(api, 'shopper@example.com');
  seller = await signUp(api, 'seller@example.com', 'Grace');
  await api.database.db.update(users).set({ isSeller: true }).where(eq(users.id, seller.id));
});

after(async () => {
  await api.close();
});

describe('the user info’s product count', () => {
  it('is 0 for a shopper, and for a seller whose shop is not registered yet', async () => {
    expect(await productCount(shopper)).toBe(0);
    expect(await productCount(seller)).toBe(0);
  });

  it('counts the seller’s products on sale: not those in review, refused or taken off sale', async () => {
    const db = api.database.db;
    const shop = await createOwnedShop(db, { ownerId: seller.id, name: 'Teapots', description: 'Teapots' });
    const add = (name: string) =>
      addShopProduct(db, shop.id, {
        name_en: name,
        short_description_en: '',
        description_en: 'Holds a litre.',
        priceMinor: 2_500,
        stock: 4,
        categoryId,
        images: ['teapot.png'],
      });
    const [blue, green, red, white] = [
      await add('Blue'),
      await add('Green'),
      await add('Red'),
      await add('White'),
    ];
    expect(await productCount(seller)).toBe(0);

    await decideProductReview(db, blue.id, { approve: true, message: '', actor: { kind: 'ops' } });
    await decideProductReview(db, green.id, { approve: true, message: '', actor: { kind: 'ops' } });
    await decideProductReview(db, red.id, { approve: true, message: '', actor: { kind: 'ops' } });
    await decideProductReview(db, white.id, {
      approve: false,
      message: 'Blurred photo',
      actor: { kind: 'ops' },
    });
    expect(await productCount(seller)).toBe(3);

    await changeShopProduct(db, shop.id, red.id, { onSale: false });
    expect(await productCount(seller)).toBe(2);
    expect(await productCount(shopper)).toBe(0);
  });
});
