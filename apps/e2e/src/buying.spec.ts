import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { type CheckoutWords, english, openProduct, placeOrder, registerShopper } from './shopper';

// A phone, where the buying pages are used most; each journey starts from a fresh shopper with an empty address book.
test.use({ viewport: { width: 390, height: 844 } });

const SANDBOX_APPROVED_CARD = '4242 4242 4242 4242';
/** The sandbox provider's decline test number (libs/server/payments, SANDBOX_DECLINED_CARD). */
const SANDBOX_DECLINED_CARD = '4000 0000 0000 0002';

const chinese: CheckoutWords = {
  addToCart: '加入购物车',
  cart: '购物车',
  cartTitle: '我的购物车',
  checkout: '去结算',
  newAddress: '新地址',
  address: {
    name: '收货人',
    email: '邮箱',
    telephone: '电话',
    street: '街道和门牌号',
    postcode: '邮政编码',
    city: '城市',
    state: '州或省',
    country: '国家或地区',
  },
  saveAddress: '保存地址',
  continueToDelivery: '继续选择配送',
  placeOrder: '提交订单',
};

test('an English shopper buys a product and pays cash on delivery', async ({ page }) => {
  await registerShopper(page, 'Erin');
  await openProduct(page, 'wireless');
  await expectAccessible(page);
  await placeOrder(page, english);

  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place order — pay on delivery' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Place the order?' });
  await expect(confirmation).toContainText('You pay $');
  await confirmation.getByRole('button', { name: 'Place order', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Thank you: your order is placed' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You will pay on delivery.');
  // Placing empties the checkout's cart lines: nothing on the way may complain that they are gone.
  await expect(page.getByText('No data found.')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Purchase history' }).click();

  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('link', { name: /^Order \d+$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
  await expect(page.locator('main').getByText('To be shipped').first()).toBeVisible();
  await expect(page.locator('main').getByText('Cash on delivery').first()).toBeVisible();
  await expectAccessible(page);
});

test('a Chinese shopper buys a product and pays with the sandbox card', async ({ page }) => {
  await registerShopper(page, 'Lin');
  // On a phone the language is chosen in the sheet behind the header's settings button.
  await page.getByRole('button', { name: 'Language and currency' }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Language' }).selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
  await openProduct(page, '茶');
  await placeOrder(page, chinese);

  await expect(page.getByRole('heading', { name: '支付', exact: true })).toBeVisible();
  await page.getByRole('radio', { name: /银行卡/ }).check();
  await page.getByLabel('卡号').fill(SANDBOX_APPROVED_CARD);
  await page.getByLabel('有效期月份').fill('12');
  await page.getByLabel('有效期年份').fill(String(new Date().getFullYear() + 3));
  await page.getByLabel('安全码（CVC）').fill('123');
  await page.getByLabel('持卡人姓名').fill('LIN BUYER');
  await expectAccessible(page);
  await page.getByRole('button', { name: /^用银行卡支付 / }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^用银行卡支付 / })
    .click();

  await expect(page.getByRole('heading', { name: '谢谢！您的订单已提交' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('已收到付款。');
  await page.getByRole('link', { name: /^查看订单 / }).click();
  await expect(page.getByRole('heading', { name: '订单详情' })).toBeVisible();
  await expect(page.locator('main').getByText('待发货').first()).toBeVisible();
  await expect(page.locator('main').getByText('尾号 4242 的银行卡')).toBeVisible();
  await expectAccessible(page);
});

test('a shopper cancels an unpaid order with a reason', async ({ page }) => {
  await registerShopper(page, 'Cass');
  await openProduct(page, 'wireless');
  await placeOrder(page, english);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();

  await page.goto('/#/pages/history/purchase');
  await page
    .getByRole('link', { name: /^Order \d+$/ })
    .first()
    .click();
  await expect(page.locator('main').getByText('Pending payment').first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Cancel this order?' })).toBeVisible();
  await dialog.getByLabel('Reason (optional)').fill('Ordered the wrong colour');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();

  await expect(page.getByText('Your order was cancelled.')).toBeVisible();
  await expect(page.locator('main').getByText('Cancelled').first()).toBeVisible();
  const progress = page.getByRole('list', { name: 'Order progress' });
  await expect(progress.locator('[aria-current="step"]')).toContainText('Cancelled by you');
  await expect(progress).toContainText('Reason: Ordered the wrong colour');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a new shopper cannot pick a wallet short of the total and sees a declined card refused in view', async ({
  page,
}) => {
  // A newly registered shopper's wallet holds nothing: any order is more than it has.
  await registerShopper(page, 'Dora');
  await openProduct(page, 'wireless');
  await placeOrder(page, english);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();

  const wallet = page.getByRole('radio', { name: /^Wallet balance/ });
  await expect(wallet).toBeDisabled();
  const orders = page.getByRole('region', { name: 'Orders to pay' });
  const total = await orders
    .locator('p')
    .filter({ hasText: 'Total to pay' })
    .locator('strong')
    .last()
    .innerText();
  expect(total).toMatch(/^\$\d[\d,]*\.\d\d$/);
  await expect(wallet).toHaveAccessibleDescription(`Your wallet has $0.00; this payment needs ${total}.`);
  await expect(page.getByRole('link', { name: 'Top up your wallet' })).toHaveAttribute(
    'href',
    /\/pages\/mine\/wallet/,
  );

  await page.getByRole('radio', { name: /^Bank card/ }).check();
  await page.getByLabel('Card number').fill(SANDBOX_DECLINED_CARD);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 3));
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on the card').fill('DORA BUYER');
  await page.getByRole('button', { name: `Pay ${total} by card` }).click();
  await page
    .getByRole('dialog', { name: 'Pay by card?' })
    .getByRole('button', { name: `Pay ${total} by card` })
    .click();

  // The refusal is announced (an alert), brought into the phone's view and focused, not left above the fold.
  const declined = page.getByRole('alert').filter({ hasText: 'The card was declined.' });
  await expect(declined).toBeInViewport();
  await expect(declined).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeAttached();
  await expectAccessible(page);
});
