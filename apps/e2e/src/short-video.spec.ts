import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { ops } from './ops';
import { english, openProduct, placeOrder } from './shopper';

test.use({ viewport: { width: 390, height: 844 } });

/** The six-digit code of the newest mail to an address, as an operator reads it from the outbox. */
function mailedCode(address: string): string {
  const code = /code is (\d{6})/.exec(ops('mail-outbox', '--to', address))?.[1];
  if (!code) throw new Error(`no code mailed to ${address}`);
  return code;
}

test('a person signs up with the sandbox short-video provider, buys, adds and verifies an e-mail, and applies as seller', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const name = `Nok ${stamp}`;
  const email = `e2e-tiktok-${stamp}@example.com`;

  // 1. Sign up from the register page: the sandbox's authorize page, a new sandbox user, back signed in.
  await page.goto('/#/pages/users/register');
  await expect(page.getByText(/a local stand-in for TikTok/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue with TikTok' }).click();
  await expect(page.getByRole('heading', { name: 'Continue to Mall' })).toBeVisible();
  await expect(page.getByText(/Sandbox: a local stand-in for TikTok/)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Or create a sandbox user (display name)').fill(name);
  await page.getByRole('button', { name: 'Create and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(`Linked to TikTok as ${name}`)).toBeVisible();

  // 2. Buy something, cash on delivery.
  await openProduct(page, 'wireless');
  await placeOrder(page, english);
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place order — pay on delivery' }).click();
  await page
    .getByRole('dialog', { name: 'Place the order?' })
    .getByRole('button', { name: 'Place order', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Thank you: your order is placed' })).toBeVisible();

  // 3. Applying as a seller asks for an e-mail first.
  await page.goto('/#/pages/mine/dashboard');
  await page.getByRole('link', { name: 'Become a seller' }).click();
  await page.getByLabel(/Shop name/).fill(`Nok's ${stamp}`);
  await page.getByLabel(/Why do you want to sell/).fill('I sell dance shoes.');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Add and verify an e-mail address first.').first()).toBeVisible();

  // 4. Add the e-mail with the code mailed to it, and a password.
  await page.goto('/#/pages/mine/dashboard');
  await page.getByLabel(/^E-mail address/).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a six-digit code to ${email}`, { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^Code/).fill(mailedCode(email));
  await page.getByLabel(/Choose a password/).fill('dancing42');
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
  const emailWay = page.getByRole('region', { name: 'E-mail' });
  await expect(emailWay.getByText(email, { exact: true })).toBeVisible();
  await expect(emailWay.getByRole('button', { name: 'Verify e-mail' })).toHaveCount(0);

  // 5. Now the application goes in.
  await page.getByRole('link', { name: 'Become a seller' }).click();
  await page.getByLabel(/Shop name/).fill(`Nok's ${stamp}`);
  await page.getByLabel(/Why do you want to sell/).fill('I sell dance shoes.');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(
    page.getByText(`Your application for Nok's ${stamp} is under review.`, { exact: false }),
  ).toBeVisible();
});
