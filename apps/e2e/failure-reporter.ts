import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const root = resolve(__dirname, '../..');
// `npm test` prints this folder after a failed run (tools/workspace/failed-tests.mjs), where a CI log is read.
const failuresFolder = join(root, 'tmp/test-failures');
const MESSAGE_LINES = 24;

/** The journeys that failed on their last attempt, each with its error, in a file of the shard's own. */
export default class FailureReporter implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    if (result.retry < test.retries) return;
    const message = (result.error?.stack ?? result.error?.message ?? result.status)
      // Playwright colours its messages for a terminal.
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n');
    this.failures.push(
      [
        `✖ ${test.titlePath().filter(Boolean).join(' › ')}`,
        `  ${relative(root, test.location.file)}:${test.location.line} (${result.status}, attempt ${result.retry + 1}, ${Math.round(result.duration)} ms)`,
        ...message.slice(0, MESSAGE_LINES).map((line) => `  ${line}`),
        ...(message.length > MESSAGE_LINES ? [`  … ${message.length - MESSAGE_LINES} more lines`] : []),
        '',
      ].join('\n'),
    );
  }

  onEnd(): void {
    if (this.failures.length === 0) return;
    mkdirSync(failuresFolder, { recursive: true });
    const shard = basename(process.env.E2E_RESULTS ?? 'e2e-results');
    writeFileSync(join(failuresFolder, `${shard}.log`), `${this.failures.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
