import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, sourceMigrationsFolder } from './connection';

/**
 * A migrated database of its own for a test: on the PostgreSQL server of `TEST_DATABASE_URL` when it is set (a
 * database cloned from a migrated template), otherwise an embedded PGlite cloned from a migrated data folder.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedPgliteTemplate() });
  return (await createPostgresTestDatabase(url)).database;
}

let template: Promise<Blob> | undefined;

/**
 * Migrating a fresh PGlite takes seconds and every test file needs one, so the migrated data folder is kept in the
 * system's temporary folder under a name made of the migrations' contents: each later test process on this machine
 * loads it in under a second, and a new or changed migration makes a new one. It is kept as a plain tar (44 MB), not
 * gzipped: the API suite opens some 130 databases, and un-gzipping was a third or more of each one's start-up CPU.
 */
function migratedPgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const folder = join(tmpdir(), 'mall-pglite-templates');
    const file = join(folder, `${migrationsFingerprint()}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const database = await openDatabase({ dataDir: 'memory://' });
      await database.migrate();
      const client = (
        database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }
      ).$client;
      const dump = await client.dumpDataDir('none');
      await database.close();
      mkdirSync(folder, { recursive: true });
      // Written aside and renamed: a test process starting meanwhile never reads half a file.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    }
  })();
  return template;
}

function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(name).update(readFileSync(path));
    }
  };
  walk(sourceMigrationsFolder);
  hash.update(readPgliteVersion());
  return hash.digest('hex').slice(0, 16);
}

/** PGlite's version, from the package.json above its entry point (its exports do not include that file). */
function readPgliteVersion(): string {
  const manifest = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

const TEMPLATE_DATABASE = 'mall_template';
const TEMPLATE_LOCK = 7265;
let databaseCount = 0;

/** `url` with its database name replaced. */
export const withDatabaseName = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

async function dropDatabase(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
  } finally {
    await admin.end();
  }
}

/**
 * A migrated database of its own on the PostgreSQL server at `url`, dropped when its handle closes. Test files
 * run in parallel processes, so bringing the template up to date and cloning it are serialised by an advisory lock.
 */
export async function createPostgresTestDatabase(
  url: string,
): Promise<{ database: DatabaseHandle; url: string }> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [TEMPLATE_DATABASE]);
    if (exists.rowCount === 0) await admin.query(`create database ${TEMPLATE_DATABASE}`);
    // Always brought up to date: a long-lived server may keep a template from before the newest migration.
    const template = await openDatabase({ databaseUrl: withDatabaseName(url, TEMPLATE_DATABASE) });
    await template.migrate();
    await template.close();
    databaseCount += 1;
    const name = `mall_test_${process.pid}_${databaseCount}`;
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    const database = await openDatabase({ databaseUrl: withDatabaseName(url, name) });
    return {
      database: { ...database, close: () => database.close().then(() => dropDatabase(url, name)) },
      url: withDatabaseName(url, name),
    };
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    await admin.end();
  }
}
