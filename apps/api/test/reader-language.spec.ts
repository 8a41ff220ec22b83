import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { expect } from 'expect';
import { notices } from '@mall/server-notices/tables';
import { recordUpload } from '@mall/server-upload';
import { categories, products, shops } from '../src/db/schema';
import { migrationsFolder } from '../src/install-layout';
import { seedReferenceData } from '../src/seed/seed';
import { makeStaff } from './buying-fixtures';
import { createTestApp, signUp, type SignedUpUser, type TestApp } from './harness';

let api: TestApp;
let staff: SignedUpUser;
let shopper: SignedUpUser;

const call = (method: 'GET' | 'POST', url: string, token: string, lang?: string, payload?: object) =>
  api.call({ method, url: `/api${url}`, payload, headers: { 'access-token': token, ...(lang && { lang }) } });

const noticesIn = async (lang?: string) =>
  (await call('GET', '/customer/user/notices', shopper.token, lang)).body.data.list.map(
    ({ title, content }: { title: string; content: string }) => [title, content],
  );

/** An offline top-up of USDT 250.00 the staff member decides with a message typed in no particular language. */
async function reviewedTopUp(decision: { approve: boolean; message: string }): Promise<number> {
  const proof = await recordUpload(api.database.db, {
    ownerId: shopper.id,
    purpose: 'recharge_proof',
    isPrivate: true,
    storageKey: `test/${shopper.id}-proof-${Math.random()}`,
    contentType: 'image/png',
    size: 10,
  });
  const submitted = await call('POST', '/customer/info/recharge', shopper.token, undefined, {
    wallet_code: 'USDT',
    amount_minor: 25_000,
    transaction_id: `tx-language-${Math.random().toString(36).slice(2)}`,
    proof_file_id: proof,
  });
  const id = submitted.body.data.id as number;
  const review = { id, ...decision, ...(decision.approve && { actual_amount_minor: 25_000 }) };
  await call('POST', '/staff/recharges/review', staff.token, undefined, review);
  return id;
}

before(async () => {
  api = await createTestApp();
  await seedReferenceData(api.database.db);
  staff = await signUp(api, 'staff@example.com', 'Sam');
  await makeStaff(api.database.db, staff.id);
  shopper = await signUp(api, 'lingua@example.com');
  await reviewedTopUp({ approve: false, message: 'Betrag stimmt nicht — 250.00 senden' });
});
after(() => api.close());

describe('notices in the reader’s language', () => {
  it('reads in English without a language, exactly as the notices were always worded', async () => {
    expect(await noticesIn()).toEqual([
      ['Top-up refused', 'Betrag stimmt nicht — 250.00 senden'],
      ['Top-up submitted', 'Your top-up of USDT is waiting for review.'],
    ]);
  });

  it('renders the same notices in each language asked for, the staff member’s message as typed', async () => {
    const typed = 'Betrag stimmt nicht — 250.00 senden';
    expect(await noticesIn('th')).toEqual([
      ['การเติมเงินถูกปฏิเสธ', typed],
      ['ส่งคำขอเติมเงินแล้ว', 'การเติมเงิน USDT ของคุณกำลังรอการตรวจสอบ'],
    ]);
    expect(await noticesIn('zh')).toEqual([
      ['充值被拒绝', typed],
      ['充值已提交', '您的 USDT 充值正在等待审核。'],
    ]);
    expect(await noticesIn('zhtw')).toEqual([
      ['儲值被拒絕', typed],
      ['儲值已提交', '您的 USDT 儲值正在等待審核。'],
    ]);
    expect(await noticesIn('es')).toEqual([
      ['Recarga rechazada', typed],
      ['Recarga enviada', 'Tu recarga de USDT está pendiente de revisión.'],
    ]);
    expect(await noticesIn('jp')).toEqual([
      ['チャージが却下されました', typed],
      ['チャージを申請しました', 'USDT のチャージは審査待ちです。'],
    ]);
  });

  it('falls back to English for a language the shop does not offer', async () => {
    expect((await noticesIn('de'))[0]).toEqual(['Top-up refused', 'Betrag stimmt nicht — 250.00 senden']);
  });

  it('shows a notice sent before message keys in its stored English text, whatever the language', async () => {
    const other = await signUp(api, 'old-notice@example.com');
    await api.database.db.insert(notices).values({
      userId: other.id,
      type: 200,
      status: 1,
      title: 'Product approved',
      content: 'Tea: nice photos',
    });
    const list = (await call('GET', '/customer/user/notices', other.token, 'th')).body.data.list;
    expect(list).toEqual([
      expect.objectContaining({ title: 'Product approved', content: 'Tea: nice photos' }),
    ]);
  });
});

describe('statement remarks in the reader’s language', () => {
  const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
  let topUp: number;
  let withdrawal: number;
  const remarksIn = async (lang?: string) =>
    (await call('GET', '/customer/info/transaction_details', shopper.token, lang)).body.data.list.map(
      ({ remark }: { remark: string }) => remark,
    );

  before(async () => {
    topUp = await reviewedTopUp({ approve: true, message: 'Received' });
    const requested = await call('POST', '/customer/info/withdraw', shopper.token, undefined, {
      wallet_code: 'BTC',
      address: BTC_ADDRESS,
      amount_minor: 3_000,
      password: 'engine42',
    });
    withdrawal = requested.body.data.id;
    await call('POST', '/customer/info/withdraw_recall', shopper.token, undefined, { id: withdrawal });
  });

  it('reads in English without a language, as the journals wrote it', async () => {
    expect(await remarksIn()).toEqual([
      `withdrawal ${withdrawal} recalled`,
      `withdrawal ${withdrawal} to BTC ${BTC_ADDRESS}`,
      `top-up ${topUp} (USDT)`,
    ]);
  });

  it('follows the language asked for, from what each entry refers to', async () => {
    expect(await remarksIn('th')).toEqual([
      `ยกเลิกการถอนเงิน ${withdrawal}`,
      `ถอนเงิน ${withdrawal} ไปยัง BTC ${BTC_ADDRESS}`,
      `เติมเงิน ${topUp} (USDT)`,
    ]);
    expect(await remarksIn('zh')).toEqual([
      `提现 ${withdrawal} 已撤回`,
      `提现 ${withdrawal} 至 BTC ${BTC_ADDRESS}`,
      `充值 ${topUp}（USDT）`,
    ]);
    expect(await remarksIn('zhtw')).toEqual([
      `提領 ${withdrawal} 已撤回`,
      `提領 ${withdrawal} 至 BTC ${BTC_ADDRESS}`,
      `儲值 ${topUp}（USDT）`,
    ]);
    expect(await remarksIn('es')).toEqual([
      `retiro ${withdrawal} cancelado`,
      `retiro ${withdrawal} a BTC ${BTC_ADDRESS}`,
      `recarga ${topUp} (USDT)`,
    ]);
    expect(await remarksIn('jp')).toEqual([
      `出金 ${withdrawal} を取り消しました`,
      `出金 ${withdrawal}（BTC ${BTC_ADDRESS} へ）`,
      `チャージ ${topUp}（USDT）`,
    ]);
  });
});

/** The statements of the migration named `name` that fill in notices' keys (the schema changes left out). */
const conversions = (name: string) => {
  const file = readdirSync(migrationsFolder).find((each) => each.endsWith(`_${name}.sql`))!;
  return readFileSync(join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => /^\s*(UPDATE|WITH)\b/m.test(statement.replace(/^\s*--.*$/gm, '')));
};

describe('notices sent before message keys', () => {
  it('get the key their English title stands for, except product reviews, and read in the reader’s language', async () => {
    const reader = await signUp(api, 'old-notices@example.com');
    const sent = [
      { title: 'Product approved', content: 'Oolong: lovely photos' },
      {
        title: 'Payment settings changed',
        content: 'Your payout settings were changed. If you did not do this, change your password now.',
      },
      { title: 'Withdrawal refused', content: 'Adresse gesperrt' },
      { title: 'Top-up submitted', content: 'Your top-up of ETH is waiting for review.' },
    ];
    for (const notice of sent)
      await api.database.db.insert(notices).values({ userId: reader.id, type: 500, status: 0, ...notice });
    for (const statement of conversions('notice_messages')) await api.database.db.execute(sql.raw(statement));

    const list = (await call('GET', '/customer/user/notices', reader.token, 'es')).body.data.list;
    expect(list.map(({ title, content }: { title: string; content: string }) => [title, content])).toEqual([
      ['Recarga enviada', 'Tu recarga de ETH está pendiente de revisión.'],
      ['Retiro rechazado', 'Adresse gesperrt'],
      [
        'Configuración de cobros modificada',
        'Se ha modificado tu configuración de cobros. Si no has sido tú, cambia tu contraseña ahora.',
      ],
      ['Product approved', 'Oolong: lovely photos'],
    ]);
  });
});

describe('product reviews sent before message keys', () => {
  it('read in the reader’s language where the seller’s products say where the name ends', async () => {
    const seller = await signUp(api, 'old-reviews@example.com');
    const db = api.database.db;
    const [category] = await db.insert(categories).values({ name_en: 'Teas', image: 'c.png' }).returning();
    const [shop] = await db
      .insert(shops)
      .values({
        name: 'Old Teas',
        description_en: 'Teas',
        logo: 'l.png',
        banner: 'b.png',
        ownerId: seller.id,
      })
      .returning();
    for (const name of ['Oolong', 'Green tea', 'Tea', 'Tea: jasmine'])
      await db.insert(products).values({
        shopId: shop!.id,
        categoryId: category!.id,
        name_en: name,
        short_description_en: name,
        description_en: name,
        priceMinor: 1_000,
        stock: 1,
        image: 'p.png',
        searchText: name,
      });
    const sent = [
      { title: 'Product approved', content: 'Oolong: lovely photos' },
      { title: 'Product refused', content: 'Green tea' },
      // "Tea" with a message, or the product "Tea: jasmine"? The notice cannot tell, so it stays as sent.
      { title: 'Product approved', content: 'Tea: jasmine' },
      // No product of the seller's is named so any more.
      { title: 'Product refused', content: 'Sencha: blurry photos' },
    ];
    for (const notice of sent)
      await db.insert(notices).values({ userId: seller.id, type: 200, status: 1, ...notice });
    for (const statement of conversions('product_review_notices')) await db.execute(sql.raw(statement));

    const list = (await call('GET', '/customer/user/notices', seller.token, 'zh')).body.data.list;
    expect(list.map(({ title, content }: { title: string; content: string }) => [title, content])).toEqual([
      ['Product refused', 'Sencha: blurry photos'],
      ['Product approved', 'Tea: jasmine'],
      ['商品未通过审核', 'Green tea'],
      ['商品已通过审核', 'Oolong：lovely photos'],
    ]);
  });
});
