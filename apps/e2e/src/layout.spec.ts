import { expect, test, type Locator, type Page } from '@playwright/test';

// How the storefront sits on a phone and on a desktop: columns, sideways scroll, scroll positions, the cart
// entry, and no missing asset.

const PHONE = { width: 390, height: 844 };
const productLinks = (scope: Page | Locator) => scope.locator('a[href*="/pages/prouduct/detail"]');

test('home shows two product columns at phone width', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const cards = page.locator('main article');
  await expect(cards.nth(1)).toBeVisible();
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first && second).toBeTruthy();
  // Side by side: the same row, the second to the right of the first, both within the screen.
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(1);
  expect(second!.x).toBeGreaterThanOrEqual(first!.x + first!.width);
  expect(second!.x + second!.width).toBeLessThanOrEqual(PHONE.width);
});

test('a 50-letter first name does not scroll the dashboard sideways at 320 px', async ({ page }) => {
  const firstname = 'Abcdefghijklmnopqrstuvwxyz'.repeat(2).slice(0, 50);
  const registered = await page.request.post('/api/customer/register/account', {
    form: {
      firstname,
      lastname: 'Longname',
      email: `long-${Date.now()}@example.com`,
      password: 'engine42',
      confirm_password: 'engine42',
      agree_terms: 'true',
    },
  });
  const token = ((await registered.json()) as { data: { 'access-token': string } }).data['access-token'];
  await page.addInitScript((value) => {
    localStorage.setItem('access-token', value);
    localStorage.setItem('logged-in', '1');
  }, token);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/#/pages/mine/dashboard');
  await expect(page.getByRole('main').getByText(firstname, { exact: false })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const logout = page.getByRole('button', { name: 'Log out' });
  await logout.scrollIntoViewIfNeeded();
  const box = await logout.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  expect(box!.height).toBeGreaterThanOrEqual(44);
});

test('a new page opens at the top and Back returns to where the shopper was', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  // The last list's last product: the lists below the first screen render after it, yet Back finds them in place.
  const far = productLinks(page.getByRole('region', { name: 'Recommended for you' })).last();
  await far.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(PHONE.height);

  await far.click();
  await expect(page).toHaveURL(/#\/pages\/prouduct\/detail\?id=\d+/);
  // The address changes at once; the page on screen changes when the product page's code has arrived.
  await expect(page.getByRole('region', { name: 'Price, quantity and buying' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).not.toHaveURL(/prouduct/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 2);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 2);
});

test('the cart entry is in the header on a desktop and in the tab bar on a phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: /Cart/ })).toBeVisible();

  await page.setViewportSize(PHONE);
  const tabs = page.getByRole('navigation', { name: 'Main' });
  await expect(tabs.getByRole('link', { name: /Cart/ })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Me', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /Cart/ })).toBeHidden();
});

test('no asset is missing on any page, the site icon and manifest included', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  const visits = [
    '/',
    '/#/pages/category/category',
    '/#/pages/category/detail?id=1',
    '/#/pages/prouduct/detail?id=1',
    '/#/pages/search/search?keyword=tea',
    '/#/pages/users/login',
  ];
  for (const path of visits) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // The browser fetches icons and the manifest only when it needs them: ask for each one named.
  const linked = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLLinkElement>(
        'link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]',
      ),
    ].map((link) => link.href),
  );
  expect(linked.some((href) => href.endsWith('.webmanifest'))).toBe(true);
  for (const href of linked) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBeLessThan(400);
    if (href.endsWith('.webmanifest')) {
      const manifest = (await response.json()) as { icons: { src: string }[]; display: string };
      expect(manifest.display).toBe('standalone');
      for (const icon of manifest.icons) {
        expect((await page.request.get(new URL(icon.src, href).href)).status(), icon.src).toBeLessThan(400);
      }
    }
  }
  expect(failed).toEqual([]);
});
