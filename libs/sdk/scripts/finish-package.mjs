// Completes dist/libs/sdk as a publishable package: manifest, README, the OpenAPI document, and relative
// imports in the declarations given their `.js` extension so that `moduleResolution: nodenext` consumers
// resolve them as well as bundlers do.
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = import.meta.dirname;
const out = resolve(root, '../../../dist/libs/sdk');
copyFileSync(resolve(root, '../package.json'), resolve(out, 'package.json'));
copyFileSync(resolve(root, '../README.md'), resolve(out, 'README.md'));
copyFileSync(resolve(root, '../src/generated/openapi.gen.json'), resolve(out, 'openapi.json'));

const relativeSpecifier = /((?:from\s+|import\()\s*['"])(\.{1,2}(?:\/[^'"]*)?)(['"])/g;
const withExtension = (specifier) =>
  specifier.endsWith('.js')
    ? specifier
    : /(^|\/)\.{1,2}$/.test(specifier)
      ? `${specifier}/index.js`
      : `${specifier}.js`;
const declarations = (dir) =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? declarations(path) : path.endsWith('.d.ts') ? [path] : [];
  });
for (const file of declarations(join(out, 'types'))) {
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace(
      relativeSpecifier,
      (_match, head, specifier, tail) => head + withExtension(specifier) + tail,
    ),
  );
}
console.log(`@mall/sdk package ready in ${out}`);
