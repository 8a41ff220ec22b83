import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `SIGNING_SECRET`, else the one kept in the data folder, made on first start. Processes that share the folder
 * and start together agree on one: each writes its candidate to a file of its own and links it to the shared
 * name, which only the first link gets (a link never replaces a file), then every one reads what is there.
 */
export function persistentSecret(dataDir: string, env: NodeJS.ProcessEnv): string {
  if (env.SIGNING_SECRET) return env.SIGNING_SECRET;
  const file = join(dataDir, 'signing-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const candidate = join(dataDir, `.signing-secret-${process.pid}-${randomBytes(4).toString('hex')}`);
  writeFileSync(candidate, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(candidate, file);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
  } finally {
    rmSync(candidate, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}
