import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { eq } from 'drizzle-orm';
import { createStaffAccount } from '@mall/server-account';
import { issueSellerTicket, readPaymentSettings } from '@mall/server-seller';
import { recordUpload } from '@mall/server-upload';
import { categories, sellerTickets, shops } from '../src/db/schema';
import { seedReferenceData } from '../src/seed/seed';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createTestApp, form, signUp, type SignedUpUser, type TestApp, testConfig } from './harness';

let api: TestApp;
let staff = '';
let shopper: SignedUpUser;
let seller: SignedUpUser;
let rival: SignedUpUser;
let categoryId = 0;

const get = (url: string, token?: string) =>
  api.call({ method: 'GET', url, headers: token ? { 'access-token': token } : {} });
const post = (url: string, fields: Record<string, string | number | boolean>, token?: string) =>
  api.call(form(url, fields, token));
/** Repeated keys, as the SDK sends arrays in a form body. */
const postPairs = (url: string, pairs: [string, string | number][], token: string) =>
  api.call({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'access-token': token },
    payload: new URLSearchParams(pairs.map(([key, value]) => [key, String(value)])).toString(),
  });

const upload = async (ownerId: number, purpose: string, isPrivate: boolean) =>
  (await recordUpload(api.database.db, {
    ownerId,
    purpose,
    isPrivate,
    storageKey: `test/${ownerId}-${purpose}-${Math.random()}`,
    contentType: 'image/png',
    size: 10,
  }))!;

const notices = async (token: string) =>
  (await get('/api/customer/user/notices', token)).body.data.list as {
    type: number;
    status: number;
    title: string;
  }[];

async function becomeSeller(user: SignedUpUser) {
  await post(
    '/api/customer/user/applyseller',
    { reason: 'I make teapots', shop_name: 'Teapots' },
    user.token,
  );
  const queue = (await get('/api/staff/seller-applications', staff)).body.data.list;
  const mine = queue.find((item: { user: { id: number } }) => item.user.id === user.id);
  expect(
    (
      await post(
        '/api/staff/seller-applications/decide',
        { id: mine.id, accept: true, message: 'Welcome' },
        staff,
      )
    ).body.code,
  ).toBe(200);
}

async function registerAndApproveShop(user: SignedUpUser, shopName: string) {
  const front = await upload(user.id, 'id_document', true);
  const back = await upload(user.id, 'id_document', true);
  const registered = await post(
    '/api/customer/shop/register',
    { ...shopFields, shop_name: shopName, id_front_file_id: front, id_back_file_id: back },
    user.token,
  );
  expect(registered.body.code).toBe(200);
  const decided = await post(
    '/api/staff/shop-registrations/decide',
    { id: registered.body.data.id, approve: true, message: 'Open' },
    staff,
  );
  expect(decided.body.code).toBe(200);
  return decided.body.data.shop as { id: number; name: string };
}

const shopFields = {
  contact_name: 'Ada Tester',
  contact_phone: '+1 415 555 0100',
  street: '1 Market Street',
  city: 'San Francisco',
  state: 'California',
  country: 'US',
  postcode: '94105',
  description: 'Teapots and cups',
};

before(async () => {
  api = await createTestApp();
  await seedReferenceData(api.database.db);
  [{ id: categoryId }] = (await api.database.db
    .insert(categories)
    .values({ name_en: 'Kitchen', image: 'kitchen.png' })
    .returning({ id: categories.id })) as [{ id: number }];
  await createStaffAccount(api.database.db, {
    email: 'staff@example.com',
    firstname: 'Sam',
    password: 'staff-password-1',
  });
  staff = (await post('/api/staff/login', { email: 'staff@example.com', password: 'staff-password-1' })).body
    .data.token;
  shopper = await signUp(api, 'shopper@example.com');
  seller = await signUp(api, 'seller@example.com', 'Sella');
  rival = await signUp(api, 'rival@example.com', 'Rival');
});
after(() => api.close());

describe('seller application', () => {
  let applicant: SignedUpUser;
  before(async () => {
    applicant = await signUp(api, 'applicant@example.com', 'Appy');
  });

  it('is pending, and applying again answers 2000016 with the current record', async () => {
    expect((await get('/api/customer/user/applyseller/status', applicant.token)).body.data).toBeNull();
    const first = await post(
      '/api/customer/user/applyseller',
      { reason: 'Pottery', shop_name: 'Pots' },
      applicant.token,
    );
    expect(first.body.code).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'pending',
      reason: 'Pottery',
      shop_name: 'Pots',
      message: null,
    });
    const again = await post('/api/customer/user/applyseller', { reason: 'Again' }, applicant.token);
    expect(again.body.code).toBe(2000016);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, status: 'pending', reason: 'Pottery' });
  });

  it('refused: the user sees the message in the record and a notice of type 100, and may apply again', async () => {
    const [pending] = (await get('/api/staff/seller-applications', staff)).body.data.list.filter(
      (item: { user: { email: string } }) => item.user.email === 'applicant@example.com',
    );
    expect(pending).toMatchObject({ status: 'pending', user: { name: 'Appy Tester' } });
    const refused = await post(
      '/api/staff/seller-applications/decide',
      { id: pending.id, accept: false, message: 'Add photos of your work' },
      staff,
    );
    expect(refused.body.data).toMatchObject({ status: 'refused', message: 'Add photos of your work' });
    expect((await get('/api/customer/user/applyseller/status', applicant.token)).body.data).toMatchObject({
      status: 'refused',
      message: 'Add photos of your work',
    });
    expect(await notices(applicant.token)).toContainEqual(expect.objectContaining({ type: 100, status: -1 }));
    expect(
      (
        await post(
          '/api/staff/seller-applications/decide',
          { id: pending.id, accept: true, message: 'x' },
          staff,
        )
      ).body.code,
    ).toBe(3100001);
    const reapplied = await post(
      '/api/customer/user/applyseller',
      { reason: 'With photos' },
      applicant.token,
    );
    expect(reapplied.body).toMatchObject({ code: 200, data: { status: 'pending', reason: 'With photos' } });
  });

  it('accepted: the user is a seller with a seller link, a notice, and applying again answers 2000016', async () => {
    const { id } = (await get('/api/customer/user/applyseller/status', applicant.token)).body.data;
    expect(
      (await post('/api/staff/seller-applications/decide', { id, accept: true, message: 'Welcome' }, staff))
        .body.code,
    ).toBe(200);
    const info = (await get('/api/customer/info/get_userinfo', applicant.token)).body.data;
    expect(info).toMatchObject({ is_seller: true, seller_url: 'http://seller.localhost:8080/' });
    expect(await notices(applicant.token)).toContainEqual(expect.objectContaining({ type: 100, status: 1 }));
    const again = await post('/api/customer/user/applyseller', {}, applicant.token);
    expect(again.body).toMatchObject({ code: 2000016, data: { id, status: 'accepted' } });
  });

  it('records one application when two arrive at once; the other answers 2000016 with it', async () => {
    const racer = await signUp(api, 'racer@example.com', 'Racer');
    const answers = await Promise.all(
      ['first', 'second'].map((reason) => post('/api/customer/user/applyseller', { reason }, racer.token)),
    );
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 2000016]);
    const [created, repeated] = answers[0]!.body.code === 200 ? answers : [answers[1]!, answers[0]!];
    expect(repeated!.body.data).toEqual(created!.body.data);
  });

  it('keeps staff out of applying (HTTP 403), answers 2000019 for an unknown application, and lists other states on request', async () => {
    expect((await post('/api/customer/user/applyseller', { reason: 'x' }, staff)).status).toBe(403);
    expect(
      (await post('/api/staff/seller-applications/decide', { id: 99999, accept: true, message: '' }, staff))
        .body.code,
    ).toBe(2000019);
    const refused = (await get('/api/staff/seller-applications?state=refused', staff)).body.data;
    expect(refused.list.map((item: { status: string }) => item.status)).toEqual(['refused']);
  });

  it('keeps the staff queue from shoppers (HTTP 403, no data)', async () => {
    const { status, body } = await get('/api/staff/seller-applications', shopper.token);
    expect(status).toBe(403);
    expect(body.data).toBeNull();
  });
});

describe('seller operations and shoppers', () => {
  it('refuse a shopper with HTTP 403 and no data, and a visitor with 1100003', async () => {
    for (const url of ['/api/seller/profile', '/api/seller/payment-settings', '/api/seller/products']) {
      const { status, body } = await get(url, shopper.token);
      expect(status).toBe(403);
      expect(body.data).toBeNull();
    }
    expect((await post('/api/customer/user/seller-ticket', {}, shopper.token)).status).toBe(403);
    expect((await get('/api/seller/profile')).body.code).toBe(1100003);
  });
});

describe('hand-over ticket', () => {
  before(async () => {
    await becomeSeller(seller);
    await becomeSeller(rival);
  });

  it('signs the seller in once, and only the hash is stored', async () => {
    const issued = await post('/api/customer/user/seller-ticket', {}, seller.token);
    expect(issued.body.code).toBe(200);
    const { ticket, expires_at } = issued.body.data;
    const lifetime = new Date(expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(60_000);
    const stored = await api.database.db
      .select()
      .from(sellerTickets)
      .where(eq(sellerTickets.userId, seller.id));
    expect(JSON.stringify(stored)).not.toContain(ticket);

    const exchanged = await post('/api/seller/session', { ticket });
    expect(exchanged.body.code).toBe(200);
    expect(exchanged.body.data.seller_url).toBe('http://seller.localhost:8080/');
    const profile = await get('/api/seller/profile', exchanged.body.data['access-token']);
    expect(profile.body.data).toMatchObject({ email: 'seller@example.com' });

    expect((await post('/api/seller/session', { ticket })).body.code).toBe(2000017);
  });

  it('names the seller URL from configured origins only, never from a hostile Host', async () => {
    const profile = async (app: FastifyInstance, host: string) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/seller/profile',
          headers: { host, 'access-token': seller.token },
        })
      ).json().data.seller_url;
    // The local default: localhost and 127.0.0.1 (and their seller. and staff. forms) at the configured port.
    expect(await profile(api.app, 'localhost:8080')).toBe('http://seller.localhost:8080/');
    expect(await profile(api.app, 'seller.localhost:8080')).toBe('http://seller.localhost:8080/');
    expect(await profile(api.app, '127.0.0.1:8080')).toBe('http://seller.127.0.0.1:8080/');
    for (const hostile of [
      'localhost:8080@evil.com',
      'evil.com',
      'localhost:8080/evil.com',
      'localhost:8080#@evil.com',
      'localhost:8080.evil.com',
      'localhost:9999',
    ])
      expect(await profile(api.app, hostile)).toBe('http://seller.localhost:8080/');

    const configured = await buildApp({
      database: api.database,
      config: testConfig({ PUBLIC_ORIGIN: 'https://www.mall.example', ALLOWED_HOSTS: 'shop.example' }),
    });
    try {
      for (const host of ['localhost:8080@evil.com', 'shop.example', 'www.mall.example', 'localhost:8080'])
        expect(await profile(configured, host)).toBe('https://seller.mall.example/');
    } finally {
      await configured.close();
    }
    const listed = await buildApp({
      database: api.database,
      config: testConfig({ ALLOWED_HOSTS: 'mall.example,mall.example:8443' }),
    });
    try {
      expect(await profile(listed, 'mall.example')).toBe('http://seller.mall.example/');
      expect(await profile(listed, 'mall.example:8443')).toBe('http://seller.mall.example:8443/');
      expect(await profile(listed, 'seller.mall.example')).toBe('http://seller.mall.example/');
      // Not listed: the first entry, never the sender's host.
      for (const host of ['mall.example@evil.com', 'evil.com', 'localhost:8080'])
        expect(await profile(listed, host)).toBe('http://seller.mall.example/');
    } finally {
      await listed.close();
    }
  });

  it('lets only one of two simultaneous exchanges of a ticket through', async () => {
    const { ticket } = (await post('/api/customer/user/seller-ticket', {}, seller.token)).body.data;
    const answers = await Promise.all([
      post('/api/seller/session', { ticket }),
      post('/api/seller/session', { ticket }),
    ]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 2000017]);
  });

  it('refuses an expired ticket, an unknown one and one presented with another user’s session', async () => {
    const expired = await issueSellerTicket(api.database.db, seller.id, new Date(Date.now() - 61_000));
    expect((await post('/api/seller/session', { ticket: expired.ticket })).body.code).toBe(2000017);
    expect((await post('/api/seller/session', { ticket: 'x'.repeat(43) })).body.code).toBe(2000017);
    const { ticket } = (await post('/api/customer/user/seller-ticket', {}, seller.token)).body.data;
    expect((await post('/api/seller/session', { ticket }, rival.token)).body.code).toBe(2000017);
    // The attempt used it up.
    expect((await post('/api/seller/session', { ticket })).body.code).toBe(2000017);
  });
});

describe('shop registration', () => {
  it('needs an accepted seller and the applicant’s own private ID document uploads', async () => {
    const front = await upload(shopper.id, 'id_document', true);
    const back = await upload(shopper.id, 'id_document', true);
    const fields = {
      ...shopFields,
      shop_name: 'Shopper shop',
      id_front_file_id: front,
      id_back_file_id: back,
    };
    expect((await post('/api/customer/shop/register', fields, shopper.token)).body.code).toBe(2000015);

    const foreign = await upload(shopper.id, 'id_document', true);
    const avatar = await upload(seller.id, 'avatar', false);
    const own = await upload(seller.id, 'id_document', true);
    for (const [frontId, backId] of [
      [foreign, own],
      [own, avatar],
      [own, 99999],
    ]) {
      const answer = await post(
        '/api/customer/shop/register',
        { ...fields, id_front_file_id: frontId!, id_back_file_id: backId! },
        seller.token,
      );
      expect(answer.body.code).toBe(2000015);
    }
    expect((await get('/api/customer/shop/registration', seller.token)).body.data).toBeNull();
  });

  it('pending, then 2000016 with the record; staff see signed ID links; refusal carries the message', async () => {
    const front = await upload(seller.id, 'id_document', true);
    const back = await upload(seller.id, 'id_document', true);
    const fields = {
      ...shopFields,
      shop_name: 'Sella Teapots',
      id_front_file_id: front,
      id_back_file_id: back,
    };
    const first = await post('/api/customer/shop/register', fields, seller.token);
    expect(first.body).toMatchObject({
      code: 200,
      data: { status: 'pending', shop: null, shop_name: 'Sella Teapots' },
    });
    const again = await post('/api/customer/shop/register', fields, seller.token);
    expect(again.body).toMatchObject({ code: 2000016, data: { id: first.body.data.id } });

    const [queued] = (await get('/api/staff/shop-registrations', staff)).body.data.list;
    expect(queued).toMatchObject({ id: first.body.data.id, user: { email: 'seller@example.com' } });
    expect(queued.id_front_url).toMatch(
      new RegExp(`/api/uploads/${front}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );

    const refused = await post(
      '/api/staff/shop-registrations/decide',
      { id: queued.id, approve: false, message: 'The ID is blurred' },
      staff,
    );
    expect(refused.body.data).toMatchObject({
      status: 'refused',
      staff_message: 'The ID is blurred',
      shop: null,
    });
    expect((await get('/api/customer/shop/registration', seller.token)).body.data.staff_message).toBe(
      'The ID is blurred',
    );
  });

  it('approval creates the shop owned by the seller, shown in the seller profile', async () => {
    const shop = await registerAndApproveShop(seller, 'Sella Teapots');
    const [row] = await api.database.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(row).toMatchObject({
      ownerId: seller.id,
      name: 'Sella Teapots',
      description_en: 'Teapots and cups',
    });
    expect((await get('/api/seller/profile', seller.token)).body.data.shop).toEqual(shop);
    expect(await notices(seller.token)).toContainEqual(
      expect.objectContaining({ type: 100, title: 'Shop registration approved' }),
    );
    expect(
      (await post('/api/staff/shop-registrations/decide', { id: 99999, approve: true, message: '' }, staff))
        .body.code,
    ).toBe(2000019);
  });
});

describe('seller profile', () => {
  const update = (fields: Record<string, string>) =>
    post(
      '/api/seller/profile',
      { name: 'Sella Stone', phone: '+1 415 555 0101', photo: '', ...fields },
      seller.token,
    );

  it('saves name, phone and an own public photo, and refuses someone else’s picture', async () => {
    const photo = await upload(seller.id, 'avatar', false);
    const saved = await update({ photo: `http://localhost/api/uploads/${photo}` });
    expect(saved.body.data).toMatchObject({ name: 'Sella Stone', phone: '+1 415 555 0101' });
    expect(saved.body.data.photo).toMatch(new RegExp(`/api/uploads/${photo}\\?signature=`));
    const foreign = await upload(rival.id, 'avatar', false);
    expect((await update({ photo: `http://localhost/api/uploads/${foreign}` })).body.code).toBe(1100004);
  });

  it('changes the password only with the right current password and a matching confirmation', async () => {
    const wrong = await update({
      name: 'Changed',
      password: 'newpass1',
      confirm_password: 'newpass1',
      current_password: 'nope',
    });
    expect(wrong.body.code).toBe(1100004);
    expect((await get('/api/seller/profile', seller.token)).body.data.name).toBe('Sella Stone');
    expect(
      (await update({ password: 'newpass1', confirm_password: 'newpass2', current_password: 'engine42' }))
        .body.code,
    ).toBe(1100004);
    expect(
      (await update({ password: 'newpass1', confirm_password: 'newpass1', current_password: 'engine42' }))
        .body.code,
    ).toBe(200);
    const signIn = await post('/api/customer/login/account', {
      email: 'seller@example.com',
      password: 'newpass1',
    });
    expect(signIn.body.code).toBe(200);
  });
});

describe('payment settings', () => {
  const password = 'newpass1';
  /** The bank fields (overridable) and the wallet pairs, as the seller app's form sends them. */
  const save = (wallets: [string, string][], fields: Record<string, string> = {}) =>
    postPairs(
      '/api/seller/payment-settings',
      [
        ...Object.entries({
          bank_name: 'First Bank',
          account_name: 'Sella Stone',
          routing_number: '021000021',
          current_password: password,
          ...fields,
        }),
        ...wallets.flatMap(([code, address]): [string, string][] => [
          ['wallet_codes', code],
          ['wallet_addresses', address],
        ]),
      ],
      seller.token,
    );

  it('starts empty and never changed', async () => {
    expect((await get('/api/seller/payment-settings', seller.token)).body.data).toEqual({
      wallet_addresses: [],
      bank_name: '',
      account_name: '',
      account_number: '',
      routing_number: '',
      updated_at: null,
    });
  });

  it('refuses a wrong current password (1100004) and changes nothing', async () => {
    expect((await save([], { account_number: '123456789', current_password: 'wrong' })).body.code).toBe(
      1100004,
    );
    expect((await get('/api/seller/payment-settings', seller.token)).body.data.updated_at).toBeNull();
  });

  it('answers 1000008 naming the field for a bad address or routing number, 2000029 for an unknown currency', async () => {
    const badAddress = await save([
      ['USDT', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
      ['ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
    ]);
    expect(badAddress.body.code).toBe(1000008);
    expect(badAddress.body.message).toContain('wallet_addresses[1]');
    const wrongNetwork = await save([['BTC', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t']]);
    expect(wrongNetwork.body.message).toContain('wallet_addresses[0]');
    const badRouting = await save([], { routing_number: '021000022' });
    expect(badRouting.body.code).toBe(1000008);
    expect(badRouting.body.message).toContain('routing_number');
    const unknown = await save([['DOGE', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L']]);
    expect(unknown.body.code).toBe(2000029);
    const unpaired = await postPairs(
      '/api/seller/payment-settings',
      [
        ['bank_name', 'First Bank'],
        ['account_name', 'Sella Stone'],
        ['routing_number', '021000021'],
        ['current_password', password],
        ['wallet_codes', 'BTC'],
      ],
      seller.token,
    );
    expect(unpaired.body.code).toBe(1000008);
    expect((await get('/api/seller/payment-settings', seller.token)).body.data.updated_at).toBeNull();
  });

  it('saves valid settings with the account number masked, the change time and a notice; omitting the number keeps it', async () => {
    const saved = await save(
      [
        ['USDT', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
        ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
      ],
      { account_number: '000123456789' },
    );
    expect(saved.body.code).toBe(200);
    expect(saved.body.data).toMatchObject({
      wallet_addresses: [
        { wallet_code: 'USDT', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
        { wallet_code: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
      ],
      bank_name: 'First Bank',
      account_number: '••••••6789',
      routing_number: '021000021',
    });
    expect(Date.now() - new Date(saved.body.data.updated_at).getTime()).toBeLessThan(60_000);
    expect(await notices(seller.token)).toContainEqual(
      expect.objectContaining({ title: 'Payment settings changed' }),
    );
    const kept = await save([], { bank_name: 'Second Bank' });
    expect(kept.body.data).toMatchObject({
      bank_name: 'Second Bank',
      account_number: '••••••6789',
      wallet_addresses: [],
    });
  });

  it('stores an account number typed with dashes or spaces as its letters and digits, and refuses too few', async () => {
    const grouped = await save([], { account_number: '1234-5678 9012' });
    expect(grouped.body.code).toBe(200);
    expect(grouped.body.data.account_number).toBe('••••••9012');
    expect((await readPaymentSettings(api.database.db, seller.id)).accountNumber).toBe('123456789012');
    const iban = await save([], { account_number: 'GB82 WEST 1234 5698 7654 32' });
    expect(iban.body.code).toBe(200);
    expect((await readPaymentSettings(api.database.db, seller.id)).accountNumber).toBe(
      'GB82WEST12345698765432',
    );
    const tooFew = await save([], { account_number: '12 - 3' });
    expect(tooFew.body.code).toBe(1000008);
    expect(tooFew.body.message).toContain('account_number');
    const slashed = await save([], { account_number: '1234/5678' });
    expect(slashed.body.code).toBe(1000008);
    expect((await readPaymentSettings(api.database.db, seller.id)).accountNumber).toBe(
      'GB82WEST12345698765432',
    );
  });
});

describe('seller products', () => {
  const newProduct = (imageId: number) => ({
    name_en: 'Blue teapot',
    name_zh: '蓝色茶壶',
    short_description_en: 'A blue teapot',
    description_en: 'Holds a litre.',
    price_minor: 2_500,
    stock: 12,
    category_id: categoryId,
    image_file_ids: imageId,
  });

  it('needs a shop (2000019) and the seller’s own product images', async () => {
    const image = await upload(rival.id, 'product_image', false);
    expect((await post('/api/seller/products', newProduct(image), rival.token)).body.code).toBe(2000019);
    expect((await get('/api/seller/products', rival.token)).body.data).toMatchObject({ list: [], total: 0 });
    const foreign = await upload(rival.id, 'product_image', false);
    expect((await post('/api/seller/products', newProduct(foreign), seller.token)).body.code).toBe(2000019);
    const avatar = await upload(seller.id, 'avatar', false);
    expect((await post('/api/seller/products', newProduct(avatar), seller.token)).body.code).toBe(2000019);
    const image2 = await upload(seller.id, 'product_image', false);
    expect(
      (await post('/api/seller/products', { ...newProduct(image2), category_id: 99999 }, seller.token)).body
        .code,
    ).toBe(2000019);
  });

  it('goes to review with a notice of type 200, then on sale when staff approve', async () => {
    const image = await upload(seller.id, 'product_image', false);
    const added = await post('/api/seller/products', newProduct(image), seller.token);
    expect(added.body.code).toBe(200);
    expect(added.body.data).toMatchObject({
      state: 'pending_review',
      price_minor: 2_500,
      stock: 12,
      name: { text: 'Blue teapot' },
    });
    expect(added.body.data.image).toMatch(
      new RegExp(`^http://localhost(:80)?/api/uploads/${image}\\?signature=`),
    );
    const id = added.body.data.id;
    const zh = await api.call({
      method: 'GET',
      url: '/api/seller/products',
      headers: { 'access-token': seller.token, lang: 'zh' },
    });
    expect(zh.body.data.list[0].name).toEqual({ text: '蓝色茶壶', lang: 'zh' });
    expect(await notices(seller.token)).toContainEqual(expect.objectContaining({ type: 200, status: 0 }));
    expect((await get(`/api/customer/product/detail/${id}`)).body.code).toBe(2000021);
    expect((await post('/api/seller/products/update', { id, on_sale: true }, seller.token)).body.code).toBe(
      2000018,
    );

    const queue = (await get('/api/staff/products', staff)).body.data.list;
    expect(queue).toEqual([
      expect.objectContaining({ id, shop: expect.objectContaining({ name: 'Sella Teapots' }) }),
    ]);
    const approved = await post(
      '/api/staff/products/decide',
      { id, approve: true, message: 'Looks good' },
      staff,
    );
    expect(approved.body.data).toMatchObject({ state: 'on_sale', review_message: 'Looks good' });
    expect(
      (await post('/api/staff/products/decide', { id, approve: false, message: 'x' }, staff)).body.code,
    ).toBe(3100001);
    expect(await notices(seller.token)).toContainEqual(expect.objectContaining({ type: 200, status: 1 }));
    expect((await get(`/api/customer/product/detail/${id}`)).body.data).toMatchObject({ price_minor: 2_500 });
  });

  it('lets the seller change price, stock and availability of their own products only', async () => {
    const [product] = (await get('/api/seller/products?state=on_sale', seller.token)).body.data.list;
    const changed = await post(
      '/api/seller/products/update',
      { id: product.id, price_minor: 1_999, stock: 3, on_sale: false },
      seller.token,
    );
    expect(changed.body.data).toMatchObject({ price_minor: 1_999, stock: 3, state: 'off_sale' });
    expect((await get(`/api/customer/product/detail/${product.id}`)).body.code).toBe(2000021);

    await registerAndApproveShop(rival, 'Rival Cups');
    const rivalChange = await post(
      '/api/seller/products/update',
      { id: product.id, price_minor: 1 },
      rival.token,
    );
    expect(rivalChange.body).toMatchObject({ code: 2000019, data: null });
    expect((await get('/api/seller/products', rival.token)).body.data.total).toBe(0);
  });

  it('refusal keeps the message for the seller', async () => {
    const image = await upload(seller.id, 'product_image', false);
    const { id } = (await post('/api/seller/products', newProduct(image), seller.token)).body.data;
    await post('/api/staff/products/decide', { id, approve: false, message: 'Blurry photos' }, staff);
    const [refused] = (await get('/api/seller/products?state=refused', seller.token)).body.data.list;
    expect(refused).toMatchObject({ id, state: 'refused', review_message: 'Blurry photos' });
    expect(await notices(seller.token)).toContainEqual(expect.objectContaining({ type: 200, status: -1 }));
  });
});
