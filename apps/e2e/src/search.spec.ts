import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';

// Search that finds, on a phone: the app bar's one box suggests as the shopper types, the word being typed is
// a prefix ("ke" finds kettles), and a misspelt keyword is searched corrected ("kettel" → kettle).

const PHONE = { width: 390, height: 844 };

test('search suggests and finds "ke" and "kettel" at phone width', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.click();
  await box.pressSequentially('ke', { delay: 50 });
  // Suggestions arrive after the pause, in groups; the arrows move through them with focus kept in the box.
  const kettle = page.getByRole('option', { name: /kettle/i }).first();
  await expect(kettle).toBeVisible();
  await expect(kettle).toBeInViewport();
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await expectAccessible(page);
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  await box.press('Enter');
  await expect(page).toHaveURL(/#\/pages\/search\/search\?keyword=ke$/);
  await expect(
    page.locator('main a[href*="/pages/prouduct/detail"]', { hasText: /kettle/i }).first(),
  ).toBeVisible();
  // One search box on the search page: the app bar's, holding the keyword.
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(1);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(box).toHaveValue('ke');

  await box.fill('kettel');
  await box.press('Enter');
  await expect(page).toHaveURL(/keyword=kettel$/);
  await expect(page.getByText('Showing results for “kettle”: nothing matched “kettel”.')).toBeVisible();
  await expect(
    page.locator('main a[href*="/pages/prouduct/detail"]', { hasText: /kettle/i }).first(),
  ).toBeVisible();

  // The filters: a price range and a minimum rating, kept in the address.
  const filters = page.getByRole('button', { name: 'Filters' });
  if ((await filters.getAttribute('aria-expanded')) === 'false') await filters.click();
  await page.getByRole('textbox', { name: 'Lowest' }).fill('5');
  await page.getByRole('combobox', { name: 'Rating' }).selectOption({ label: '4 ★ and up' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/price_min=500/);
  await expect(page).toHaveURL(/rating=4/);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expectAccessible(page);

  // The searches made are offered again while the box is empty.
  await box.fill('');
  await box.click();
  await expect(
    page.getByRole('group', { name: 'Recent searches' }).getByRole('option', { name: 'kettel' }),
  ).toBeVisible();
});
