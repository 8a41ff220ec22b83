/**
 * `npm run seed -- --demo [--products N] [--seed S]`: fills a database without a catalogue (DATABASE_URL, or the
 * embedded one in DATA_DIR) with the demo catalogue and its demo accounts, e.g. a million products for
 * benchmarks. `npm run seed` alone inserts only the reference data every database needs.
 * `npm run seed -- --credit <minor units> --users <id,id,…>` credits those users' wallets through the ledger,
 * as the API bench does for its shoppers before measuring wallet payments.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { creditWallet } from '@mall/server-wallet';
import { hasCatalogue, seedDemoData, seedReferenceData } from './seed';

const USAGE =
  'usage: npm run seed -- [--demo [--products <count>] [--seed <integer>]] | --credit <minor units> --users <id,id,…>';

async function main() {
  const { values } = parseArgs({
    options: {
      demo: { type: 'boolean', default: false },
      products: { type: 'string', default: '2000' },
      seed: { type: 'string', default: '1' },
      credit: { type: 'string' },
      users: { type: 'string', default: '' },
    },
  });
  const products = Number(values.products);
  const seed = Number(values.seed);
  if (!Number.isInteger(products) || products < 0 || !Number.isInteger(seed)) throw new Error(USAGE);
  const credit = values.credit === undefined ? undefined : Number(values.credit);
  const userIds = values.users.split(',').filter(Boolean).map(Number);
  if (credit !== undefined && (!Number.isInteger(credit) || credit <= 0 || !userIds.every(Number.isInteger)))
    throw new Error(USAGE);
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
  });
  try {
    await database.migrate();
    if (credit !== undefined) {
      // One key per run: crediting the same users again in a later run adds to their balance.
      const run = Date.now();
      for (const userId of userIds)
        await database.db.transaction((tx) =>
          creditWallet(tx, { userId, amountMinor: credit, key: `seed-credit:${run}:${userId}` }),
        );
      console.log(`credited ${userIds.length} wallets with ${credit} minor units each`);
      return;
    }
    if (!values.demo) {
      const inserted = await seedReferenceData(database.db, console.log);
      if (!inserted) console.log('reference data already present; add --demo for the demo catalogue');
      return;
    }
    if (await hasCatalogue(database.db)) {
      throw new Error(
        'the database already has a catalogue: seed into a fresh DATA_DIR or an empty database',
      );
    }
    const started = Date.now();
    await seedDemoData(database.db, {
      products,
      seed,
      mediaDir: config.mediaDir,
      tasks: config,
      log: console.log,
    });
    console.log(`seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
