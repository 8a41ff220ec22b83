/**
 * `npm run seed -- --products N [--seed S]`: fills an empty database (DATABASE_URL, or the embedded one in
 * DATA_DIR) with the demo catalogue, e.g. a million products for benchmarks.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { isSeeded, seedDemoData } from './seed';

async function main() {
  const { values } = parseArgs({
    options: { products: { type: 'string', default: '2000' }, seed: { type: 'string', default: '1' } },
  });
  const products = Number(values.products);
  const seed = Number(values.seed);
  if (!Number.isInteger(products) || products < 0 || !Number.isInteger(seed)) {
    throw new Error('usage: npm run seed -- --products <count> [--seed <integer>]');
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    if (await isSeeded(database.db)) {
      throw new Error('the database already has data: seed into a fresh DATA_DIR or an empty database');
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
