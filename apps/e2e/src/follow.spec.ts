import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { ops } from './ops';
import { registerShopper } from './shopper';

/** The demo seller's shop: the first of the demo catalogue. */
const DEMO_SELLER_SHOP = 1;
const PICTURE = join(__dirname, '../fixtures/shop-picture.png');

/** The demo seller adds a product through the API, as the seller app does; answers its id. */
async function sellerAddsProduct(request: APIRequestContext, name: string): Promise<number> {
  const login = await request.post('/api/customer/login/account', {
    form: { email: 'seller@mall.example', password: 'seller123' },
  });
  const token = (await login.json()).data['access-token'] as string;
  const headers = { 'access-token': token };
  const upload = await request.post('/api/upload', {
    headers,
    multipart: {
      purpose: 'product_image',
      file: { name: 'teapot.png', mimeType: 'image/png', buffer: readFileSync(PICTURE) },
    },
  });
  const uploaded = await upload.json();
  expect(uploaded.code).toBe(200);
  const body = new URLSearchParams({
    name_en: name,
    short_description_en: 'Thrown by hand',
    description_en: 'A stoneware teapot thrown by hand.',
    price_minor: '4200',
    stock: '5',
    category_id: '1',
    image_file_ids: String(uploaded.data.id),
  });
  const added = await request.post('/api/seller/products', {
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    data: body.toString(),
  });
  const product = await added.json();
  expect(product.code).toBe(200);
  return product.data.id as number;
}

test.use({ viewport: { width: 390, height: 844 } });

test('a shopper follows a shop from its page, finds it in "Shops I follow", and hears of its new product', async ({
  page,
  request,
}) => {
  await registerShopper(page, 'Faye');

  // Follow from the shop's page: the button turns to Following and the count goes up by one.
  await page.goto(`/#/pages/shop/detail?id=${DEMO_SELLER_SHOP}`);
  const shopName = (await (await request.get(`/api/shop/${DEMO_SELLER_SHOP}/1`)).json()).data.shop
    .name as string;
  await expect(page.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
  const followers = page.getByText(/^Followers: /);
  const before = Number((await followers.textContent())!.replace(/\D/g, ''));
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await expect(followers).toHaveText(`Followers: ${(before + 1).toLocaleString('en')}`);
  // Notices of its new products, by the bell.
  await page.getByRole('button', { name: `Notify me when ${shopName} adds a product` }).click();
  await expect(page.getByRole('button', { name: `Stop notices from ${shopName}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(page);

  // The dashboard lists it under "Shops I follow".
  await page.goto('/#/pages/mine/dashboard');
  const followed = page.getByRole('region', { name: 'Shops I follow' });
  await expect(followed.getByRole('link', { name: shopName })).toBeVisible();

  // The seller adds a product and staff approve it: the notice arrives on the open dashboard, live.
  const productName = `Follow teapot ${Date.now()}`;
  const productId = await sellerAddsProduct(request, productName);
  expect(ops('decide-product', '--id', String(productId), '--approve', '--message', 'Looks good')).toContain(
    `product ${productId} on_sale`,
  );
  const notices = page.getByRole('region', { name: 'Notices' });
  await expect(notices.getByText(`New from ${shopName}`).first()).toBeVisible();

  // The feed shows it as a new product.
  await followed.getByRole('link', { name: 'New from shops I follow' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Following' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: productName });
  await expect(entry.getByText('New product')).toBeVisible();
  await expectAccessible(page);
});
