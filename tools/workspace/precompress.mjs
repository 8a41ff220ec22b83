// Writes .br and .gz beside every compressible file of a built app, so the server sends them as they are
// (@fastify/static `preCompressed`) without compressing on each request.
// Usage: node tools/workspace/precompress.mjs dist/apps/shop
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2];
if (!root) throw new Error('usage: precompress.mjs <folder>');
const compressible = /\.(js|mjs|css|html|json|svg|txt|map)$/;

const files = (dir) =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

let count = 0;
for (const file of files(root).filter((path) => compressible.test(path) && !path.endsWith('.map'))) {
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${root}`);
