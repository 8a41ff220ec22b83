import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RestartBackoff } from './restart-backoff.mjs';

test('a process that keeps crashing at start waits longer each time, up to the cap', () => {
  const backoff = new RestartBackoff({ initialMs: 1_000, maxMs: 8_000, stableMs: 30_000 });
  const delays = [1, 2, 3, 4, 5, 6].map(() => backoff.delayAfter(200));
  assert.deepEqual(delays, [0, 1_000, 2_000, 4_000, 8_000, 8_000]);
});

test('a process that stayed up starts the count afresh', () => {
  const backoff = new RestartBackoff({ initialMs: 1_000, maxMs: 8_000, stableMs: 30_000 });
  backoff.delayAfter(100);
  backoff.delayAfter(100);
  assert.equal(backoff.delayAfter(100), 2_000);
  assert.equal(backoff.delayAfter(60_000), 0);
  assert.equal(backoff.delayAfter(100), 1_000);
});
