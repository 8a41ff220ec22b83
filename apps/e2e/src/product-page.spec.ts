import { expect, test } from '@playwright/test';
import { openProduct } from './shopper';

// The product page on a phone: buying needs no scroll, and the pictures follow a finger.

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test('on a phone the buy bar sits above the tab bar on the first screen, and the gallery swipes', async ({
  page,
}) => {
  await openProduct(page, 'kettle');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Price, quantity and both buttons in view without scrolling, none of them under the tab bar.
  const bar = page.getByRole('region', { name: 'Price, quantity and buying' });
  const tabBar = page.getByRole('navigation', { name: 'Main' }).last();
  for (const control of [
    bar.getByRole('button', { name: 'Add to cart' }),
    bar.getByRole('button', { name: 'Buy now' }),
    bar.getByRole('spinbutton', { name: 'Quantity' }),
  ])
    await expect(control).toBeInViewport({ ratio: 1 });
  const [barBox, tabBox] = [await bar.boundingBox(), await tabBar.boundingBox()];
  expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(tabBox!.y + 1);

  // A finger drags the picture leftwards: the next one shows.
  const gallery = page.getByRole('region', { name: 'Product images' });
  await expect(gallery.getByText('1 / 3')).toBeVisible();
  const viewport = await gallery.getByTestId('gallery-viewport').boundingBox();
  const y = viewport!.y + viewport!.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await touch('touchStart', viewport!.x + viewport!.width * 0.8);
  for (let step = 1; step <= 8; step++)
    await touch('touchMove', viewport!.x + viewport!.width * (0.8 - step * 0.08));
  await touch('touchEnd', 0);
  await expect(gallery.getByText('2 / 3')).toBeVisible();
  await expect(gallery.getByRole('img', { name: /picture 2 of 3/ })).toBeInViewport({ ratio: 0.9 });
});
