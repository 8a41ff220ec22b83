import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';

// The server runs as `npm start` does, on a fresh embedded database seeded with the demo catalogue.

test('home → category → product', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Mall' }).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/#\/pages\/category\/category/);
  await expectAccessible(page);
  await page.locator('main a[href*="/pages/category/detail"]').first().click();
  await expect(page).toHaveURL(/#\/pages\/category\/detail\?id=\d+/);
  const product = page.locator('main a[href*="/pages/prouduct/detail"]').first();
  await expect(product).toBeVisible();
  await expectAccessible(page);
  await product.click();
  await expect(page).toHaveURL(/#\/pages\/prouduct\/detail\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main').getByText('$', { exact: false }).first()).toBeVisible();
  await expectAccessible(page);
});

test('search with and without results', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('search');
  await search.getByRole('combobox', { name: 'Search' }).fill('wireless');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/#\/pages\/search\/search\?keyword=wireless/);
  await expect(page.locator('main a[href*="/pages/prouduct/detail"]').first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/#/pages/search/search?keyword=zzqqxxnothing');
  await expect(page.locator('main a[href*="/pages/prouduct/detail"]')).toHaveCount(0);
  await expectAccessible(page);
});

test('a Chinese shopper finds tea with one character, and a two-character word', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
  for (const keyword of ['茶', '绿茶']) {
    await page.goto(`/#/pages/search/search?keyword=${encodeURIComponent(keyword)}`);
    // Some products have no Chinese name and show the English one; the others show the word.
    await expect(
      page.locator('main a[href*="/pages/prouduct/detail"]', { hasText: keyword }).first(),
    ).toBeVisible();
  }
  await expectAccessible(page);
});

test('language and currency switch, and survive a reload', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(
    page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Categorías' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('combobox', { name: 'Moneda' }).selectOption('JPY');
  await expect(page.locator('main').getByText('¥').first()).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Categorías' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Moneda' })).toHaveValue('JPY');
  await expect(page.locator('main').getByText('¥').first()).toBeVisible();
  await expectAccessible(page);
});

test('register, log out, log in', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto('/#/pages/users/register');
  await page.getByLabel('First name').fill('Erin');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('engine42');
  await page.getByLabel('Confirm password').fill('engine42');
  await page.getByLabel('I have read and agree to the terms and conditions').check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('link', { name: 'Erin' })).toBeVisible();

  await page.getByRole('link', { name: 'Erin' }).click();
  await expect(page).toHaveURL(/#\/pages\/mine\/dashboard/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('engine42');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'Erin' })).toBeVisible();
});

test('a visitor is sent to login from a protected route and returned after signing in', async ({ page }) => {
  await page.goto('/#/pages/mine/dashboard');
  await expect(page).toHaveURL(/#\/pages\/users\/login\?redirect=/);
  await expect(page.getByText('You are not logged in. Please log in.')).toBeVisible();
  await page.getByLabel('Email address').fill('shopper@mall.example');
  await page.getByLabel('Password').fill('shopper123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/mine\/dashboard/);
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
});

test('an unknown route lands on the 404 page', async ({ page }) => {
  await page.goto('/#/pages/does/not-exist');
  await expect(page).toHaveURL(/#\/pages\/users\/404/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
});
