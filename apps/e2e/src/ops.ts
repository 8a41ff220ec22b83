import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { e2eServerEnv } from '../playwright.config';

const root = resolve(__dirname, '../../..');

/** Runs `npm run ops -- <args>` against this run's database, as an operator would; answers what it printed. */
export function ops(...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'ops', '--', ...args], {
    cwd: root,
    env: { ...process.env, ...e2eServerEnv },
    encoding: 'utf8',
  });
}
