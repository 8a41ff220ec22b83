// Storefront benchmark (not a test): bundle sizes from the production build, and Lighthouse mobile scores for
// the home, a category and a product page, beside a static HTML reference page measured in the same run on
// the same machine and browser. Run with `npm run bench:web` (builds the shop and the seller app first).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist/apps/shop');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const gzipKb = (file, folder = dist) => gzipSync(readFileSync(join(folder, file))).length / 1024;
/** Every JS file a manifest entry loads before it runs (itself and its static imports, transitively). */
function staticClosure(key, seen = new Set(), from = manifest) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of from[key]?.imports ?? []) staticClosure(next, seen, from);
  return seen;
}
const files = (keys) => [...new Set([...keys].map((key) => manifest[key].file))];
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = files(staticClosure(entryKey));
const featureKey = (name) => Object.keys(manifest).find((key) => key.includes(`libs/${name}/src/index.ts`));
const routeFiles = (name) =>
  files(staticClosure(featureKey(name))).filter((file) => !entryFiles.includes(file));
const sum = (list) => list.reduce((total, file) => total + gzipKb(file), 0);
/** The seller app's first download (its own build in dist/apps/seller-profile). */
function sellerInitialKb() {
  const sellerDist = join(root, 'dist/apps/seller-profile');
  const sellerManifest = JSON.parse(readFileSync(join(sellerDist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(sellerManifest).find((key) => sellerManifest[key].isEntry);
  const keys = staticClosure(entry, new Set(), sellerManifest);
  return [...keys].reduce((total, key) => total + gzipKb(sellerManifest[key].file, sellerDist), 0);
}

const sizes = [
  { what: 'initial JS (entry and its imports)', 'KB gzip': sum(entryFiles) },
  {
    what: 'home page = initial + catalogue chunk',
    'KB gzip': sum(entryFiles) + sum(routeFiles('feature-catalogue')),
  },
  { what: 'account chunk (forms: Formik, Yup)', 'KB gzip': sum(routeFiles('feature-account')) },
  { what: 'content chunk', 'KB gzip': sum(routeFiles('feature-content')) },
  {
    what: 'CSS (all)',
    'KB gzip': sum(
      Object.values(manifest)
        .flatMap((entry) => entry.css ?? [])
        .filter((f, i, a) => a.indexOf(f) === i),
    ),
  },
  { what: 'seller app: initial JS (entry and its imports)', 'KB gzip': sellerInitialKb() },
].map((row) => ({ ...row, 'KB gzip': Number(row['KB gzip'].toFixed(1)) }));

// The server as `npm start` runs it, on a fresh embedded database.
const port = 18_900 + Math.floor(Math.random() * 90);
const dataDir = mkdtempSync(join(tmpdir(), 'mall-web-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://localhost:${port}`;
for (let waited = 0; ; waited += 250) {
  try {
    if ((await fetch(`${base}/api/health/ready`)).ok) break;
  } catch {
    // Not yet listening.
  }
  if (waited > 180_000) throw new Error('server did not start');
  await new Promise((wait) => setTimeout(wait, 250));
}
const api = async (path) => (await (await fetch(`${base}/api${path}`)).json()).data;
const categoryId = (await api('/customer/index/series-categorys')).list[0].children[0].id;
const products = (await api('/customer/product/get_new?limit=8')).list;

// The reference: the same kind of content as static HTML with the same images, no JavaScript.
const reference = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title><meta name="description" content="Static reference page"><style>body{font-family:system-ui,sans-serif;margin:0}header{background:#0f5fd7;color:#fff;padding:12px 16px}main{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:16px;padding:16px}img{width:100%;height:auto;aspect-ratio:1}</style></head><body><header><h1>Mall</h1></header><main>${products
  .map(
    (product) =>
      `<article><img src="${product.image}" width="600" height="600" alt=""><h2>${product.name.text}</h2><p>$${(product.price_minor / 100).toFixed(2)}</p></article>`,
  )
  .join('')}</main></body></html>`;
const referenceServer = createServer((_request, response) =>
  response.writeHead(200, { 'content-type': 'text/html' }).end(reference),
);
await new Promise((ready) => referenceServer.listen(0, '127.0.0.1', ready));

const pages = [
  { page: 'reference: static HTML', url: `http://127.0.0.1:${referenceServer.address().port}/` },
  { page: 'home', url: `${base}/#/pages/home/home` },
  { page: 'category', url: `${base}/#/pages/category/detail?id=${categoryId}` },
  { page: 'product', url: `${base}/#/pages/prouduct/detail?id=${products[0].id}` },
];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
const scores = [];
try {
  for (const { page, url } of pages) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const metric = (id) => lhr.audits[id]?.numericValue;
    scores.push({
      page,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      'best practices': Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      'LCP s': Number((metric('largest-contentful-paint') / 1000).toFixed(2)),
      'TBT ms': Math.round(metric('total-blocking-time')),
      CLS: Number(metric('cumulative-layout-shift').toFixed(3)),
    });
  }
} finally {
  await chrome.kill();
  referenceServer.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  '\nMall storefront benchmark — production build, Lighthouse 12 mobile (simulated throttling), Debian Chromium.\n',
);
console.table(sizes);
console.table(scores);
console.log(
  'Budgets (issue): home initial JS ≤ 170 KB gzip (aim ≤ 155); Lighthouse performance ≥ 90. Compare with the reference row.',
);
writeFileSync(join(root, 'tmp/bench-web.json'), JSON.stringify({ sizes, scores }, null, 2));
