// `npm run screenshots`: the built shop and seller app on a fresh demo database, photographed in Chromium at a
// phone's and a desktop's size in English, Chinese and Thai, into docs/screenshots/<page>-<language>-<width>.png
// (palette PNGs). The cart and the dashboard are taken signed in as the demo shopper; the checkout's and the
// wallet's states as a shopper who has just registered in that language (the home's welcome, a cart quantity
// clamped to the stock, the delivery step, the payment step with a wallet short of the total, a declined card, a
// refused top-up proof); the search page with its suggestions open; the seller app's product list as the demo
// seller. A page the shop does not have yet is taken as it shows.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { apiCall, startDemoShop } from './demo-shop.mjs';

const root = resolve(import.meta.dirname, '../..');
const out = join(root, 'docs/screenshots');
const languages = ['en', 'zh', 'th'];
const viewports = [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 1366, height: 900, isMobile: false, hasTouch: false },
];
const shopper = { email: 'shopper@mall.example', password: 'shopper123' };
const seller = { email: 'seller@mall.example', password: 'seller123' };
/** The sandbox card provider's decline test number. */
const DECLINED_CARD = '4000000000000002';
const newShopperAddress = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  telephone: '+1 (415) 555-0100',
  street: '1 Market Street',
  postcode: '94105',
  city: 'San Francisco',
  state: 'California',
  country: 'US',
};

/** Each page's requests in flight, but the signed-in live stream (server-sent events: it never ends). */
const inFlight = new WeakMap();

async function newPage(context) {
  const page = await context.newPage();
  const open = new Set();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/customer/stream')) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return page;
}

/** Resolves once no request has been in flight for half a second (at most thirty seconds), as 'networkidle'. */
async function networkQuiet(page) {
  const open = inFlight.get(page);
  await page.waitForLoadState('load');
  for (let quietFor = 0, waited = 0; quietFor < 500 && waited < 30_000; waited += 100) {
    await page.waitForTimeout(100);
    quietFor = open.size === 0 ? quietFor + 100 : 0;
  }
}

/** Waits until the page stops loading and the pictures on screen have arrived (at most ten seconds for them). */
async function settle(page) {
  await networkQuiet(page);
  await page
    .waitForFunction(
      () =>
        [...document.images].every((image) => {
          const box = image.getBoundingClientRect();
          const onScreen =
            box.bottom > 0 &&
            box.right > 0 &&
            box.top < globalThis.innerHeight &&
            box.left < globalThis.innerWidth;
          return (image.complete && image.naturalWidth > 0) || !onScreen;
        }),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => console.warn(`${page.url()}: a picture on screen did not arrive`));
}

/** `SCREENS=pay,welcome` takes only those screens (by the file name's first part), the others are passed by. */
const screens = process.env.SCREENS?.split(',');
const wanted = (screen) => !screens || screens.includes(screen);

/** The page as it shows now, as a palette PNG (a quarter of Chromium's size, the same to the eye). */
async function shoot(page, file, language) {
  if (!wanted(file.replace(/-[a-z]+-\d+\.png$/, ''))) return;
  await settle(page);
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await sharp(png)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toFile(join(out, file));
  console.log(`${file} (${language})`);
}

async function photograph(page, { url, file, language }) {
  await page.goto('about:blank');
  await page.goto(url);
  await shoot(page, file, language);
}

/** Scrolls `locator` to the middle of the screen, as a shopper would to read it. */
const centre = (locator) => locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));

async function signIn(page, base) {
  await page.goto(`${base}/#/pages/users/login`);
  await page.getByLabel('Email address').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForFunction(() => !globalThis.location.hash.includes('/users/login'));
}

/** Puts one of each product in the signed-in shopper's cart (once), so the cart shows what a cart looks like. */
async function fillCart(page, base, productIds) {
  const token = await page.evaluate(() => localStorage.getItem('access-token'));
  const cart = await (
    await fetch(`${base}/api/customer/cart/list`, { headers: { 'access-token': token } })
  ).json();
  if (cart.data?.items_count) return;
  for (const productId of productIds)
    await fetch(`${base}/api/customer/cart/add`, {
      method: 'POST',
      headers: { 'access-token': token, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ product_id: String(productId), quantity: '1' }),
    });
}

/**
 * A new shopper registered through the shop's form (in the page's language, by the fields' names) and landed on the
 * home with its welcome; the home is photographed. Answers the new session's token.
 */
async function registerNewShopper(page, base, language, width) {
  await page.goto(`${base}/#/pages/users/register`);
  await page.locator('input[name="firstname"]').fill('Ada');
  await page.locator('input[name="lastname"]').fill('Lovelace');
  await page.locator('input[name="email"]').fill(`shots-${language}-${width}-${Date.now()}@example.com`);
  await page.locator('input[name="password"]').fill('engine42');
  await page.locator('input[name="confirm_password"]').fill('engine42');
  await page.locator('input[name="agree_terms"]').check();
  await page.locator('form:has(input[name="agree_terms"]) button[type="submit"]').click();
  await page.waitForFunction(() => !globalThis.location.hash.includes('/users/register'));
  await shoot(page, `welcome-${language}-${width}.png`, language);
  return page.evaluate(() => localStorage.getItem('access-token'));
}

/**
 * The checkout and the wallet as a shopper who has just registered in `language` sees them: the home's welcome, a
 * quantity clamped to the stock in the cart, the delivery step, the payment step with the empty wallet refused,
 * a declined card's message, and a top-up proof that is not a picture, refused.
 */
async function photographNewShopper(page, base, { language, width, productIds }) {
  const token = await registerNewShopper(page, base, language, width);
  await apiCall(base, '/checkout/onepage/addressadd', { token, body: newShopperAddress });
  for (const productId of productIds)
    await apiCall(base, '/customer/cart/add', { token, body: { product_id: productId, quantity: 1 } });
  const lineIds = (await apiCall(base, '/customer/cart/list', { token })).shops.flatMap((shop) =>
    shop.lines.map((line) => line.line_id),
  );

  // More than any stock: the box stops at the stock and says so.
  await page.goto(`${base}/#/pages/cart/cart`);
  await settle(page);
  const quantity = page.getByRole('spinbutton').first();
  await quantity.fill('5000');
  await quantity.press('Enter');
  await page.waitForFunction((input) => input.value !== '5000', await quantity.elementHandle());
  await centre(quantity);
  await shoot(page, `cart-clamped-${language}-${width}.png`, language);
  // Back to one: the order placed below takes one unit, not the stock.
  for (const lineId of lineIds)
    await apiCall(base, '/customer/cart/update', { token, body: { line_id: lineId, quantity: 1 } });

  await photograph(page, {
    url: `${base}/#/pages/cart/delivery?lines=${lineIds.join(',')}`,
    file: `delivery-${language}-${width}.png`,
    language,
  });

  const [address] = (await apiCall(base, '/checkout/onepage/getaddresslist', { token, body: {} })).list;
  const placed = await apiCall(base, '/checkout/onepage/place-order', {
    token,
    body: { address_id: address.id, delivery_code: 'standard', line_ids: [lineIds[0]] },
  });
  await photograph(page, {
    url: `${base}/#/pages/cart/pay?orders=${placed.orders[0].order_id}`,
    file: `pay-${language}-${width}.png`,
    language,
  });
  // The card (the second method), the sandbox's declining number, Pay and its confirmation.
  await page.locator('input[name="method"]').nth(1).check();
  await page.locator('input[name="card_number"]').fill(DECLINED_CARD);
  await page.locator('input[name="expiry_month"]').fill('12');
  await page.locator('input[name="expiry_year"]').fill(String(new Date().getFullYear() + 3));
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('input[name="holder_name"]').fill('ADA LOVELACE');
  await page.locator('form:has(input[name="card_number"]) button[type="submit"]').click();
  await page.getByRole('dialog').getByRole('button').last().click();
  await page.getByRole('alert').first().waitFor();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await shoot(page, `pay-declined-${language}-${width}.png`, language);

  await page.goto(`${base}/#/pages/mine/wallet`);
  await settle(page);
  await page.locator('input[type="file"]').first().setInputFiles(notAPicture);
  const refusal = page.getByRole('alert').filter({ hasText: 'transfer-proof.txt' });
  await refusal.waitFor();
  await centre(refusal);
  await shoot(page, `wallet-proof-${language}-${width}.png`, language);
}

/** A text file offered as a top-up's proof (the wallet takes only pictures). */
const notAPicture = join(mkdtempSync(join(tmpdir(), 'mall-shots-')), 'transfer-proof.txt');
writeFileSync(notAPicture, 'Sent 150 USDT, transaction 0x1234.\n');

const shop = await startDemoShop();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const base = `http://127.0.0.1:${shop.port}`;
  const api = async (path) => (await (await fetch(`${base}/api${path}`)).json()).data;
  const categoryId = (await api('/customer/index/series-categorys')).list[0].children[0].id;
  const newest = (await api('/customer/product/get_new?limit=3')).list;
  const [product] = newest;
  const cartProducts = newest.slice(0, 2).map((item) => item.id);
  const keyword = product.name.text.split(/\s+/)[0];
  const visitorPages = {
    home: '/pages/home/home',
    category: `/pages/category/detail?id=${categoryId}`,
    product: `/pages/prouduct/detail?id=${product.id}`,
    search: `/pages/search/search?keyword=${encodeURIComponent(keyword)}`,
  };
  const shopperPages = { cart: '/pages/cart/cart', dashboard: '/pages/mine/dashboard' };
  mkdirSync(out, { recursive: true });

  /** A fresh browser context at this size (no session, no language chosen) and its page. */
  const openPage = async ({ width, height, isMobile, hasTouch }) => {
    const context = await browser.newContext({
      viewport: { width, height },
      isMobile,
      hasTouch,
      locale: 'en-US',
      reducedMotion: 'reduce',
    });
    return { context, page: await newPage(context) };
  };

  for (const viewport of viewports) {
    const { width } = viewport;
    for (const [signedIn, allPages] of [
      [false, visitorPages],
      [true, shopperPages],
    ]) {
      const pages = Object.entries(allPages).filter(([name]) => wanted(name));
      if (pages.length === 0) continue;
      const { context, page } = await openPage(viewport);
      if (signedIn) {
        await signIn(page, base);
        await fillCart(page, base, cartProducts);
      }
      for (const language of languages) {
        await page.goto(`${base}/`);
        await page.evaluate((code) => localStorage.setItem('lang', code), language);
        for (const [name, route] of pages)
          await photograph(page, {
            url: `${base}/#${route}`,
            file: `${name}-${language}-${width}.png`,
            language,
          });
      }
      await context.close();
    }

    const journey = [
      'search-suggest',
      'welcome',
      'cart-clamped',
      'delivery',
      'pay',
      'pay-declined',
      'wallet-proof',
    ];
    for (const language of journey.some(wanted) ? languages : []) {
      const { context, page } = await openPage(viewport);
      await page.goto(`${base}/`);
      await page.evaluate((code) => localStorage.setItem('lang', code), language);
      await photographNewShopper(page, base, { language, width, productIds: cartProducts });

      // The search page for "ke" with the word typed again in its one box: the suggestions open over the results.
      await page.goto(`${base}/#/pages/search/search?keyword=ke`);
      await settle(page);
      const box = page.locator('input[role="combobox"]').first();
      await box.fill('');
      await box.pressSequentially('ke', { delay: 50 });
      await page.getByRole('option').first().waitFor();
      // From the results' top, as the box is used before scrolling them.
      await page.evaluate(() => globalThis.scrollTo(0, 0));
      await shoot(page, `search-suggest-${language}-${width}.png`, language);
      await context.close();
    }

    if (wanted('seller-products')) {
      // The seller app's products (search, filters, sold counts) as the demo seller, its tabs on top at 390.
      const { 'access-token': sellerToken } = await apiCall(base, '/customer/login/account', {
        body: seller,
      });
      const sellerBase = base.replace('127.0.0.1', 'seller.localhost');
      const { context, page } = await openPage(viewport);
      await page.goto(`${sellerBase}/`);
      await page.evaluate((token) => {
        localStorage.setItem('access-token', token);
        localStorage.setItem('logged-in', '1');
      }, sellerToken);
      for (const language of languages) {
        await page.evaluate((code) => localStorage.setItem('lang', code), language);
        await photograph(page, {
          url: `${sellerBase}/#/products`,
          file: `seller-products-${language}-${width}.png`,
          language,
        });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  shop.stop();
}
