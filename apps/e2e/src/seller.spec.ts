import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { ops } from './ops';
import { SHOPPER_PASSWORD, english, openProduct, placeOrder, registerShopper } from './shopper';

const SANDBOX_APPROVED_CARD = '4242 4242 4242 4242';
/** A small real PNG: the server decodes every upload. */
const PICTURE = join(__dirname, '../fixtures/shop-picture.png');

/** Valid, nobody's addresses for the demo wallets' networks, and a routing number with a right ABA check digit. */
const PAYOUT = {
  addresses: {
    'USDT address (TRC20)': 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
    'ETH address (ERC20)': '0x52908400098527886E0F7030069857D2E4169EE7',
    'BTC address (Bitcoin)': 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  },
  'Bank name': 'First Kiln Bank',
  'Account holder': 'Erin Buyer',
  'Account number': '000123456789',
  'Routing number': '011000015',
};

/** The id (first column) of the line of an `npm run ops` queue that mentions `text`, as an operator picks it. */
function queueId(listing: string, text: string): string {
  const line = listing.split('\n').find((row) => row.includes(text));
  if (!line) throw new Error(`No line mentions "${text}" in:\n${listing}`);
  return line.split('\t')[0]!;
}

/** The figure shown for `label` in a card of facts (`<dt>` and `<dd>` pairs). */
const figure = (card: Locator, label: string) =>
  card
    .locator('dl > div')
    .filter({ has: card.page().getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

async function fillPaymentSettings(page: Page, currentPassword: string): Promise<void> {
  for (const [label, address] of Object.entries(PAYOUT.addresses)) await page.getByLabel(label).fill(address);
  for (const label of ['Bank name', 'Account holder', 'Account number', 'Routing number'] as const)
    await page.getByLabel(label).fill(PAYOUT[label]);
  await page.getByLabel('Current password').fill(currentPassword);
  await page.getByRole('button', { name: 'Save payment settings' }).click();
}

test('a shopper becomes a seller, sells a product and ships it', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const shopName = `Kiln Corner ${stamp}`;
  const productName = `Zephyrine teapot ${stamp}`;

  // 1. A new shopper applies from the dashboard.
  await registerShopper(page, 'Erin');
  await page.goto('/#/pages/mine/dashboard');
  await page.getByRole('link', { name: 'Become a seller' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Become a seller' })).toBeVisible();
  await page.getByLabel(/Shop name/).fill(shopName);
  await page.getByLabel(/Why do you want to sell/).fill('I throw stoneware teapots.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(
    page.getByText(`Your application for ${shopName} is under review.`, { exact: false }),
  ).toBeVisible();

  // 2. Staff refuse it with a message.
  const refusal = 'Tell us where the teapots are made.';
  const refusedId = queueId(ops('seller-applications'), shopName);
  expect(ops('decide-seller-application', '--id', refusedId, '--refuse', '--message', refusal)).toContain(
    `seller application ${refusedId} refused`,
  );

  // 3. The shopper sees why, and applies again with the answers filled in; staff accept.
  await page.reload();
  const refused = page.getByRole('alert');
  await expect(refused).toContainText('Your application was not accepted.');
  await expect(refused).toContainText(refusal);
  await expect(page.getByLabel(/Shop name/)).toHaveValue(shopName);
  await expect(page.getByLabel(/Why do you want to sell/)).toHaveValue('I throw stoneware teapots.');
  await expectAccessible(page);
  await page.getByLabel(/Why do you want to sell/).fill('I throw stoneware teapots in Bath.');
  await page.getByRole('button', { name: 'Apply again' }).click();
  await expect(
    page.getByText(`Your application for ${shopName} is under review.`, { exact: false }),
  ).toBeVisible();
  const acceptedId = queueId(ops('seller-applications'), shopName);
  expect(acceptedId).not.toBe(refusedId);
  expect(ops('decide-seller-application', '--id', acceptedId, '--accept', '--message', 'Welcome')).toContain(
    `seller application ${acceptedId} accepted`,
  );

  // 4. The seller registers the shop with both sides of an identity document; staff approve it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Register your shop' })).toBeVisible();
  await expect(page.getByLabel(/Shop name/)).toHaveValue(shopName);
  await page.getByLabel(/Contact person/).fill('Erin Buyer');
  await page.getByLabel(/Contact phone/).fill('+44 20 7946 0000');
  await page.getByLabel('Identity document, front').setInputFiles(PICTURE);
  await page.getByLabel('Identity document, back').setInputFiles(PICTURE);
  await page.getByLabel(/Street and number/).fill('12 Pulteney Bridge');
  await page.getByLabel(/City/).fill('Bath');
  await page.getByLabel(/State or province/).fill('Somerset');
  await page.getByLabel(/Country/).fill('United Kingdom');
  await page.getByLabel(/About your shop/).fill('Stoneware teapots, thrown by hand.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send registration' }).click();
  await expect(page.getByText(`The registration of ${shopName} is under review.`)).toBeVisible();
  const registrationId = queueId(ops('shop-registrations'), shopName);
  expect(
    ops('decide-shop-registration', '--id', registrationId, '--approve', '--message', 'Documents checked'),
  ).toMatch(new RegExp(`shop registration ${registrationId} approved: shop \\d+ created`));
  await page.reload();
  await expect(page.getByText(`${shopName} is open. Manage it in the seller panel.`)).toBeVisible();

  // 5. The dashboard's seller link opens the seller app signed in, through a one-time hand-over ticket.
  await page.goto('/#/pages/mine/dashboard');
  const handOver = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).searchParams.has('ticket'),
  );
  await page.getByRole('button', { name: 'Open the seller panel' }).click();
  const handOverUrl = (await handOver).url();
  expect(new URL(handOverUrl).hostname).toBe('seller.localhost');
  const panel = page.getByRole('navigation', { name: 'Seller panel' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(shopName);
  expect(new URL(page.url()).searchParams.has('ticket')).toBe(false);

  // The same link, used once already, signs nobody in.
  const stranger = await browser.newContext();
  const reused = await stranger.newPage();
  await reused.goto(handOverUrl);
  await expect(
    reused.getByText('That sign-in link has expired or was already used.', { exact: false }),
  ).toBeVisible();
  await expect(reused.getByRole('heading', { level: 1, name: 'Sign in to the seller panel' })).toBeVisible();
  await expect(reused.getByRole('navigation', { name: 'Seller panel' })).toHaveCount(0);
  await expectAccessible(reused);
  await stranger.close();

  // The sales of a shop that sold nothing yet.
  const thisMonth = page.getByRole('region', { name: /^This month/ });
  await expect(figure(thisMonth, 'Orders')).toHaveText('0');
  await expect(page.getByText('No sales this month yet.')).toBeVisible();

  // 6. Payment settings: a wrong current password saves nothing; the right one saves and dates the change.
  await panel.getByRole('link', { name: 'Payment settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeVisible();
  await expect(page.getByText('Not set yet.')).toBeVisible();
  await fillPaymentSettings(page, 'not-my-password');
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Not set yet.')).toBeVisible();
  await expect(page.getByLabel('Bank name')).toHaveValue('');

  await fillPaymentSettings(page, SHOPPER_PASSWORD);
  await expect(page.getByText(/^Last changed /)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Last changed /)).toBeVisible();
  await expect(page.getByLabel('Bank name')).toHaveValue(PAYOUT['Bank name']);
  await expect(page.getByLabel('USDT address (TRC20)')).toHaveValue(PAYOUT.addresses['USDT address (TRC20)']);
  await expect(page.getByLabel('Routing number')).toHaveValue(PAYOUT['Routing number']);
  // The account number is never shown again, only its last digits.
  await expect(page.getByText(/^Saved as \S*6789\. Leave empty to keep it\.$/)).toBeVisible();
  await expectAccessible(page);

  // 7. The seller adds a product through the form; it waits in review until staff approve it.
  await panel.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a product' }).click();
  // The product form, not the list's filters above it (they have a Stock and a Category of their own).
  const productForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Send for review' }) });
  const newProduct = productForm.getByRole('group', { name: 'English' });
  await newProduct.getByLabel(/^Name/).fill(productName);
  await newProduct.getByLabel(/^Short description/).fill('A hand-thrown stoneware teapot.');
  await newProduct.getByLabel(/^Description/).fill('Thrown, glazed and fired in our own kiln. Holds 800 ml.');
  await productForm.getByLabel(/^Price/).fill('24.50');
  await productForm.getByLabel(/^Stock/).fill('12');
  await productForm.getByLabel(/^Category/).selectOption({ label: 'Kitchen' });
  await productForm.getByLabel('Choose pictures').setInputFiles(PICTURE);
  await expect(page.getByRole('list', { name: 'Pictures' })).toContainText('shop-picture.png');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(
    page.getByText(`“${productName}” was sent to staff review. It goes on sale once approved.`),
  ).toBeVisible();
  const inReview = page.getByRole('listitem').filter({ hasText: productName });
  await expect(inReview).toContainText('In review');
  await expect(inReview).toContainText('In stock: 12');
  await expect(inReview).toContainText('$24.50');
  const productId = queueId(ops('products-pending'), productName);
  expect(ops('decide-product', '--id', productId, '--approve', '--message', 'Looks good')).toContain(
    `product ${productId} on_sale`,
  );
  await page.reload();
  await expect(inReview).toContainText('On sale');

  // 8. Another shopper buys it and pays with the sandbox card.
  const buyerContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const buyer = await buyerContext.newPage();
  await registerShopper(buyer, 'Bea');
  await openProduct(buyer, productName);
  await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(productName);
  await placeOrder(buyer, english);
  await expect(buyer.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await buyer.getByRole('radio', { name: /Bank card/ }).check();
  await buyer.getByLabel('Card number').fill(SANDBOX_APPROVED_CARD);
  await buyer.getByLabel('Expiry month').fill('12');
  await buyer.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 3));
  await buyer.getByLabel('Security code (CVC)').fill('123');
  await buyer.getByLabel('Name on the card').fill('BEA BUYER');
  const payButton = buyer.getByRole('button', { name: /^Pay .* by card$/ });
  const paid = (await payButton.textContent())!.replace('Pay', '').replace('by card', '').trim();
  expect(paid).toMatch(/^\$\d+\.\d\d$/);
  await payButton.click();
  await buyer
    .getByRole('dialog')
    .getByRole('button', { name: `Pay ${paid} by card` })
    .click();
  await expect(buyer.getByRole('heading', { name: 'Thank you: your order is placed' })).toBeVisible();
  await expect(buyer.getByRole('main').getByRole('status')).toHaveText('Payment received.');
  const viewOrder = buyer.getByRole('link', { name: /^View order / });
  const orderSn = (await viewOrder.textContent())!.replace('View order', '').trim();
  await buyerContext.close();

  // 9. The seller's sales moved; the order waits, paid, and is shipped with its logistics number.
  await panel.getByRole('link', { name: 'Sales' }).click();
  await page.reload();
  await expect(figure(thisMonth, 'Orders')).toHaveText('1');
  await expect(figure(thisMonth, 'Items sold')).toHaveText('1');
  await expect(figure(thisMonth, 'Revenue')).toHaveText(paid);
  await expect(page.getByText('No sales this month yet.')).toHaveCount(0);
  await expectAccessible(page);

  await panel.getByRole('link', { name: 'Orders' }).click();
  const listed = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Order ${orderSn}` }) });
  await expect(listed).toContainText('Paid');
  await expect(listed).toContainText('To ship');
  await expect(listed).toContainText(paid);
  await expectAccessible(page);
  await listed.getByRole('link', { name: `Order ${orderSn}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderSn}` })).toBeVisible();
  await page.getByLabel(/Logistics number/).fill('LP00123456789GB');
  await page.getByLabel(/Carrier/).fill('Royal Mail');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ship the order' }).click();
  const delivery = page.getByRole('region', { name: 'Shipped' });
  await expect(figure(delivery, 'Logistics number')).toHaveText('LP00123456789GB');
  await expect(figure(delivery, 'Carrier')).toHaveText('Royal Mail');
  await page.getByRole('link', { name: 'All orders' }).click();
  await page.getByRole('tab', { name: 'Shipped' }).click();
  await expect(page.getByRole('link', { name: `Order ${orderSn}` })).toBeVisible();
});
