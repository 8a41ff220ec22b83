// Checks (not a test of the suite: it needs the production build and Chromium) that the launch shell paints the
// category and search pages' first pictures exactly where the app then shows them, and that the app's own skeleton
// keeps its grid there too: at 320, 390 and 1366 px, in English, Thai and Japanese. It holds the app's entry back
// while it measures the shell, and the page's API answer while it measures the skeleton; it saves a screenshot of
// each stage to tmp/launch-geometry/ (with the CPU slowed down, as a phone's), to be looked at.
// Run with `node tools/bench/launch-geometry.mjs` after `npx nx run shop:build`.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startDemoShop } from './demo-shop.mjs';

const root = resolve(import.meta.dirname, '../..');
const shots = join(root, 'tmp/launch-geometry');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const widths = [320, 390, 1366];
const languages = ['en', 'th', 'jp'];
/** How far two boxes may differ, in CSS pixels (sub-pixel rounding). */
const TOLERANCE = 0.5;

const boxesOf = (page, selector) =>
  page.$$eval(selector, (elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );

const differ = (a, b) =>
  !b || ['x', 'y', 'width', 'height'].some((key) => Math.abs(a[key] - b[key]) > TOLERANCE);

/** The app's grid pictures, in order: the cards of the page's (first) product grid. */
const APP_PICTURES = 'main ul:has(> li > article) > li > article img';
const SKELETON_PICTURES = 'main [role="progressbar"] ul > li > div > :first-child';

async function openPage(browser, url, width, language, hold) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 900 },
    deviceScaleFactor: 1,
  });
  await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release;
  const released = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(hold, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  return { context, page, release };
}

async function checkShell(browser, url, name, width, language) {
  const { context, page, release } = await openPage(browser, url, width, language, '**/assets/index-*.js');
  try {
    await page.waitForFunction(() => {
      const images = [...document.querySelectorAll('#launch-shell-main img')];
      return images.length > 0 && images.every((image) => image.complete);
    });
    const shell = await boxesOf(page, '#launch-shell-main img');
    await page.screenshot({ path: join(shots, `${name}-${width}-${language}-shell.png`) });
    release();
    await page.waitForFunction(() => !document.getElementById('launch-shell'));
    await page.waitForFunction(
      ([selector, count]) => {
        const images = [...document.querySelectorAll(selector)].slice(0, count);
        return images.length === count && images.every((image) => image.complete);
      },
      [APP_PICTURES, shell.length],
    );
    const app = (await boxesOf(page, APP_PICTURES)).slice(0, shell.length);
    await page.screenshot({ path: join(shots, `${name}-${width}-${language}-app.png`) });
    const wrong = shell.filter((box, index) => differ(box, app[index]));
    return { shell, app, wrong };
  } finally {
    await context.close();
  }
}

async function checkSkeleton(browser, url, apiPath, name, width, language) {
  const { context, page, release } = await openPage(browser, url, width, language, apiPath);
  try {
    await page.waitForSelector(SKELETON_PICTURES, { timeout: 15_000 });
    // The first row: the next rows' places depend on the cards' text, which the skeleton cannot know.
    const skeleton = (await boxesOf(page, SKELETON_PICTURES)).filter(
      (box, _index, [first]) => box.y === first.y,
    );
    await page.screenshot({ path: join(shots, `${name}-${width}-${language}-skeleton.png`) });
    release();
    await page.waitForSelector(APP_PICTURES);
    const app = (await boxesOf(page, APP_PICTURES)).slice(0, skeleton.length);
    const wrong = skeleton.filter((box, index) => differ(box, app[index]));
    return { skeleton, app, wrong };
  } finally {
    await context.close();
  }
}

mkdirSync(shots, { recursive: true });
const shop = await startDemoShop();
const origin = `http://127.0.0.1:${shop.port}`;
let failures = 0;
try {
  const api = async (path) => (await (await fetch(`${origin}/api${path}`)).json()).data;
  const [top] = (await api('/customer/index/series-categorys')).list;
  const [product] = (await api('/customer/product/get_new?limit=1')).list;
  const keyword = product.name.text.split(/\s+/)[0];
  const pages = [
    {
      name: 'category-parent',
      route: `/pages/category/detail?id=${top.id}`,
      api: `**/api/category/${top.id}/**`,
    },
    {
      name: 'category-leaf',
      route: `/pages/category/detail?id=${top.children[0].id}`,
      api: `**/api/category/${top.children[0].id}/**`,
    },
    {
      name: 'search',
      route: `/pages/search/search?keyword=${encodeURIComponent(keyword)}`,
      api: `**/api/search/**`,
    },
  ];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    // `node tools/bench/launch-geometry.mjs search` checks the search page only.
    const only = process.argv.slice(2);
    for (const { name, route, api: apiPath } of pages.filter(
      (page) => only.length === 0 || only.includes(page.name),
    ))
      for (const width of widths)
        for (const language of languages) {
          const url = `${origin}/#${route}`;
          const shell = await checkShell(browser, url, name, width, language);
          const skeleton = await checkSkeleton(browser, url, apiPath, name, width, language);
          const ok = shell.wrong.length === 0 && skeleton.wrong.length === 0;
          if (!ok) failures += 1;
          console.log(
            `${ok ? 'ok  ' : 'FAIL'} ${name} ${width}px ${language}: shell ${shell.shell.length} pictures` +
              ` (first at ${shell.shell[0].x},${shell.shell[0].y} ${shell.shell[0].width}×${shell.shell[0].height}),` +
              ` app first at ${shell.app[0]?.x},${shell.app[0]?.y}; skeleton first at` +
              ` ${skeleton.skeleton[0]?.x},${skeleton.skeleton[0]?.y}` +
              (ok
                ? ''
                : `\n  shell ${JSON.stringify(shell.shell)}\n  app ${JSON.stringify(shell.app)}` +
                  `\n  skeleton ${JSON.stringify(skeleton.skeleton)}\n  app ${JSON.stringify(skeleton.app)}`),
          );
        }
  } finally {
    await browser.close();
  }
} finally {
  shop.stop();
}
console.log(failures === 0 ? 'All boxes match.' : `${failures} case(s) differ.`);
process.exitCode = failures === 0 ? 0 : 1;
