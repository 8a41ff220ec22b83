import { resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { e2eServerEnv } from '../playwright.config';
import { expectAccessible } from './axe';
import { ops } from './ops';
import { english, openProduct, placeOrder, registerShopper, SHOPPER_PASSWORD } from './shopper';

// A phone, in English: the wallet is a page shoppers open from their account on the go.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const PROOF_IMAGE = resolve(__dirname, '../fixtures/transfer-proof.png');
/** The platform's USDT receiving address this run's API was started with. */
const USDT_ADDRESS = /USDT=([^,]+)/.exec(e2eServerEnv.RECHARGE_ADDRESSES)![1]!;
/** A valid BTC bech32 address (nobody's). */
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** What the shopper declares, in the form's unit (US dollars), and what staff find actually arrived. */
const DECLARED = '150';
const RECEIVED_MINOR = 14_950;
const WITHDRAWN_MINOR = 5_000;

/** How the storefront writes a USD amount in English, e.g. 14950 → "$149.50". */
const usd = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);

async function openWalletFromDashboard(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Me', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await page.getByRole('link', { name: 'Open my wallet' }).click();
  await expect(page).toHaveURL(/#\/pages\/mine\/wallet/);
  await expect(page.getByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible();
}

/** One figure of a balance card (the wallet's or the dashboard's): "Available", "Frozen" or "Awaiting review". */
const balanceFigure = (card: Locator, label: string): Locator =>
  card
    .locator('dl > div')
    .filter({ has: card.page().locator('dt', { hasText: label }) })
    .locator('dd');

/** The id `npm run ops -- recharges-pending` prints first on the line of the top-up with this transaction id. */
function pendingTopUpId(transactionId: string): string {
  const line = ops('recharges-pending')
    .split('\n')
    .find((row) => row.includes(`transaction ${JSON.stringify(transactionId)}`));
  expect(line, `no pending top-up with transaction ${transactionId}`).toBeDefined();
  return line!.split('\t')[0]!;
}

test('a shopper tops up with a proof, pays an order from the wallet and recalls a withdrawal', async ({
  page,
}) => {
  // Two `npm run ops` runs and a whole checkout on top of the wallet itself.
  test.slow();
  await registerShopper(page, 'Wanda');
  await openWalletFromDashboard(page);
  const balance = page.getByRole('region', { name: 'Balance', exact: true });
  await expect(balanceFigure(balance, 'Available')).toHaveText(usd(0));
  await expectAccessible(page);

  // 1. The offline top-up: currency, address and QR code, the declared amount, transaction id and proof.
  const topUp = page.getByRole('region', { name: 'Top up' });
  await topUp.getByRole('radio', { name: 'USDT' }).check();
  await expect(topUp.getByText(USDT_ADDRESS, { exact: true })).toBeVisible();
  await expect(topUp.getByRole('img', { name: 'QR code of the receiving address' })).toBeVisible();
  await topUp.getByLabel('Amount sent (USD)').fill(DECLARED);
  const transactionId = `E2E-USDT-${Date.now()}`;
  await topUp.getByLabel('Transaction id').fill(transactionId);
  const chooser = page.waitForEvent('filechooser');
  await topUp.getByText('Proof of payment', { exact: true }).click();
  await (await chooser).setFiles(PROOF_IMAGE);
  const preview = topUp.getByRole('listitem').filter({ hasText: 'transfer-proof.png' });
  await expect(preview.getByRole('button', { name: 'Remove transfer-proof.png' })).toBeVisible();
  await expect
    .poll(() => preview.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expectAccessible(page);
  await topUp.getByRole('button', { name: 'Submit top-up' }).click();
  await expect(page.getByText('Top-up submitted for review')).toBeVisible();

  const records = page.getByRole('region', { name: 'Top-up records' });
  // A fresh shopper: this top-up is the only record.
  const record = records.getByRole('listitem');
  await expect(record).toHaveCount(1);
  await expect(record).toContainText('Pending');
  await expect(record).toContainText(`Declared ${usd(15_000)}`);
  await expect(balanceFigure(balance, 'Awaiting review')).toHaveText(usd(15_000));
  await expect(balanceFigure(balance, 'Available')).toHaveText(usd(0));

  // 2. Staff approve what actually arrived, which is not quite what was declared.
  const id = pendingTopUpId(transactionId);
  expect(
    ops(
      'review-recharge',
      '--id',
      id,
      '--approve',
      '--amount',
      String(RECEIVED_MINOR),
      '--message',
      'Received',
    ),
  ).toContain(`top-up ${id} approved: ${usd(RECEIVED_MINOR)} credited`);

  // 3. The received amount is what the shopper has, and a notice says so.
  await page.reload();
  await expect(balanceFigure(balance, 'Available')).toHaveText(usd(RECEIVED_MINOR));
  await expect(balanceFigure(balance, 'Awaiting review')).toHaveText(usd(0));
  await expect(record).toContainText('Completed');
  await expect(record).toContainText(`Credited ${usd(RECEIVED_MINOR)}`);
  await expect(record).toContainText('Reviewer: Received');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Me', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  // The submission and the decision each left a notice; neither is read yet.
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByText('2', { exact: true })).toBeVisible();
  await expect(overview.getByText('Unread notices: 2')).toBeAttached();
  const notices = page.getByRole('region', { name: 'Notices' });
  const approved = notices.getByRole('article').filter({ hasText: 'Top-up approved' });
  await expect(approved).toContainText('Account recharge application');
  await expect(approved).toContainText('Succeeded');
  await approved.getByRole('button', { name: 'Top-up approved' }).click();
  await expect(approved.getByText('Received', { exact: true })).toBeVisible();
  await expect(overview.getByText('Unread notices: 1')).toBeAttached();
  const dashboardBalance = page.getByRole('region', { name: 'Wallet balance' });
  await expect(balanceFigure(dashboardBalance, 'Available')).toHaveText(usd(RECEIVED_MINOR));

  // 4. An order paid from the wallet: oolong tea costs well under what was credited.
  await openProduct(page, 'oolong');
  await placeOrder(page, english);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  const wallet = page.getByRole('radio', { name: /Wallet balance/ });
  await wallet.check();
  await expect(page.getByText(`Available: ${usd(RECEIVED_MINOR)}`)).toBeVisible();
  const pay = page.getByRole('button', { name: /^Pay \$.* from wallet$/ });
  const paidMinor = Math.round(Number((await pay.innerText()).replace(/[^\d.]/g, '')) * 100);
  expect(paidMinor).toBeGreaterThan(0);
  expect(paidMinor).toBeLessThan(RECEIVED_MINOR - WITHDRAWN_MINOR);
  await pay.click();
  await page
    .getByRole('dialog', { name: 'Pay from your wallet?' })
    .getByRole('button', { name: /^Pay \$.* from wallet$/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Thank you: your order is placed' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Payment received.');

  const afterPayment = RECEIVED_MINOR - paidMinor;
  await openWalletFromDashboard(page);
  await expect(balanceFigure(balance, 'Available')).toHaveText(usd(afterPayment));
  const details = page.getByRole('region', { name: 'Transaction details' });
  const topUpEntry = details.getByRole('listitem').filter({ hasText: /^Top-up ·/ });
  await expect(topUpEntry).toContainText(`Income +${usd(RECEIVED_MINOR)}`);
  await expect(topUpEntry).toContainText(`Balance ${usd(RECEIVED_MINOR)}`);
  const paymentEntry = details.getByRole('listitem').filter({ hasText: /^Payment ·/ });
  await expect(paymentEntry).toContainText(`Expense −${usd(paidMinor)}`);
  await expect(paymentEntry).toContainText(`Balance ${usd(afterPayment)}`);
  await expectAccessible(page);

  // 5. A withdrawal, confirmed with the password, freezes the amount until the shopper recalls it.
  const withdraw = page.getByRole('region', { name: 'Withdraw', exact: true });
  await withdraw.getByRole('combobox', { name: 'Currency' }).selectOption('BTC');
  await withdraw.getByLabel('Receiving address').fill(BTC_ADDRESS);
  await withdraw.getByLabel('Amount (USD)').fill(String(WITHDRAWN_MINOR / 100));
  await withdraw.getByLabel('Account password').fill(SHOPPER_PASSWORD);
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Withdraw ${usd(WITHDRAWN_MINOR)}?` });
  await expect(confirm).toContainText(BTC_ADDRESS);
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Withdrawal requested')).toBeVisible();
  await expect(balanceFigure(balance, 'Available')).toHaveText(usd(afterPayment - WITHDRAWN_MINOR));
  await expect(balanceFigure(balance, 'Frozen')).toHaveText(usd(WITHDRAWN_MINOR));

  const withdrawal = page
    .getByRole('region', { name: 'Withdrawals' })
    .getByRole('listitem')
    .filter({ hasText: 'BTC' });
  await expect(withdrawal).toContainText('Pending');
  await expectAccessible(page);
  await withdrawal.getByRole('button', { name: 'Recall' }).click();
  const recall = page.getByRole('dialog', { name: 'Recall this withdrawal?' });
  await expect(recall).toContainText(`${usd(WITHDRAWN_MINOR)} returns to your available balance.`);
  await recall.getByRole('button', { name: 'Recall' }).click();
  await expect(page.getByText('Withdrawal recalled')).toBeVisible();
  await expect(withdrawal).toContainText('Recalled');
  await expect(balanceFigure(balance, 'Available')).toHaveText(usd(afterPayment));
  await expect(balanceFigure(balance, 'Frozen')).toHaveText(usd(0));
  await expect(details.getByRole('listitem').filter({ hasText: /^Returned ·/ })).toContainText(
    `Balance ${usd(afterPayment)}`,
  );
  // The withdrawal's entry names its long address: it wraps rather than scrolling the page sideways.
  await expect(details.getByText(BTC_ADDRESS)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
