import { resolve } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { ops } from './ops';
import { registerShopper } from './shopper';

// The staff console is a desktop tool first: the journeys run at 1366×900.
const DESKTOP = { width: 1366, height: 900 };
test.use({ viewport: DESKTOP });

const PROOF_IMAGE = resolve(__dirname, '../fixtures/transfer-proof.png');
const ID_PICTURE = resolve(__dirname, '../fixtures/shop-picture.png');
/** The console answers on the `staff.` subdomain of the address the shop is served on. */
const STAFF_ORIGIN = `http://staff.localhost:${process.env.E2E_PORT}`;

const usd = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);

/** A reviewer's own browser: the demo staff account signed in to the console. */
async function signInToConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: STAFF_ORIGIN, viewport: DESKTOP });
  const staff = await context.newPage();
  await staff.goto('/');
  await expect(staff.getByRole('heading', { level: 1, name: 'Sign in to the staff console' })).toBeVisible();
  await expectAccessible(staff);
  await staff.getByRole('textbox', { name: 'Staff email' }).fill('staff@mall.example');
  await staff.getByLabel(/Password/).fill('staff1234');
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Offline top-ups' })).toBeVisible();
  return staff;
}

/** The waiting count beside a queue in the console's navigation. */
const queueCount = async (staff: Page, queue: string) => {
  const text = await staff
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: new RegExp(`^${queue}`) })
    .innerText();
  return Number(/(\d+)/.exec(text)?.[1] ?? Number.NaN);
};

/** The unread-notice count on the shopper's account page (none shows no badge). */
const unreadNotices = async (account: Page) => {
  const badge = account.getByRole('definition').filter({ hasText: /Unread notices: \d+/ });
  if ((await badge.count()) === 0) return 0;
  return Number(/Unread notices: (\d+)/.exec(await badge.first().innerText())?.[1]);
};

/** The picture named `name` shows, loaded (a broken private link would have no width). */
async function expectPictureLoaded(page: Page, name: string | RegExp) {
  const picture = page.getByRole('img', { name, exact: true }).first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test('a reviewer sees a top-up arrive live, opens its proof and credits it; the shopper’s balance and notices change live', async ({
  page,
  browser,
}) => {
  test.slow();
  const staff = await signInToConsole(browser);
  await expectAccessible(staff);
  await expect.poll(() => queueCount(staff, 'Top-ups')).not.toBeNaN();
  const before = await queueCount(staff, 'Top-ups');

  // The shopper submits an offline top-up with a proof picture.
  await registerShopper(page, 'Tobias');
  await page.goto('/#/pages/mine/wallet');
  const topUp = page.getByRole('region', { name: 'Top up' });
  await topUp.getByRole('radio', { name: 'USDT' }).check();
  await topUp.getByLabel('Amount sent (USD)').fill('150');
  const transactionId = `E2E-STAFF-${Date.now()}`;
  await topUp.getByLabel('Transaction id').fill(transactionId);
  const chooser = page.waitForEvent('filechooser');
  await topUp.getByText('Proof of payment', { exact: true }).click();
  await (await chooser).setFiles(PROOF_IMAGE);
  await expect(topUp.getByRole('button', { name: 'Remove transfer-proof.png' })).toBeVisible();
  await topUp.getByRole('button', { name: 'Submit top-up' }).click();
  await expect(page.getByText('Top-up submitted for review')).toBeVisible();

  // The console's count goes up and the top-up joins the queue, without a reload (the staff live stream).
  await expect.poll(() => queueCount(staff, 'Top-ups'), { timeout: 15_000 }).toBe(before + 1);

  // The shopper's account page, in a second tab, counts the unread notices (the top-up's "submitted" one).
  const account = await page.context().newPage();
  await account.goto('/#/pages/mine/dashboard');
  await expect(account.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect.poll(() => unreadNotices(account)).toBeGreaterThan(0);
  const noticesBefore = await unreadNotices(account);
  const available = page
    .getByRole('region', { name: 'Balance', exact: true })
    .locator('dl > div')
    .filter({ hasText: 'Available' })
    .locator('dd');
  await expect(available).toHaveText(usd(0));

  // The reviewer finds it in the queue, opens it and sees the proof large.
  const row = staff.getByRole('row').filter({ hasText: transactionId });
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Top-up #\d+ by Tobias/ })).toBeVisible();
  await expectPictureLoaded(staff, /^Proof of the transfer for top-up #\d+$/);
  await expect(staff.getByText(usd(15_000)).first()).toBeVisible();
  await expect(staff.getByText(transactionId, { exact: true })).toBeVisible();
  await expectAccessible(staff);

  // The proof opens full screen and zooms.
  await staff.getByRole('button', { name: /Open full screen: Proof of the transfer/ }).click();
  const viewer = staff.getByRole('dialog');
  await expect(viewer.getByText('Zoom 100 %')).toBeVisible();
  await staff.keyboard.press('+');
  await expect(viewer.getByText('Zoom 150 %')).toBeVisible();
  await expectAccessible(staff);
  await viewer.getByRole('button', { name: 'Close' }).click();

  // Credits what actually arrived, after confirming.
  const amount = staff.getByRole('textbox', { name: 'Amount to credit (USD)' });
  await expect(amount).toHaveValue('150.00');
  await amount.fill('149.50');
  await staff.getByRole('button', { name: 'Credit', exact: true }).click();
  const confirm = staff.getByRole('dialog', { name: /Credit \$149\.50 to Tobias/ });
  await expectAccessible(staff);
  await confirm.getByRole('button', { name: 'Credit', exact: true }).click();
  await expect(staff.getByText('$149.50 credited. The customer has been notified.')).toBeVisible();

  // Without a reload, the shopper's wallet holds the credited amount and the notice badge counts the decision.
  await expect(available).toHaveText(usd(14_950), { timeout: 15_000 });
  await expect.poll(() => unreadNotices(account), { timeout: 15_000 }).toBe(noticesBefore + 1);
  await account.close();

  // The decision is in the audit, which every reviewer can read.
  await staff
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(
    staff
      .getByRole('row')
      .filter({ hasText: usd(14_950) })
      .first(),
  ).toBeVisible();
  await expectAccessible(staff);
  await staff.context().close();
});

test('a reviewer accepts a seller and approves the shop with both sides of the ID document in view', async ({
  page,
  browser,
}) => {
  test.slow();
  const shopName = `Console Pottery ${Date.now()}`;
  await registerShopper(page, 'Iris');
  await page.goto('/#/pages/mine/dashboard');
  await page.getByRole('link', { name: 'Become a seller' }).click();
  await page.getByLabel(/Shop name/).fill(shopName);
  await page.getByLabel(/Why do you want to sell/).fill('I glaze porcelain bowls.');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(
    page.getByText(`Your application for ${shopName} is under review.`, { exact: false }),
  ).toBeVisible();

  // The reviewer accepts the application in the console.
  const staff = await signInToConsole(browser);
  await staff
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: /^Seller applications/ })
    .click();
  await staff.getByRole('row').filter({ hasText: shopName }).getByRole('link').click();
  await expect(
    staff.getByRole('heading', { level: 1, name: /^Seller application #\d+ by Iris/ }),
  ).toBeVisible();
  await expectAccessible(staff);
  await staff.getByRole('textbox', { name: 'Message to the customer' }).fill('Welcome to Mall');
  await staff.getByRole('button', { name: 'Accept', exact: true }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(staff.getByText('Approved. The customer has been notified.')).toBeVisible();

  // The new seller registers the shop with both sides of an identity document.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Register your shop' })).toBeVisible();
  await page.getByLabel(/Contact person/).fill('Iris Buyer');
  await page.getByLabel(/Contact phone/).fill('+44 20 7946 0101');
  await page.getByLabel('Identity document, front').setInputFiles(ID_PICTURE);
  await page.getByLabel('Identity document, back').setInputFiles(ID_PICTURE);
  await page.getByLabel(/Street and number/).fill('3 Royal Crescent');
  await page.getByLabel(/City/).fill('Bath');
  await page.getByLabel(/State or province/).fill('Somerset');
  await page.getByLabel(/Country/).fill('United Kingdom');
  await page.getByLabel(/About your shop/).fill('Porcelain bowls, glazed by hand.');
  await page.getByRole('button', { name: 'Send registration' }).click();
  await expect(page.getByText(`The registration of ${shopName} is under review.`)).toBeVisible();

  // The reviewer sees both ID pictures side by side, with the contact and address, and approves.
  await staff
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: /^Shop registrations/ })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Shop registrations' })).toBeVisible();
  await expectAccessible(staff);
  await staff.getByRole('row').filter({ hasText: shopName }).getByRole('link').click();
  await expect(
    staff.getByRole('heading', { level: 1, name: `Shop registration: ${shopName}` }),
  ).toBeVisible();
  await expectPictureLoaded(staff, 'ID document, front');
  await expectPictureLoaded(staff, 'ID document, back');
  const front = await staff.getByRole('img', { name: 'ID document, front', exact: true }).boundingBox();
  const back = await staff.getByRole('img', { name: 'ID document, back', exact: true }).boundingBox();
  // Side by side: the same row, the back to the right of the front.
  expect(Math.abs(front!.y - back!.y)).toBeLessThan(2);
  expect(back!.x).toBeGreaterThan(front!.x + front!.width - 1);
  await expect(staff.getByText('+44 20 7946 0101')).toBeVisible();
  await expect(staff.getByText(/3 Royal Crescent/)).toBeVisible();
  await expectAccessible(staff);
  await staff.getByRole('button', { name: 'Approve', exact: true }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(staff.getByText('Approved. The customer has been notified.')).toBeVisible();

  await page.reload();
  await expect(page.getByText(`${shopName} is open. Manage it in the seller panel.`)).toBeVisible();

  // The staff accounts page (the demo staff member is an admin) and the keyboard help pass axe too.
  await staff
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Staff', exact: true })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  await expectAccessible(staff);
  await staff.keyboard.press('?');
  await expect(staff.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expectAccessible(staff);
  await staff.context().close();
});

/** Each queue of the console: its navigation link, heading, and a task's heading and pictures when it has one. */
const QUEUES: { nav: string; title: string; task: RegExp; pictures?: RegExp }[] = [
  { nav: 'Top-ups', title: 'Offline top-ups', task: /^Top-up #\d+/, pictures: /^Proof of the transfer/ },
  { nav: 'Withdrawals', title: 'Withdrawals', task: /^Withdrawal #\d+/ },
  { nav: 'Seller applications', title: 'Seller applications', task: /^Seller application #\d+/ },
  {
    nav: 'Shop registrations',
    title: 'Shop registrations',
    task: /^Shop registration: /,
    pictures: /^ID document, (front|back)$/,
  },
  {
    nav: 'Products',
    title: 'Products awaiting approval',
    task: /^Product: /,
    pictures: /^Product picture \d+ of \d+$/,
  },
  {
    nav: 'Returns',
    title: 'Returns',
    task: /^Return #\d+ of order /,
    pictures: /^Return picture \d+ of \d+$/,
  },
  { nav: 'Orders to ship', title: 'Orders to ship', task: /^\d+ · / },
];

test('every queue and the oldest task of each pass axe, with the demo’s pictures loaded; the demo’s order ships', async ({
  browser,
}) => {
  test.slow();
  const staff = await signInToConsole(browser);
  const nav = staff.getByRole('navigation', { name: 'Staff console' });
  for (const queue of QUEUES) {
    await nav.getByRole('link', { name: new RegExp(`^${queue.nav}`) }).click();
    await expect(staff.getByRole('heading', { level: 1, name: queue.title })).toBeVisible();
    await expect(staff.getByText('Loading', { exact: false })).toHaveCount(0);
    await expectAccessible(staff);
    // The demo seeds a task in every queue; the oldest is the demo's.
    await staff.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(staff.getByRole('heading', { level: 1, name: queue.task })).toBeVisible();
    if (queue.pictures) {
      const pictures = staff.getByRole('img', { name: queue.pictures });
      await expect(pictures.first()).toBeVisible();
      for (const picture of await pictures.all())
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
    }
    await expectAccessible(staff);
  }

  // The last queue's task is the demo shopper's cash-on-delivery order, which `npm run ops` lists too: staff ship it.
  const orderSn = /^(\d+) · /.exec(await staff.getByRole('heading', { level: 1 }).innerText())![1]!;
  expect(ops('orders-to-ship')).toContain(`\t${orderSn}\t`);
  // What shipping needs: where it goes, what to pack, and what the carrier collects.
  await expect(staff.getByText(/500 Market Street/)).toBeVisible();
  await expect(staff.getByRole('heading', { level: 2, name: 'Items to pack' })).toBeVisible();
  await expect(staff.getByText(/^\$\d+\.\d\d × 2$/)).toBeVisible();
  await expect(
    staff.getByText(/^Cash on delivery: the carrier collects \$\d+\.\d\d at the door\.$/),
  ).toBeVisible();
  await staff.getByRole('textbox', { name: 'Carrier' }).fill('Swift Express');
  await staff.getByRole('textbox', { name: 'Logistics number' }).fill('SF1400552790');
  await staff.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(
    staff.getByRole('status').filter({ hasText: 'Shipped. The shopper has been notified.' }),
  ).toBeVisible();
  await expectAccessible(staff);
  expect(ops('orders-to-ship')).not.toContain(`\t${orderSn}\t`);
  await staff.context().close();
});
