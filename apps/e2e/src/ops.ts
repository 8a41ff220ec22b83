import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { apiBuild, e2eServerEnv } from '../playwright.config';

const root = resolve(__dirname, '../../..');

/** Runs the ops command (`npm run ops -- <args>`, built) against this run's database; answers what it printed. */
export function ops(...args: string[]): string {
  return execFileSync(process.execPath, [resolve(apiBuild, 'ops.js'), ...args], {
    cwd: root,
    env: { ...process.env, ...e2eServerEnv },
    encoding: 'utf8',
  });
}
