// API benchmark (not a test): seeds a real PostgreSQL with the demo catalogue (1,000,000 products by
// default), starts the server as `npm start` does, and measures catalogue list, product detail, search and a
// category page with autocannon on loopback, beside a no-database endpoint measured in the same run; then the
// buying scenarios (add to cart, place an order, pay from the wallet) by shoppers registered in the run. Each
// scenario's CPU includes delivering the domain events its load left undelivered (the bench waits for them).
// Run through `npm run bench:api` (tools/workspace/with-postgres.mjs provides TEST_DATABASE_URL, on a server whose
// memory is sized as in production).
// Options: --products N (default 1000000), --duration S (default 10), --connections C (default 50),
// --reuse (keep a `mall_bench` database seeded by an earlier run instead of seeding again), --only TEXT (run
// the reference and the scenarios whose name contains TEXT, or any of several separated by commas), --orders N
// (orders the place and pay scenarios measure, default 5000: at 500–700 a second, 2,000 were over in three seconds), --pool N (the API's database connections, default twice the machine's cores and two
// more), --streams N (live streams held open, default 1000) and --stream-messages N (the burst published to them,
// default 400), --cpu-profile DIR (the API writes a V8 CPU profile there when it stops: open it in Chromium's
// DevTools); `--only buying` runs the buying scenarios, `--only streams` the live-stream one. `--cluster` measures
// 1, 2 and 3 API processes behind HAProxy instead, without and with a read replica (`cluster-scenario.mjs`).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { buyingScenarios } from './buying-scenarios.mjs';
import { measureCluster } from './cluster-scenario.mjs';
import { cpuSplit } from './cpu-split.mjs';
import { measureStreams } from './stream-scenario.mjs';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    reuse: { type: 'boolean', default: false },
    only: { type: 'string' },
    orders: { type: 'string', default: '5000' },
    streams: { type: 'string', default: '1000' },
    cluster: { type: 'boolean', default: false },
    'cpu-profile': { type: 'string' },
    'stream-messages': { type: 'string', default: '400' },
    // PostgreSQL runs on this machine's cores: more connections than about twice as many only queue inside the
    // server, where a slow search shares the cores with every other statement (20 connections on 2 cores put the
    // cold search's p99 at 257–291 ms, 6 at 208–261 ms; the wallet payment's at 536 ms against 293 ms).
    pool: { type: 'string', default: String(2 * availableParallelism() + 2) },
  },
});
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('run through `npm run bench:api` (needs TEST_DATABASE_URL)');

const root = resolve(import.meta.dirname, '../..');
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: '/mall_bench' }).toString();
const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-'));
const port = 18_000 + Math.floor(Math.random() * 1000);
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATABASE_POOL_SIZE: values.pool,
  // Every request comes from this one address; the per-client search limit would answer most with 429.
  SEARCH_RATE_LIMIT_PER_MINUTE: '0',
  SUGGESTIONS_RATE_LIMIT_PER_MINUTE: '0',
  // The buying scenarios register their shoppers from this address too.
  REGISTER_RATE_LIMIT_PER_MINUTE: '0',
  // With --reuse, the orders earlier runs left unpaid come due hours later and the job would cancel thousands of
  // them during whichever scenario is running then.
  ORDER_AUTO_CANCEL_INTERVAL_SECONDS: '0',
  TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json',
};

const run = (args, options = {}) =>
  new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${args.join(' ')} exited ${code}`))));
  });

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const exists = (await admin.query("select 1 from pg_database where datname = 'mall_bench'")).rowCount > 0;
const reuse = values.reuse && exists;
if (!reuse) {
  await admin.query('drop database if exists mall_bench');
  await admin.query('create database mall_bench');
}
await admin.end();

const started = Date.now();
if (!reuse)
  await run(['--import', 'tsx', 'apps/api/src/seed/cli.ts', '--demo', '--products', values.products]);
const seedSeconds = (Date.now() - started) / 1000;
const analyze = new pg.Client({ connectionString: databaseUrl });
await analyze.connect();
await analyze.query('vacuum analyze');
// A database server that has been answering for a while holds the pages it reads in its buffers; a cluster
// started for this run holds none. The relations are read into the buffers, smallest first, while they fit.
const prewarmed = await prewarm(analyze);
const [{ max_id: maxId, count }] = (
  await analyze.query('select max(id)::int as max_id, count(*)::int as count from products')
).rows;
const [{ id: categoryId }] = (
  await analyze.query('select id from categories where parent_id is not null order by id limit 1')
).rows;

// Search keywords are the words of product names sampled from the catalogue, repeats kept, so frequent words
// come up more often, as they do in shoppers' searches.
const [{ names }] = (
  await analyze.query(
    "select array_agg(name_en) as names from (select name_en from products tablesample system (1) where status = 'active' limit 500) sample",
  )
).rows;
const keywords = names.flatMap((name) => name.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
// Chinese shoppers' short words: one or two characters of the Chinese names, which no trigram can index.
const [{ chineseNames }] = (
  await analyze.query(
    'select array_agg(name_zh) as "chineseNames" from (select name_zh from products tablesample system (1) where status = \'active\' and name_zh is not null limit 500) sample',
  )
).rows;
const chineseWords = chineseNames.flatMap((name) =>
  (name.match(/\p{Script=Han}+/gu) ?? []).flatMap((run) => [run.slice(0, 1), run.slice(0, 2), run.slice(-2)]),
);
await analyze.end();
// Kept open for the buying scenarios, which read the carts and orders they leave to the next one.
const benchDb = new pg.Client({ connectionString: databaseUrl });
await benchDb.connect();

/** Reads the database's relations into PostgreSQL's buffers (pg_prewarm), smallest first, while they fit. */
async function prewarm(client) {
  try {
    await client.query('create extension if not exists pg_prewarm');
  } catch {
    return 'no pg_prewarm on this server: buffers cold';
  }
  const [{ bytes: buffers }] = (
    await client.query(
      "select setting::bigint * 8192 as bytes from pg_settings where name = 'shared_buffers'",
    )
  ).rows;
  const { rows } = await client.query(
    "select c.oid::regclass::text as name, pg_relation_size(c.oid) as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'pg_toast') and c.relkind in ('r', 'i', 't') order by 2",
  );
  let read = 0;
  let total = 0;
  for (const { name, bytes } of rows) {
    total += Number(bytes);
    // A tenth of the buffers stays free for what the run writes.
    if (read + Number(bytes) > Number(buffers) * 0.9) continue;
    await client.query('select pg_prewarm($1::regclass)', [name]);
    read += Number(bytes);
  }
  const mb = (bytes) => `${Math.round(bytes / 2 ** 20).toLocaleString('en')} MB`;
  return `${mb(read)} of the database's ${mb(total)} read into shared_buffers of ${mb(Number(buffers))}`;
}

const base = `http://127.0.0.1:${port}`;
async function startServer(extraEnv = {}) {
  const profile = values['cpu-profile']
    ? ['--cpu-prof', `--cpu-prof-dir=${resolve(values['cpu-profile'])}`]
    : [];
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Writes to a full pipe block a process on Linux: the server's output is read (and dropped) so it never stalls.
  server.stdout.resume();
  const since = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    // A loaded machine compiles the server slowly: three minutes before giving up.
    if (Date.now() - since > 180_000) throw new Error('server did not start');
    await new Promise((wait) => setTimeout(wait, 200));
  }
}
const stopServer = (server) =>
  new Promise((done) => {
    server.once('exit', done);
    server.kill('SIGTERM');
  });

const randomId = () => 1 + Math.floor(Math.random() * maxId);
const randomKeyword = () => encodeURIComponent(keywords[Math.floor(Math.random() * keywords.length)]);
const search = { setup: () => `/api/search/${randomKeyword()}` };
const sorts = ['newest', 'price_asc', 'price_desc'];
const randomChineseWord = () =>
  encodeURIComponent(chineseWords[Math.floor(Math.random() * chineseWords.length)]);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const randomPrefix = () => pick(keywords).slice(0, 2 + Math.floor(Math.random() * 2));
/** Two neighbouring letters of a word of four letters or more swapped: "kettle" → "ketlte". */
const misspelt = () => {
  const word = pick(keywords.filter((keyword) => keyword.length >= 4));
  const at = 1 + Math.floor(Math.random() * (word.length - 2));
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
};
const randomFilters = () => {
  const low = 500 * (1 + Math.floor(Math.random() * 10));
  return `price_min=${low}&price_max=${low * 4}&rating_min=${pick([3, 4, 4.5])}`;
};
const randomCategoryPage = () =>
  `/api/category/${categoryId}/${1 + Math.floor(Math.random() * 5)}?sort=${pick(sorts)}`;
const scenarios = [
  { name: 'reference: /api/health/live (no database)', path: '/api/health/live' },
  { name: 'catalogue list (keyset, 20 newest)', path: '/api/customer/product/get_all_products?limit=20' },
  { name: 'product detail (random id)', setup: () => `/api/customer/product/detail/${randomId()}` },
  { name: `search (${new Set(keywords).size} words of product names, page 1)`, ...search },
  // A shopper browsing a category: its first five pages in any of three orders, kept by the catalogue cache as
  // the home lists are; and the same pages read from the database on every request.
  { name: `category page (sub-category ${categoryId}, pages 1–5, three orders)`, setup: randomCategoryPage },
  {
    name: 'category page, CATALOGUE_CACHE_SECONDS=0 (every page read)',
    setup: randomCategoryPage,
    env: { CATALOGUE_CACHE_SECONDS: '0' },
  },
  // The same searches with the catalogue cache off: every request ranks its keyword's matches again.
  {
    name: 'search, CATALOGUE_CACHE_SECONDS=0 (every search ranks)',
    ...search,
    env: { CATALOGUE_CACHE_SECONDS: '0' },
  },
  {
    name: 'search, CATALOGUE_CACHE_SECONDS=0, newest or by price (every match ranked)',
    setup: () => `/api/search/${randomKeyword()}?sort=${sorts[Math.floor(Math.random() * sorts.length)]}`,
    env: { CATALOGUE_CACHE_SECONDS: '0' },
  },
  {
    name: `search, CATALOGUE_CACHE_SECONDS=0, ${new Set(chineseWords).size} Chinese words of 1–2 characters`,
    setup: () => `/api/search/${randomChineseWord()}`,
    env: { CATALOGUE_CACHE_SECONDS: '0' },
  },
  // What a shopper's typing sends: the word being typed is a prefix of 2–3 letters, found among the words it starts.
  {
    name: 'search, CATALOGUE_CACHE_SECONDS=0, the word being typed (a prefix of 2–3 letters)',
    setup: () => `/api/search/${encodeURIComponent(randomPrefix())}`,
    env: { CATALOGUE_CACHE_SECONDS: '0' },
  },
  // The search page's filters: a price range (in USD cents) and a minimum rating beside the keyword.
  {
    name: 'search, CATALOGUE_CACHE_SECONDS=0, filtered by price range and minimum rating',
    setup: () => `/api/search/${randomKeyword()}?${randomFilters()}`,
    env: { CATALOGUE_CACHE_SECONDS: '0' },
  },
  // A letter swapped finds nothing, then the keyword corrected from the catalogue's words is searched.
  {
    name: 'search, CATALOGUE_CACHE_SECONDS=0, misspelt (two letters swapped, corrected)',
    setup: () => `/api/search/${encodeURIComponent(misspelt())}`,
    env: { CATALOGUE_CACHE_SECONDS: '0' },
  },
  {
    name: 'search suggestions while typing, CATALOGUE_CACHE_SECONDS=0 (products, categories, shops)',
    setup: () => `/api/search-suggestions?keyword=${encodeURIComponent(randomPrefix())}`,
    env: { CATALOGUE_CACHE_SECONDS: '0' },
  },
  ...buyingScenarios({
    base,
    db: benchDb,
    run: (args) => run(args),
    requests: Number(values.orders),
    connections: Number(values.connections),
  }),
];

const measure = (scenario) =>
  new Promise((done, fail) => {
    const requests = scenario.setup
      ? [{ setupRequest: (request) => ({ ...request, path: scenario.setup() }) }]
      : undefined;
    autocannon(
      {
        url: `${scenario.base ?? base}${scenario.path ?? '/'}`,
        connections: Number(values.connections),
        duration: scenario.duration ?? Number(values.duration),
        amount: scenario.amount,
        headers: { lang: 'en' },
        requests: scenario.requests ?? requests,
        // The buying operations answer HTTP 200 with a refusal code in the body; those count as refused.
        ...(scenario.prepare && {
          verifyBody: (body) => {
            const accepted = JSON.parse(body).code === 200;
            if (!accepted) refusals[scenario.name] ??= body.slice(0, 200);
            return accepted;
          },
        }),
      },
      (error, result) => (error ? fail(error) : done(result)),
    );
  });

const undeliveredEvents = async () =>
  Number((await benchDb.query('select count(*) from event_deliveries where not done')).rows[0].count);

/** Waits until the API has delivered every event due (at most two minutes); answers the seconds it took. */
async function eventsDelivered() {
  const started = performance.now();
  while ((await undeliveredEvents()) > 0) {
    if (performance.now() - started > 120_000)
      throw new Error('the API did not deliver its events in two minutes');
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return (performance.now() - started) / 1000;
}

/** The first refusal each scenario met, to tell contention from a bench mistake. */
const refusals = {};
if (values.cluster) {
  // A warm-up (caches, JIT, pools; the buying scenario's own orders), then the measurement.
  const warmAndMeasure = async (scenario) => {
    const warmUp = Number(values.connections) * 2;
    const plan = scenario.prepare ? await scenario.prepare(warmUp) : {};
    await measure({ ...scenario, ...plan, duration: 2, amount: plan.amount && warmUp });
    return measure({ ...scenario, ...plan, amount: plan.amount && plan.amount - warmUp });
  };
  let placeOrder;
  await measureCluster({
    root,
    env,
    adminUrl,
    pool: Number(values.pool),
    measure: warmAndMeasure,
    scenarios: (clusterBase) => {
      placeOrder ??= buyingScenarios({
        base: clusterBase,
        db: benchDb,
        run: (args) => run(args),
        requests: Number(values.orders),
        connections: Number(values.connections),
      }).find((scenario) => scenario.name.startsWith('buying: place order'));
      return [scenarios[0], scenarios[1], scenarios[2], placeOrder];
    },
  });
  await benchDb.end();
  rmSync(dataDir, { recursive: true, force: true });
  for (const [scenario, body] of Object.entries(refusals))
    console.log(`first refusal in ${scenario}: ${body}`);
  process.exit(0);
}

const rows = [];
const cpuShares = [];
// `--only category,buying` runs the scenarios whose names hold any of the words.
const onlyWords = values.only?.split(',');
const chosen = scenarios.filter(
  (scenario, index) => index === 0 || !onlyWords || onlyWords.some((word) => scenario.name.includes(word)),
);
let server;
let serverEnv;
for (const scenario of chosen) {
  const wantedEnv = JSON.stringify(scenario.env ?? {});
  if (wantedEnv !== serverEnv) {
    if (server) await stopServer(server);
    server = await startServer(scenario.env);
    serverEnv = wantedEnv;
  }
  const warmUp = Number(values.connections) * 2;
  const plan = scenario.prepare ? await scenario.prepare(warmUp) : {};
  // Warm-up: caches, JIT, connection pool; the buying scenarios' warm-up takes its own orders.
  await measure({ ...scenario, ...plan, duration: 2, amount: plan.amount && warmUp });
  await eventsDelivered();
  const split = await cpuSplit(server.pid, benchDb);
  const result = await measure({ ...scenario, ...plan, amount: plan.amount && plan.amount - warmUp });
  // The events the load left undelivered are part of its cost: their delivery is counted in its CPU.
  const behind = await undeliveredEvents();
  const deliveredIn = await eventsDelivered();
  cpuShares.push({
    scenario: scenario.name,
    ...(await split(result.requests.total)),
    'events behind at the end': behind,
    's to deliver them': Number(deliveredIn.toFixed(1)),
  });
  rows.push({
    scenario: scenario.name,
    // Requests over the measured seconds: a scenario bounded by its orders ends partway through a second, and the
    // mean of autocannon's per-second counts (its `average`) took that last part-second as a whole one.
    'req/s': Math.round(result.requests.total / result.duration),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts,
    'non-2xx': result.non2xx,
    refused: result.mismatches,
  });
}
// The live streams: held open on the server of the last scenario, the burst published straight into PostgreSQL.
const streamRow =
  !onlyWords || onlyWords.includes('streams')
    ? await measureStreams({
        base,
        db: benchDb,
        serverPid: server.pid,
        streams: Number(values.streams),
        messages: Number(values['stream-messages']),
      })
    : undefined;
await stopServer(server);
await benchDb.end();
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\nMall API benchmark — ${count.toLocaleString('en')} products on PostgreSQL, ${reuse ? 'reused' : `seeded in ${seedSeconds.toFixed(0)} s`};`,
);
console.log(
  `autocannon ${values.connections} connections × ${values.duration} s per scenario, client and server on the same machine; the API's database pool ${values.pool} connections;`,
);
console.log(`PostgreSQL buffers prewarmed before the run: ${prewarmed}.`);
console.log(
  `Load average at the end (1, 5, 15 min): ${loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}.\n`,
);
console.table(rows);
if (streamRow) {
  console.log(
    "\nLive streams: delivery from the publishing commit to each of the user's open streams (5 a user), and the " +
      "API's resident memory per open stream:",
  );
  console.table([streamRow]);
}
console.log(
  '\nCPU seconds during each measurement and the delivery of the events it left behind (whole machine shared with ' +
    'other work):',
);
console.table(cpuShares);
for (const [scenario, body] of Object.entries(refusals)) console.log(`first refusal in ${scenario}: ${body}`);
console.log(
  'Goals: list ≥ 2,500 req/s with p99 ≤ 50 ms; search p99 ≤ 50 ms cached and ≤ 300 ms with the cache off ' +
    '(prefix, filtered, misspelt and suggestions too); ' +
    'product detail ≥ 0.2× the reference row above; category page ≥ 2,500 req/s with p99 ≤ 50 ms; ' +
    'place order and wallet payment ≥ 600/s with p99 ≤ 100 ms; card payment with the 200 ms sandbox delay ≥ 200/s ' +
    'with no connection idle in transaction.',
);
