import { resolve } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { english, openProduct, placeOrder, registerShopper } from './shopper';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const PICTURE = resolve(__dirname, '../fixtures/shop-picture.png');
const STAFF_ORIGIN = `http://staff.localhost:${process.env.E2E_PORT}`;
const SELLER_ORIGIN = `http://seller.localhost:${process.env.E2E_PORT}`;
const DEMO_SELLER_SHOP = 1;

/** A first name of this run (names are letters only). */
const uniqueName = (prefix: string) =>
  prefix +
  Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

/** The open conversation's messages. */
const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** How long a message may take to reach another browser over the live stream (the machine is shared). */
const LIVE_MS = 30_000;

/** A message shown once in the open conversation. */
const expectOnce = async (page: Page, text: string, timeout = 10_000) =>
  expect(thread(page).getByRole('listitem').filter({ hasText: text })).toHaveCount(1, { timeout });

/** The demo staff account (an admin, so customer service too) in its own browser, on the Support inbox. */
async function staffOnSupport(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: STAFF_ORIGIN, viewport: PHONE });
  const staff = await context.newPage();
  await staff.goto('/');
  await staff.getByRole('textbox', { name: 'Staff email' }).fill('staff@mall.example');
  await staff.getByLabel(/Password/).fill('staff1234');
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Offline top-ups' })).toBeVisible();
  await staff.getByRole('link', { name: /^Support/ }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
  return staff;
}

/**
 * Types a message into the open conversation, sends it with Enter and waits until the server has it: the bubble
 * shows at once ("Sending…"), and a second message typed before the first is taken may be numbered before it.
 */
async function write(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expectOnce(page, text);
  await expect(thread(page).getByText('Sending…')).toHaveCount(0, { timeout: LIVE_MS });
}

test('a shopper asks about an order with a picture; staff answer live in the console; nothing is lost offline', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(240_000);
  const staff = await staffOnSupport(browser);

  // The shopper places an order and asks about it from its detail page.
  const name = uniqueName('Chatty');
  await registerShopper(page, name);
  await openProduct(page, 'wireless');
  await placeOrder(page, english);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await page.goto('/#/pages/history/purchase');
  await page.locator('main a[href*="/pages/history/detail"]').first().click();
  await page.getByRole('link', { name: 'Ask about this order' }).click();
  await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
  await expect(page.getByText(/^About order /)).toBeVisible();
  const question = 'Where is my order? <b>now</b> <img src=x onerror="alert(1)">';
  await write(page, question);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach a picture' }).click();
  await (await chooser).setFiles(PICTURE);
  await expect(thread(page).getByRole('img', { name: 'Picture' })).toHaveCount(1);
  await expect(thread(page).getByText('Sending…')).toHaveCount(0);
  await expectAccessible(page);
  // Back to the list, where answers show with their unread count.
  await page.getByRole('button', { name: 'Back to conversations' }).click();

  // Staff see the conversation arrive without a reload, with the order, the text as typed and the picture.
  const entry = staff.getByRole('button', { name: new RegExp(`^${name} Buyer`) });
  await expect(entry).toBeVisible({ timeout: LIVE_MS });
  await entry.click();
  await expect(staff.getByText(/^About order /)).toBeVisible();
  await expectOnce(staff, question);
  await expect(thread(staff).locator('b')).toHaveCount(0);
  const picture = thread(staff).getByRole('img', { name: 'Picture' });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(staff);
  await write(staff, 'It left our warehouse this morning.');

  // The shopper sees the answer and the unread count without a reload, then reads it.
  await expect(page.locator('header').getByText('Unread messages: 1')).toBeAttached({ timeout: LIVE_MS });
  await page.getByRole('button', { name: /Customer service/ }).click();
  await expectOnce(page, 'It left our warehouse this morning.');
  await expect(page.locator('header').getByText(/Unread messages/)).toHaveCount(0);

  // Offline, two more answers go out; back online the shopper has exactly those two, once each, in order.
  await context.setOffline(true);
  await write(staff, 'The carrier is Royal Mail.');
  await write(staff, 'It should arrive on Tuesday.');
  await page.waitForTimeout(1_000);
  await context.setOffline(false);
  await expectOnce(page, 'It should arrive on Tuesday.', LIVE_MS);
  await expectOnce(page, 'The carrier is Royal Mail.');
  const texts = await thread(page).getByRole('listitem').allInnerTexts();
  const answers = texts.filter((text) => /Royal Mail|Tuesday|warehouse/.test(text));
  expect(answers.map((text) => /warehouse|Royal Mail|Tuesday/.exec(text)![0])).toEqual([
    'warehouse',
    'Royal Mail',
    'Tuesday',
  ]);
  await staff.context().close();
});

test('a shopper writes to a shop and its seller answers from the seller app', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const name = uniqueName('Asker');
  await registerShopper(page, name);
  await page.goto(`/#/pages/shop/detail?id=${DEMO_SELLER_SHOP}`);
  await page.getByRole('link', { name: 'Chat with the shop' }).click();
  await write(page, 'Do you ship to Norway?');

  // The seller answers from their desk.
  const sellerContext = await browser.newContext({
    baseURL: SELLER_ORIGIN,
    viewport: { width: 1366, height: 900 },
  });
  const seller = await sellerContext.newPage();
  await seller.goto('/');
  await seller.getByLabel('Email address').fill('seller@mall.example');
  await seller.getByLabel('Password').fill('seller123');
  await seller.getByRole('button', { name: 'Sign in' }).click();
  await seller
    .getByRole('navigation', { name: 'Seller panel' })
    .getByRole('link', { name: /Messages/ })
    .click();
  await seller.getByRole('button', { name: new RegExp(`^${name} Buyer`) }).click();
  await expectOnce(seller, 'Do you ship to Norway?');
  await expectAccessible(seller);
  await write(seller, 'Yes, in five working days.');

  await expectOnce(page, 'Yes, in five working days.', LIVE_MS);
  await expectAccessible(page);
  await sellerContext.close();
});
