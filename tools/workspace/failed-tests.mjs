/**
 * The failed tests of the workspace's `node --test` suites and end-to-end journeys, gathered where a failed CI run
 * can print them last.
 *
 * A CI log is read from its end, and Nx prints each task's output when the task ends: a failing suite's report
 * lies somewhere in the middle, under the output of every task that ended after it. Each suite run by
 * `run-node-suite.mjs` also writes its failures (the test's file, its names, the error and where it was thrown) to
 * `tmp/test-failures/<project>-<target>.log` through this module's reporter (the journeys' shards through
 * `apps/e2e/failure-reporter.ts`), and `npm test` prints those files after a failed run.
 *
 * - As a `node --test` reporter (the default export): one block per failed test; a suite failed only because of its
 *   tests is left out, its tests are there.
 * - `node tools/workspace/failed-tests.mjs clear` empties the folder (before a run);
 *   `node tools/workspace/failed-tests.mjs print` prints what it holds.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const failuresFolder = resolve(import.meta.dirname, '../../tmp/test-failures');

/** The file a suite's failures go to, named after the Nx task running it when there is one. */
export function failuresFileFor(env = process.env) {
  const task = [env.NX_TASK_TARGET_PROJECT, env.NX_TASK_TARGET_TARGET].filter(Boolean).join('-');
  return join(failuresFolder, `${task || `node-suite-${process.pid}`}.log`);
}

const MESSAGE_LINES = 24;
// `run-node-suite.mjs` runs each spec bundled into tmp/node-test-…/<its path>.cjs: the source's path is more use.
const bundledPath = /[^\s(]*\/tmp\/node-test-[^/]+\/(\S+)\.cjs/g;
const runnerFrame = /^\s+at .*\((node:|.*node_modules\/)|^\s+at (node:|new Promise|async Promise)/;

function describeFailure({ name, file, details, nesting }, names) {
  const error = details?.error;
  const cause = error?.cause ?? error;
  const message = cause instanceof Error ? (cause.stack ?? cause.message) : String(cause);
  const lines = message
    .replace(bundledPath, '$1 (bundled)')
    .split('\n')
    .filter((text) => !runnerFrame.test(text));
  return [
    `✖ ${[...names.slice(0, nesting), name].join(' › ')}`,
    `  ${file?.replace(bundledPath, '$1.ts') ?? 'unknown file'}${details?.duration_ms ? ` (${Math.round(details.duration_ms)} ms)` : ''}`,
    ...lines.slice(0, MESSAGE_LINES).map((text) => `  ${text}`),
    ...(lines.length > MESSAGE_LINES ? [`  … ${lines.length - MESSAGE_LINES} more lines`] : []),
    '',
  ].join('\n');
}

export default async function* failureReporter(source) {
  // The names of the suites above the test being reported, by nesting level.
  const names = [];
  for await (const event of source) {
    if (event.type === 'test:start') names[event.data.nesting] = event.data.name;
    if (event.type !== 'test:fail') continue;
    if (event.data.details?.error?.failureType === 'subtestsFailed') continue;
    yield `${describeFailure(event.data, names)}\n`;
  }
}

function printFailures() {
  mkdirSync(failuresFolder, { recursive: true });
  const reports = readdirSync(failuresFolder)
    .filter((name) => name.endsWith('.log'))
    .map((name) => ({ name, text: readFileSync(join(failuresFolder, name), 'utf8').trim() }))
    .filter(({ text }) => text.length > 0);
  if (reports.length === 0) return;
  console.error('\nFailed tests:');
  for (const { name, text } of reports) console.error(`\n== ${name.replace(/\.log$/, '')}\n${text}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === 'clear') rmSync(failuresFolder, { recursive: true, force: true });
  else if (command === 'print') printFailures();
  else {
    console.error('usage: node tools/workspace/failed-tests.mjs clear|print');
    process.exit(2);
  }
}
