// Where a storefront page's main-thread time goes (not a test): opens a page of the built shop in Chromium as
// Lighthouse's phone does (4× CPU slowdown, 150 ms round trips, 1.6 Mbps), records a performance trace, and prints
// each long task (over 50 ms) with what filled it: the browser's own work by kind, and the functions that took the
// most of its JavaScript, mapped back to their sources through the build's source maps. Run with
// `node tools/bench/main-thread.mjs [route]` after building the shop (route: /pages/home/home by default);
// MAIN_THREAD_LOADS=3 repeats the load and MAIN_THREAD_SETTLE_MS sets how long each is watched after it loads.
// MAIN_THREAD_LONG_MS sets what counts as a long task (50 by default) and MAIN_THREAD_RAW=1 adds each function's
// built position. `--trace file` reads a trace Lighthouse recorded instead (`BENCH_REPORTS` of web-bench.mjs keeps
// them): those are unthrottled, and Lighthouse's simulation counts each task four times as long.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { startDemoShop } from './demo-shop.mjs';

const root = resolve(import.meta.dirname, '../..');
const route = process.argv[2]?.startsWith('/') ? process.argv[2] : '/pages/home/home';
const loads = Number(process.env.MAIN_THREAD_LOADS ?? 1);
const settleMs = Number(process.env.MAIN_THREAD_SETTLE_MS ?? 8000);
const longTaskMs = Number(process.env.MAIN_THREAD_LONG_MS ?? 50);
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
  'blink.user_timing',
];

const sourceMaps = new Map();
/** `file:line` of a built script's position in its source, or the built position when there is no map. */
function sourceOf(url = '', line = 0, column = 0) {
  const file = url.match(/\/assets\/[^?#]+\.js$/)?.[0];
  if (!file) return `${url || '(native)'}:${line + 1}:${column + 1}`;
  if (!sourceMaps.has(file)) {
    try {
      sourceMaps.set(file, new TraceMap(readFileSync(join(root, 'dist/apps/shop', `${file}.map`), 'utf8')));
    } catch {
      sourceMaps.set(file, undefined);
    }
  }
  const map = sourceMaps.get(file);
  const original = map && originalPositionFor(map, { line: line + 1, column });
  if (!original?.source) return `${file}:${line + 1}`;
  return `${original.source.replace(/^(\.\.\/)+/, '')}:${original.line}`;
}

/** The renderer's samples (its main thread's), each with its time and the function it was in. */
function samplesOf(events, process) {
  const nodes = new Map();
  const samples = [];
  const profile = events.find((event) => event.name === 'Profile' && event.pid === process);
  let time = profile?.args.data.startTime ?? 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== process || event.id !== profile?.id) continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node.callFrame);
    for (const [index, nodeId] of (cpuProfile.samples ?? []).entries()) {
      time += timeDeltas[index];
      samples.push({ time, frame: nodes.get(nodeId) });
    }
  }
  return samples;
}

const top = (counts, size) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, size)
    .map(([what, ms]) => `${Math.round(ms)} ${what}`);

function report(trace) {
  const { traceEvents: events } = JSON.parse(trace);
  // The page's renderer is the one that ran the most tasks (Chromium starts another, idle, for its blank tab).
  const tasksOf = (thread) =>
    events.filter(
      (event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask',
    );
  const main = events
    .filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
    .sort((a, b) => tasksOf(b).length - tasksOf(a).length)[0];
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const navigation =
    events.find((event) => event.pid === main.pid && event.name === 'navigationStart') ??
    onMain.find((event) => event.name === 'RunTask');
  const at = (us) => Math.round((us - navigation.ts) / 1000);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur / 1000 > longTaskMs);
  const samples = samplesOf(events, main.pid);
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    blocking += task.dur / 1000 - longTaskMs;
    const kinds = new Map();
    for (const event of onMain)
      if (event.ts >= task.ts && event.ts < end && event.dur && event !== task && event.name !== 'RunTask')
        kinds.set(event.name, (kinds.get(event.name) ?? 0) + event.dur / 1000);
    const functions = new Map();
    const files = new Map();
    const within = samples.filter((sample) => sample.time >= task.ts && sample.time < end);
    within.forEach((sample, index) => {
      const next = within[index + 1]?.time ?? end;
      const frame = sample.frame;
      if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) return;
      const source = sourceOf(frame.url, frame.lineNumber, frame.columnNumber);
      const raw = process.env.MAIN_THREAD_RAW
        ? ` ${frame.url}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
        : '';
      const name = `${frame.functionName || '(anonymous)'} ${source}${raw}`;
      const file = source.replace(/:\d+(:\d+)?$/, '').replace(/^node_modules\/((@[^/]+\/)?[^/]+).*/, '$1');
      functions.set(name, (functions.get(name) ?? 0) + (next - sample.time) / 1000);
      files.set(file, (files.get(file) ?? 0) + (next - sample.time) / 1000);
    });
    console.log(`\n${at(task.ts)} ms: task of ${Math.round(task.dur / 1000)} ms`);
    console.log(`  events (inclusive, nested ones overlap): ${top(kinds, 6).join(' · ')}`);
    console.log(`  by source: ${top(files, 8).join(' · ')}`);
    for (const line of top(functions, 12)) console.log(`    ${line}`);
  }
  console.log(
    `\n${tasks.length} long tasks; their time over ${longTaskMs} ms adds to ${Math.round(blocking)} ms (over the whole load, not only Lighthouse's window).`,
  );
}

const traceFile = process.argv.indexOf('--trace');
if (traceFile > 0) {
  report(readFileSync(process.argv[traceFile + 1], 'utf8'));
  process.exit(0);
}
const shop = await startDemoShop();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (let load = 0; load < loads; load += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories });
    await page.goto(`http://127.0.0.1:${shop.port}/#${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    report((await browser.stopTracing()).toString());
    await context.close();
  }
} finally {
  await browser.close();
  shop.stop();
}
