// Prints the API suite's spec files for `node --test`. With `--database-server` (the suite on a real PostgreSQL),
// files marked `@api-suite embedded-only` are left out: they never open the test database (they check the build,
// texts, pure functions, or commands on an embedded data folder of their own), so a second run would only repeat
// the first.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = 'apps/api/test';
const onDatabaseServer = process.argv.includes('--database-server');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => join(folder, name))
  .filter((file) => !onDatabaseServer || !readFileSync(file, 'utf8').includes('@api-suite embedded-only'));
console.log(files.join('\n'));
