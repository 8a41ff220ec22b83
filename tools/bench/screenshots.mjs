// `npm run screenshots`: the built shop on a fresh demo database, photographed in Chromium at a phone's and a
// desktop's size in English, Chinese and Thai, into docs/screenshots/<page>-<language>-<width>.png. The cart and
// the dashboard are taken signed in as the demo shopper; a page the shop does not have yet is taken as it shows.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startDemoShop } from './demo-shop.mjs';

const root = resolve(import.meta.dirname, '../..');
const out = join(root, 'docs/screenshots');
const languages = ['en', 'zh', 'th'];
const viewports = [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 1366, height: 900, isMobile: false, hasTouch: false },
];
const shopper = { email: 'shopper@mall.example', password: 'shopper123' };

/** Waits until the page stops loading and the pictures on screen have arrived (at most ten seconds for them). */
async function settle(page) {
  await page.waitForLoadState('networkidle');
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
          return image.complete || !onScreen;
        }),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => console.warn(`${page.url()}: a picture on screen did not arrive`));
}

async function photograph(page, { url, file, language }) {
  await page.goto('about:blank');
  await page.goto(url);
  await settle(page);
  await page.screenshot({ path: join(out, file), animations: 'disabled', caret: 'hide' });
  console.log(`${file} (${language})`);
}

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

  for (const viewport of viewports) {
    const { width, height, isMobile, hasTouch } = viewport;
    for (const [signedIn, pages] of [
      [false, visitorPages],
      [true, shopperPages],
    ]) {
      const context = await browser.newContext({
        viewport: { width, height },
        isMobile,
        hasTouch,
        locale: 'en-US',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      if (signedIn) {
        await signIn(page, base);
        await fillCart(page, base, cartProducts);
      }
      for (const language of languages) {
        await page.goto(`${base}/`);
        await page.evaluate((code) => localStorage.setItem('lang', code), language);
        for (const [name, route] of Object.entries(pages))
          await photograph(page, {
            url: `${base}/#${route}`,
            file: `${name}-${language}-${width}.png`,
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
