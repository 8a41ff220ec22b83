import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { registerShopper } from './shopper';

test.use({ viewport: { width: 390, height: 844 } });

/** A Thai street line of 500 characters: it must wrap, never widen the page. */
const THAI_STREET = 'ถนนสุขุมวิท ซอย 11 แขวงคลองเตยเหนือ เขตวัฒนา '.repeat(12).slice(0, 500);

/** Lets through only the app's own origin: maps, places and outlines must all come from the app. */
async function blockTheInternet(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  const own = new URL(test.info().project.use.baseURL ?? 'http://localhost').origin;
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === own)
      return route.continue();
    blocked.push(url);
    return route.abort('internetdisconnected');
  });
  return blocked;
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

async function openAddressBook(page: Page) {
  await page.goto('/#/pages/mine/dashboard');
  await page.getByRole('link', { name: 'Address book' }).click();
  await expect(page.getByRole('heading', { name: 'Address book', level: 1 })).toBeVisible();
}

test('a shopper adds an address by choosing the place on the map, with no internet', async ({ page }) => {
  const blocked = await blockTheInternet(page);
  await registerShopper(page, 'Mali');
  await openAddressBook(page);
  await page.getByRole('button', { name: 'Add an address' }).click();
  await page.getByLabel('Recipient').fill('มะลิ ใจดี');
  await page.getByLabel('Email').fill('mali@example.com');
  await page.getByLabel('Telephone').fill('+66 2 123 4567');
  await page.getByLabel('Street and number').fill(THAI_STREET);
  await page.getByRole('button', { name: 'Choose on the map' }).click();

  // The chooser: find the city, then move the pin with the keyboard on the offline map.
  await expect(page.getByRole('heading', { name: 'Choose a place' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search for a city' }).fill('Bangkok');
  await page.getByRole('button', { name: /^Bangkok\s*Thailand/ }).click();
  const map = page.getByRole('region', { name: 'Map' });
  await expect(map.locator('path.leaflet-interactive, .leaflet-overlay-pane path').first()).toBeAttached();
  expect(await map.locator('.leaflet-overlay-pane path').count()).toBeGreaterThan(0);
  const pin = page.getByRole('button', { name: 'Pin: move it with the arrow keys' });
  const before = await page.getByText(/^Latitude /).textContent();
  await pin.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/^Latitude /)).not.toHaveText(before ?? '');
  await expect(page.getByText('Bangkok, Thailand')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Use this place' }).click();

  // Back on the form: what was typed is kept; the city, country and position come from the map.
  await expect(page.getByRole('heading', { name: 'New address' })).toBeVisible();
  await expect(page.getByLabel('Street and number')).toHaveValue(THAI_STREET);
  await expect(page.getByLabel('City')).toHaveValue('Bangkok');
  await expect(page.getByLabel('Country or region')).toHaveValue('TH');
  await expect(page.getByText(/^On the map at 13\.\d+, 100\.\d+$/)).toBeVisible();
  // The state is typed until the country's states have arrived, then chosen from them.
  await page.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Bangkok' });
  await page.getByLabel('Postcode').fill('10110');
  await page.getByRole('button', { name: 'Save address' }).click();

  const saved = page.getByRole('listitem').filter({ hasText: 'มะลิ ใจดี' });
  await expect(saved).toContainText('Default');
  await expect(saved).toContainText('Thailand');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // Its place opens on the map, with a link for the device's maps.
  await saved.getByRole('link', { name: 'View on the map' }).click();
  await expect(page.getByRole('link', { name: 'Open in my maps app' })).toHaveAttribute(
    'href',
    /^geo:13\.\d+,100\.\d+/,
  );
  await expectNoSidewaysScroll(page);
  expect(blocked).toEqual([]);
});

test('a shopper edits an address and deletes it after confirming', async ({ page }) => {
  await registerShopper(page, 'Wen');
  await openAddressBook(page);
  await page.getByRole('button', { name: 'Add an address' }).click();
  await page.getByLabel('Recipient').fill('王文');
  await page.getByLabel('Email').fill('wen@example.com');
  await page.getByLabel('Telephone').fill('+852 2123 4567');
  await page.getByLabel('Country or region').selectOption('HK');
  await page.getByLabel('Street and number').fill('中環皇后大道中99號中環中心');
  await page.getByLabel('City').fill('香港');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '王文' })).toContainText('Hong Kong');

  await page.getByRole('button', { name: 'Edit the address of 王文' }).click();
  await expect(page.getByRole('heading', { name: 'Edit address' })).toBeVisible();
  await page.getByLabel('Street and number').fill('九龍尖沙咀彌敦道100號');
  await page.getByRole('button', { name: 'Save address' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: '王文' });
  await expect(entry).toContainText('九龍尖沙咀彌敦道100號');
  await expect(entry).not.toContainText('中環');

  await page.getByRole('button', { name: 'Delete the address of 王文' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toContainText('九龍尖沙咀彌敦道100號');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No addresses yet' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No addresses yet' })).toBeVisible();
});
