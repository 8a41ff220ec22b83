// Prints the API suite's spec files for `node --test`, for one of its two runs:
// - with `--database-server`, on a real PostgreSQL: every file but those marked `@api-suite embedded-only`, which
//   never open the test database (they check the build, texts, pure functions, or commands on an embedded data
//   folder of their own);
// - without it, on the embedded PGlite: the files marked `@api-suite embedded-only`, and those marked
//   `@api-suite both`, which carry the journeys `npm start` serves on PGlite's single connection (buying, paying,
//   the wallet, live streams, chat). Every other file runs once, on PostgreSQL: the services themselves are tested
//   on PGlite by each server library's own suite, and running the whole HTTP suite on both databases doubled the
//   longest part of CI for no rule that differs between them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = 'apps/api/test';
const onDatabaseServer = process.argv.includes('--database-server');
const markOf = (file) => /@api-suite (embedded-only|both)\b/.exec(readFileSync(file, 'utf8'))?.[1];
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => join(folder, name))
  .filter((file) => (onDatabaseServer ? markOf(file) !== 'embedded-only' : markOf(file) !== undefined));
console.log(files.join('\n'));
