import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { english, placeOrder, registerShopper } from './shopper';

/** The second API process of the journeys (`playwright.config.ts`). */
const secondPort = Number(process.env.E2E_PORT) + 2;
const SANDBOX_APPROVED_CARD = '4242 4242 4242 4242';
/** The demo seller's shop: the first of the demo catalogue. */
const DEMO_SELLER_SHOP = 1;
const LOGISTICS_NUMBER = 'LP00987654321GB';
const CARRIER = 'Royal Mail';
/** A change published by one process shows in a page held by another within this (the goal is 1 s). */
const LIVE_WITHIN_MS = 2_000;

/** A locale's text at a dotted key, with its `{{name}}` placeholders filled. */
function text(
  language: string,
  namespace: string,
  key: string,
  values: Record<string, string | number> = {},
) {
  const file = join(__dirname, '../../../locales', language, `${namespace}.json`);
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  return Object.entries(values).reduce(
    (filled, [name, value]) => filled.replace(`{{${name}}}`, String(value)),
    found as string,
  );
}

/** The shipped notice's words, as the server renders them in the reader's language. */
const shippedNotice: Record<string, (sn: string) => string> = {
  en: (sn) => `Order ${sn} is on its way with ${CARRIER}`,
  th: (sn) => `คำสั่งซื้อ ${sn} กำลังจัดส่งโดย ${CARRIER}`,
};

async function payByCard(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await page.getByRole('radio', { name: /Bank card/ }).check();
  await page.getByLabel('Card number').fill(SANDBOX_APPROVED_CARD);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 3));
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on the card').fill('LENA BUYER');
  await page.getByRole('button', { name: /^Pay .* by card$/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Pay .* by card$/ })
    .click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Payment received.');
  const viewOrder = page.getByRole('link', { name: /^View order / });
  return (await viewOrder.textContent())!.replace('View order', '').trim();
}

for (const language of ['en', 'th'])
  test(`a shopper (${language}) on one API process sees the seller ship their order through another, live`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // The shopper's pages are served, and their live streams held, by the second process.
    const shopper = await browser.newContext({
      baseURL: `http://localhost:${secondPort}`,
      viewport: { width: 390, height: 844 },
    });
    const shop = await shopper.newPage();
    await registerShopper(shop, `Lena${language}`);
    await shop.goto(`/#/pages/shop/detail?id=${DEMO_SELLER_SHOP}`);
    await shop.locator('main a[href*="/pages/prouduct/detail"]').first().click();
    await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
    await placeOrder(shop, english);
    const orderSn = await payByCard(shop);
    if (language !== 'en') {
      // On a phone the language is chosen in the sheet behind the header's settings button.
      await shop.getByRole('button', { name: 'Language and currency' }).click();
      await shop.getByRole('dialog').getByRole('combobox', { name: 'Language' }).selectOption(language);
      await expect(shop.locator('html')).toHaveAttribute('lang', language);
      await shop
        .getByRole('dialog')
        .getByRole('button', { name: text(language, 'common', 'nav.close') })
        .click();
    }
    const unread = (count: number) => text(language, 'account', 'dashboard.overview.noticesBadge', { count });

    // One tab on the order, another on the account page with the unread-notice badge ("Order paid" so far).
    await shop
      .getByRole('link', { name: text(language, 'cart', 'confirmation.viewOrder', { sn: orderSn }) })
      .click();
    await expect(shop.getByText(orderSn).first()).toBeVisible();
    const account = await shopper.newPage();
    await account.goto('/#/pages/mine/dashboard');
    await expect(account.getByRole('definition').filter({ hasText: unread(1) })).toBeVisible();

    // The seller ships it through the first process, in the seller app.
    const sellerContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const seller = await sellerContext.newPage();
    await seller.goto(`${baseURL!.replace('localhost', 'seller.localhost')}/`);
    await seller.getByLabel('Email address').fill('seller@mall.example');
    await seller.getByLabel('Password').fill('seller123');
    await seller.getByRole('button', { name: 'Sign in' }).click();
    await seller
      .getByRole('navigation', { name: 'Seller panel' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await seller.getByRole('link', { name: `Order ${orderSn}` }).click();
    await seller.getByLabel(/Logistics number/).fill(LOGISTICS_NUMBER);
    await seller.getByLabel(/Carrier/).fill(CARRIER);
    const shipped = seller.waitForResponse((response) => response.url().includes('/ship') && response.ok());
    await seller.getByRole('button', { name: 'Ship the order' }).click();
    await shipped;
    const published = Date.now();

    // Both of the shopper's tabs change by themselves.
    await expect(shop.getByText(LOGISTICS_NUMBER).first()).toBeVisible({ timeout: LIVE_WITHIN_MS });
    await expect(shop.getByText(CARRIER).first()).toBeVisible();
    await expect(account.getByRole('definition').filter({ hasText: unread(2) })).toBeVisible({
      timeout: LIVE_WITHIN_MS,
    });
    console.log(
      `live: the shopper's pages changed ${Date.now() - published} ms after the seller's ship answer`,
    );

    // A stream cut and opened again (a reload) gets what it missed: the notice is in the list (its text folded).
    await account.reload();
    await expect(account.getByText(shippedNotice[language]!(orderSn), { exact: false })).toBeAttached();
    // The other way round: the shopper confirms receipt through process B; the seller's open order (process A)
    // shows it completed without a reload.
    await shop.getByRole('button', { name: text(language, 'orders', 'actions.receipt.button') }).click();
    await shop
      .getByRole('dialog')
      .getByRole('button', { name: text(language, 'orders', 'actions.receipt.confirm') })
      .click();
    await expect(seller.locator('[aria-current="step"]')).toContainText('Completed', {
      timeout: LIVE_WITHIN_MS,
    });
    await sellerContext.close();
    await shopper.close();
  });
