/**
 * `npm run seed -- --demo [--products N] [--seed S]`: fills a database without a catalogue (DATABASE_URL, or the
 * embedded one in DATA_DIR) with the demo catalogue and its demo accounts, e.g. a million products for
 * benchmarks. `npm run seed` alone inserts only the reference data every database needs.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { hasCatalogue, seedDemoData, seedReferenceData } from './seed';

const USAGE = 'usage: npm run seed -- [--demo [--products <count>] [--seed <integer>]]';

async function main() {
  const { values } = parseArgs({
    options: {
      demo: { type: 'boolean', default: false },
      products: { type: 'string', default: '2000' },
      seed: { type: 'string', default: '1' },
    },
  });
  const products = Number(values.products);
  const seed = Number(values.seed);
  if (!Number.isInteger(products) || products < 0 || !Number.isInteger(seed)) throw new Error(USAGE);
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
  });
  try {
    await database.migrate();
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
    await seedDemoData(database.db, { products, seed, mediaDir: config.mediaDir, log: console.log });
    console.log(`seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
