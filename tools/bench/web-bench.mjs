// Storefront benchmark (not a test): the initial JavaScript of the production build, all the JavaScript the home
// page fetches until the network is idle, and Lighthouse mobile for the home, a category, a product and a search
// page, and — signed in as the demo shopper, whose cart and unpaid order the bench makes in its own database — the
// cart, the delivery choice, the payment and the order's page, and the seller app's sales page signed in as the
// demo seller; each beside its static floor: the same page rendered by the real app in Chromium, every script and
// module preload removed, served as static HTML in the same run on the same machine and browser. Run with
// `npm run bench:web` (builds the shop and the seller app first); BENCH_RUNS=3 runs Lighthouse three times a page
// and prints each figure's median (and the blocking time's range), BENCH_PAGES=home,cart measures only those
// pages (BENCH_PAGES=none: the sizes alone), BENCH_REPORTS=folder keeps each Lighthouse report and trace,
// BENCH_LIST=1 lists home's scripts until the network is idle, file by file.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { constants as zlib, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { apiCall, startDemoShop } from './demo-shop.mjs';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist/apps/shop');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_RUNS ?? 1);
const onlyPages = process.env.BENCH_PAGES?.split(',');
// Each Lighthouse report kept whole, to read where a page's blocking time goes.
const reportsFolder = process.env.BENCH_REPORTS;
const goals = { score: 97, tbtMs: 150, lcpRatio: 1.25, cls: 0, initialJsKb: 155, homeJsKb: 170 };
const shopper = { email: 'shopper@mall.example', password: 'shopper123' };
const seller = { email: 'seller@mall.example', password: 'seller123' };
const gzip9Kb = (buffer) => gzipSync(buffer, { level: zlib.Z_BEST_COMPRESSION }).length / 1024;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** A Vite build's manifest, and the JS files an entry of it loads before it runs (transitively). */
function viteBuild(folder) {
  const manifest = JSON.parse(readFileSync(join(folder, '.vite/manifest.json'), 'utf8'));
  const staticClosure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) staticClosure(next, seen);
    return seen;
  };
  const files = (keys) => [...new Set([...keys].map((key) => manifest[key].file))];
  const gzipKb = (file) => gzipSync(readFileSync(join(folder, file))).length / 1024;
  const entryFiles = files(staticClosure(Object.keys(manifest).find((key) => manifest[key].isEntry)));
  return { manifest, staticClosure, files, gzipKb, entryFiles };
}

function bundleSizes() {
  const { manifest, staticClosure, files, gzipKb, entryFiles } = viteBuild(dist);
  const seller = viteBuild(join(root, 'dist/apps/seller-profile'));
  // What the first script starts for the app: the entry and its imports, and the chunks every first screen needs
  // (the frame, the kit), as the page names them.
  const firstFiles = readFileSync(join(dist, 'index.html'), 'utf8').match(/data-first-files="([^"]+)"/)[1];
  const { app } = JSON.parse(firstFiles.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
  const appFiles = [app.entry, ...app.scripts].map((file) => file.replace(/^\.\//, ''));

  const featureKey = (name) => Object.keys(manifest).find((key) => key.includes(`libs/${name}/src/index.ts`));
  const routeFiles = (name) =>
    files(staticClosure(featureKey(name))).filter((file) => !entryFiles.includes(file));
  const sum = (list) => Number(list.reduce((total, file) => total + gzipKb(file), 0).toFixed(1));
  const css = Object.values(manifest).flatMap((entry) => entry.css ?? []);
  return {
    initialJs: sum(entryFiles),
    table: [
      { what: 'initial JS (entry and its imports)', 'KB gzip': sum(entryFiles) },
      { what: 'the app as its first script starts it (with the frame and kit)', 'KB gzip': sum(appFiles) },
      { what: 'catalogue chunk', 'KB gzip': sum(routeFiles('feature-catalogue')) },
      { what: 'account chunk (forms: Formik, Yup)', 'KB gzip': sum(routeFiles('feature-account')) },
      { what: 'content chunk', 'KB gzip': sum(routeFiles('feature-content')) },
      { what: 'CSS (all)', 'KB gzip': sum([...new Set(css)]) },
      {
        what: 'seller app: initial JS (entry and its imports)',
        'KB gzip': Number(
          seller.entryFiles.reduce((total, file) => total + seller.gzipKb(file), 0).toFixed(1),
        ),
      },
    ],
  };
}

/**
 * One origin for the app and its floors, so both load the same pictures and stylesheets the same way: `/?floor=x`
 * answers floor x, everything else goes to the shop with its Host header kept (media URLs name this origin).
 */
async function startFrontServer(shopPort) {
  const floors = new Map();
  const server = createServer((request, response) => {
    const floor = new URL(request.url, 'http://front').searchParams.get('floor');
    if (floor && floors.has(floor)) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(floors.get(floor));
      return;
    }
    const upstream = httpRequest(
      {
        port: shopPort,
        host: '127.0.0.1',
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  return { origin: `http://127.0.0.1:${server.address().port}`, floors, close: () => server.close() };
}

/** Lighthouse's phone, for Playwright: the floors and the home page's script count are taken on it. */
const lighthousePhone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** A signed-in app's live stream: a request that stays open for as long as the page does. */
const isLiveStream = (request) => new URL(request.url()).pathname.endsWith('/stream');

/**
 * Opens `url` and waits until no request but the live stream has been in flight for half a second (Playwright's
 * `networkidle` would wait for the stream to end, which it never does).
 */
async function openUntilIdle(page, url) {
  const inFlight = new Set();
  let lastChange = Date.now();
  const track = (change) => (request) => {
    if (isLiveStream(request)) return;
    change(request);
    lastChange = Date.now();
  };
  page.on(
    'request',
    track((request) => inFlight.add(request)),
  );
  page.on(
    'requestfinished',
    track((request) => inFlight.delete(request)),
  );
  page.on(
    'requestfailed',
    track((request) => inFlight.delete(request)),
  );
  await page.goto(url, { waitUntil: 'load' });
  const started = Date.now();
  while (inFlight.size > 0 || Date.now() - lastChange < 500) {
    if (Date.now() - started > 30_000) throw new Error(`${url}: the network did not settle in 30 s`);
    await page.waitForTimeout(100);
  }
}

/** The page as the app rendered it on Lighthouse's phone, without a script or module preload left. */
async function renderFloor(browser, url, storage) {
  const context = await browser.newContext(lighthousePhone);
  if (storage) await context.addInitScript((entries) => Object.assign(localStorage, entries), storage);
  const page = await context.newPage();
  await openUntilIdle(page, url);
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.loading === 'lazy' || image.complete),
  );
  const html = await page.evaluate(() => {
    for (const element of document.querySelectorAll('script, link[rel="modulepreload"]')) element.remove();
    return `<!doctype html>${document.documentElement.outerHTML}`;
  });
  await context.close();
  return html;
}

/**
 * Every JavaScript file a page fetches from its opening until the network is idle (no request for 500 ms), each
 * gzipped at level 9 as an outside measure counts them: not only the entry and its imports, but the chunks and
 * texts the first script and the page ask for after it.
 */
async function scriptsUntilIdle(browser, url) {
  const context = await browser.newContext(lighthousePhone);
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.endsWith('.js') && response.request().resourceType() !== 'script') return;
    try {
      scripts.set(path, gzip9Kb(await response.body()));
    } catch {
      // A response without a body (a redirect): nothing to count.
    }
  });
  await openUntilIdle(page, url);
  await context.close();
  const kb = [...scripts.values()].reduce((total, size) => total + size, 0);
  return { files: scripts.size, kb: Number(kb.toFixed(1)), list: [...scripts].sort((a, b) => b[1] - a[1]) };
}

async function lighthouseRun(port, url, signedIn) {
  const { lhr, artifacts } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // A signed-in page keeps the session its run was given (the HTTP cache is cleared before each run instead).
    disableStorageReset: signedIn,
  });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (reportsFolder) {
    mkdirSync(reportsFolder, { recursive: true });
    const name = `${new URL(url).pathname.replaceAll(/[^\w]+/g, '-')}-${Date.now()}.json`;
    writeFileSync(join(reportsFolder, name), JSON.stringify(lhr));
    // The trace of the load, unthrottled as Lighthouse records it: `main-thread.mjs --trace` reads it.
    if (artifacts?.Trace)
      writeFileSync(join(reportsFolder, `trace-${name}`), JSON.stringify(artifacts.Trace));
  }
  const metric = (id) => lhr.audits[id]?.numericValue;
  // The element Chromium took as the largest paint, to compare the app's with its floor's.
  const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    lcpElement: lcpNode ? `${lcpNode.selector} ${lcpNode.snippet}` : 'none',
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/** A run again when Lighthouse lost its trace (NO_NAVSTART and the like happen on a busy machine). */
async function lighthouseRunWithRetry(port, url, signedIn, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(port, url, signedIn);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${error.message}: running it again`);
    }
  }
}

/**
 * Lighthouse's Chromium as a signed-in visitor of `origin` would open it: the session in the origin's storage and
 * an empty HTTP cache, as Lighthouse's own reset leaves an anonymous page.
 */
async function prepareSignedIn(port, origin, storage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/?floor=none`);
    await page.evaluate((entries) => Object.assign(localStorage, entries), storage);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Each figure's median over the runs (one run when BENCH_RUNS is 1), and the blocking time's range: a run's
 * blocking time moves by hundreds of milliseconds from one run to the next. The largest paint's element is the
 * median-LCP run's.
 */
async function measure(port, url, session) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    if (session) await prepareSignedIn(port, new URL(url).origin, session);
    results.push(await lighthouseRunWithRetry(port, url, Boolean(session)));
  }
  const median = (key) =>
    results.map((result) => result[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  const tbts = results.map((result) => result.tbt);
  return {
    lcpElement: results.find((result) => result.lcp === median('lcp')).lcpElement,
    score: median('score'),
    lcp: median('lcp'),
    tbt: median('tbt'),
    tbtRange: `${Math.round(Math.min(...tbts))}–${Math.round(Math.max(...tbts))}`,
    cls: median('cls'),
  };
}

/** The session a signed-in app starts from (what it stores after signing in). */
const sessionOf = (token) => ({ 'access-token': token, 'logged-in': '1' });

/**
 * The demo shopper with something to check out: two lines in the cart (the delivery page reviews them), and an
 * unpaid order of a third product (the payment page pays it, the order's page shows it).
 */
async function prepareShopper(origin, productIds) {
  const { 'access-token': token } = await apiCall(origin, '/customer/login/account', { body: shopper });
  for (const productId of productIds)
    await apiCall(origin, '/customer/cart/add', { token, body: { product_id: productId, quantity: 1 } });
  const lineIds = async () =>
    (await apiCall(origin, '/customer/cart/list', { token })).shops.flatMap((shop) =>
      shop.lines.map((line) => line.line_id),
    );
  const [address] = (await apiCall(origin, '/checkout/onepage/getaddresslist', { token, body: {} })).list;
  const [ordered, ...inCart] = await lineIds();
  const placed = await apiCall(origin, '/checkout/onepage/place-order', {
    token,
    body: { address_id: address.id, delivery_code: 'standard', line_ids: [ordered] },
  });
  const orderId = placed.orders[0]?.order_id;
  if (!orderId) throw new Error(`place-order answered no order id: ${JSON.stringify(placed)}`);
  return { session: sessionOf(token), orderId, lines: inCart };
}

const sizes = bundleSizes();
const loadAtStart = load();
const shop = await startDemoShop();
const front = await startFrontServer(shop.port);
const rows = [];
const lcpElements = [];
let homeScripts;
try {
  const api = async (path) => (await (await fetch(`${front.origin}/api${path}`)).json()).data;
  const categoryId = (await api('/customer/index/series-categorys')).list[0].children[0].id;
  const newest = (await api('/customer/product/get_new?limit=4')).list;
  const [product] = newest;
  const keyword = product.name.text.split(/\s+/)[0];
  const buyer = await prepareShopper(
    front.origin,
    newest.slice(1, 4).map((item) => item.id),
  );
  const { 'access-token': sellerToken } = await apiCall(front.origin, '/customer/login/account', {
    body: seller,
  });
  const sellerOrigin = front.origin.replace('127.0.0.1', 'seller.localhost');
  /** Each page: its origin, its route, and the session it is opened with (none: a visitor). */
  const allPages = {
    home: { route: '/pages/home/home' },
    category: { route: `/pages/category/detail?id=${categoryId}` },
    product: { route: `/pages/prouduct/detail?id=${product.id}` },
    search: { route: `/pages/search/search?keyword=${encodeURIComponent(keyword)}` },
    cart: { route: '/pages/cart/cart', session: buyer.session },
    delivery: { route: `/pages/cart/delivery?lines=${buyer.lines.join(',')}`, session: buyer.session },
    pay: { route: `/pages/cart/pay?orders=${buyer.orderId}`, session: buyer.session },
    order: { route: `/pages/history/detail?id=${buyer.orderId}`, session: buyer.session },
    'seller: sales': { origin: sellerOrigin, route: '/sales', session: sessionOf(sellerToken) },
  };
  const pages = Object.entries(allPages)
    .filter(([name]) => !onlyPages || onlyPages.includes(name))
    .map(([name, page]) => ({ name, origin: front.origin, ...page }));

  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    homeScripts = await scriptsUntilIdle(browser, `${front.origin}/#/pages/home/home`);
    for (const { name, origin, route, session } of pages)
      front.floors.set(name, await renderFloor(browser, `${origin}/#${route}`, session));
  } finally {
    await browser.close();
  }

  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    userDataDir: mkdtempSync(join(tmpdir(), 'mall-lh-profile-')),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (const { name, origin, route, session } of pages) {
      const app = await measure(chrome.port, `${origin}/#${route}`, session);
      const floor = await measure(chrome.port, `${origin}/?floor=${encodeURIComponent(name)}`, session);
      rows.push({
        page: name,
        score: app.score,
        'floor score': floor.score,
        'LCP s': Number((app.lcp / 1000).toFixed(2)),
        'floor LCP s': Number((floor.lcp / 1000).toFixed(2)),
        'LCP ÷ floor': Number((app.lcp / floor.lcp).toFixed(2)),
        'TBT ms': Math.round(app.tbt),
        ...(runs > 1 && { 'TBT range': app.tbtRange }),
        CLS: Number(app.cls.toFixed(3)),
      });
      lcpElements.push({ page: name, app: app.lcpElement, floor: floor.lcpElement });
    }
  } finally {
    await chrome.kill();
  }
} finally {
  front.close();
  shop.stop();
}

console.log(
  `\nMall storefront benchmark — production build, Lighthouse 12 mobile (simulated throttling), Debian Chromium, ${runs} run(s) per page; load average (1, 5, 15 min) ${loadAtStart} at the start, ${load()} at the end.\n`,
);
sizes.table.push({
  what: `home: all JS fetched until the network is idle (${homeScripts.files} files, each gzip -9)`,
  'KB gzip': homeScripts.kb,
});
console.table(sizes.table);
if (process.env.BENCH_LIST)
  console.table(Object.fromEntries(homeScripts.list.map(([file, kb]) => [file, kb.toFixed(1)])));
console.table(rows);
const met = (row) =>
  row.score >= goals.score &&
  row['TBT ms'] <= goals.tbtMs &&
  row['LCP ÷ floor'] <= goals.lcpRatio &&
  row.CLS <= goals.cls;
console.log(
  `Goals: performance ≥ ${goals.score}, TBT ≤ ${goals.tbtMs} ms, LCP ≤ ${goals.lcpRatio}× floor, CLS ${goals.cls}; ` +
    `initial JS ≤ ${goals.initialJsKb} KB gzip (now ${sizes.initialJs}, ${sizes.initialJs <= goals.initialJsKb ? 'met' : 'NOT met'}); ` +
    `home's JS until the network is idle ≤ ${goals.homeJsKb} KB gzip -9 (now ${homeScripts.kb}, ${homeScripts.kb <= goals.homeJsKb ? 'met' : 'NOT met'}).\n` +
    `Pages meeting them: ${
      rows
        .filter(met)
        .map((row) => row.page)
        .join(', ') || 'none'
    }; not: ${
      rows
        .filter((row) => !met(row))
        .map((row) => row.page)
        .join(', ') || 'none'
    }.`,
);
mkdirSync(join(root, 'tmp'), { recursive: true });
writeFileSync(
  join(root, 'tmp/bench-web.json'),
  JSON.stringify(
    { load: { start: loadAtStart, end: load() }, sizes: sizes.table, homeScripts, pages: rows, lcpElements },
    null,
    2,
  ),
);
