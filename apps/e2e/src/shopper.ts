import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe';

/** What every fresh shopper of the journeys signs in with. */
export const SHOPPER_PASSWORD = 'engine42';

export async function registerShopper(page: Page, firstName: string): Promise<void> {
  await page.goto('/#/pages/users/register');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Buyer');
  await page.getByLabel('Email address').fill(`e2e-buyer-${Date.now()}-${firstName}@example.com`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByLabel('Confirm password').fill(SHOPPER_PASSWORD);
  await page.getByLabel('I have read and agree to the terms and conditions').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/register/);
}

export async function openProduct(page: Page, keyword: string): Promise<void> {
  await page.goto(`/#/pages/search/search?keyword=${encodeURIComponent(keyword)}`);
  await page.locator('main a[href*="/pages/prouduct/detail"]').first().click();
  await expect(page).toHaveURL(/#\/pages\/prouduct\/detail\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

export interface CheckoutWords {
  addToCart: string;
  cart: string;
  cartTitle: string;
  checkout: string;
  newAddress: string;
  address: Record<
    'name' | 'email' | 'telephone' | 'street' | 'postcode' | 'city' | 'state' | 'country',
    string
  >;
  saveAddress: string;
  continueToDelivery: string;
  placeOrder: string;
}

export const english: CheckoutWords = {
  addToCart: 'Add to cart',
  cart: 'Cart',
  cartTitle: 'My cart',
  checkout: 'Checkout',
  newAddress: 'New address',
  address: {
    name: 'Recipient',
    email: 'Email',
    telephone: 'Telephone',
    street: 'Street and number',
    postcode: 'Postcode',
    city: 'City',
    state: 'State or province',
    country: 'Country or region',
  },
  saveAddress: 'Save address',
  continueToDelivery: 'Continue to delivery',
  placeOrder: 'Place order',
};

/** From an open product page to the payment page: cart from the page chrome, a new address, delivery, order placed. */
export async function placeOrder(page: Page, words: CheckoutWords): Promise<void> {
  await page.getByRole('button', { name: words.addToCart }).click();
  await page.getByRole('link', { name: words.cart }).first().click();
  await expect(page.getByRole('heading', { name: words.cartTitle })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: words.checkout }).click();

  // With an empty address book the new-address form is open already.
  await expect(page.getByRole('region', { name: words.newAddress })).toBeVisible();
  const form = words.address;
  await page.getByLabel(form.name).fill('Erin Buyer');
  await page.getByLabel(form.email).fill('erin@example.com');
  await page.getByLabel(form.telephone).fill('+1 555 0100');
  // The country first: choosing it offers its states (and clears a state chosen before).
  await page.getByLabel(form.country).selectOption('US');
  await page.getByLabel(form.street).fill('1 Market Street');
  await page.getByLabel(form.postcode).fill('94105');
  await page.getByLabel(form.city).fill('San Francisco');
  // The state is typed until the country's states have arrived, then chosen from them.
  await page.getByRole('combobox', { name: form.state }).selectOption({ label: 'California' });
  await expectAccessible(page);
  await page.getByRole('button', { name: words.saveAddress }).click();
  await page.getByRole('button', { name: words.continueToDelivery }).click();

  await expect(page.getByRole('button', { name: words.placeOrder })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: words.placeOrder }).click();
}
