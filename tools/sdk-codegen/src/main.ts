/**
 * Writes the SDK's generated files from the manifest, or with `--check` fails when the committed files
 * differ from what the manifest generates (the drift check CI runs).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { cacheTags, endpoints, errorCodes, genericErrorKeys, sessionErrorKeys } from '@mall/sdk-manifest';
import { generateSdkFiles } from './generate';

const sdkRoot = resolve(__dirname, '../../../libs/sdk');
const version = (JSON.parse(readFileSync(join(sdkRoot, 'package.json'), 'utf8')) as { version: string })
  .version;
const files = generateSdkFiles({
  endpoints,
  errorCodes,
  genericErrorKeys,
  sessionErrorKeys,
  cacheTags,
  version,
});
const check = process.argv.includes('--check');

const stale = Object.entries(files).filter(([path, content]) => {
  const target = join(sdkRoot, path);
  return !existsSync(target) || readFileSync(target, 'utf8') !== content;
});

if (check) {
  if (stale.length > 0) {
    console.error(`Generated SDK files are out of date: ${stale.map(([path]) => path).join(', ')}`);
    console.error('Run `npm run sdk:generate` and commit the result.');
    process.exit(1);
  }
  console.log(`SDK generated files match the manifest (${Object.keys(files).length} files).`);
} else {
  for (const [path, content] of stale) {
    const target = join(sdkRoot, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  console.log(`SDK generated: ${stale.length} of ${Object.keys(files).length} files changed.`);
}
